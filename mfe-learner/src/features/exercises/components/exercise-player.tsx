import { useCallback, useId, useRef, useState } from 'react';
import { Button } from '@school/shared/ui';
import { texts } from '../../../texts';
import { checkAnswer, type CheckResult } from '../model/check-answer';
import type { AnyExerciseAnswer, Exercise } from '../model/exercise-schema';
import { initialAnswer } from '../model/initial-answer';
import { ChoicePlayer } from './choice-players';
import { GapsDragPlayer, GroupsDragPlayer, MatchPlayer, OrderPlayer, TableDragPlayer } from './drag-players';
import { DropdownImagesPlayer, DropdownPlayer } from './select-players';
import { PlaceholderAnyContentPlayer, PlaceholderPlayer, PlaceholderWithEditPlayer } from './typed-players';
import styles from './exercises.module.css';

const t = texts.exercises;

interface BodyProps {
  exercise: Exercise;
  onChange: (answer: AnyExerciseAnswer) => void;
  result: CheckResult | null;
  locked: boolean;
}

/** The player of the exercise's kind. */
function ExerciseBody({ exercise, ...rest }: BodyProps) {
  switch (exercise.kind) {
    case 'testSingleChoice':
    case 'testMultipleChoice':
    case 'testAnyChoice':
      return <ChoicePlayer exercise={exercise} {...rest} />;
    case 'dropdown':
      return <DropdownPlayer exercise={exercise} {...rest} />;
    case 'dropdownImages':
      return <DropdownImagesPlayer exercise={exercise} {...rest} />;
    case 'dragDropSentences':
    case 'dragIntoSentences':
      return <GapsDragPlayer exercise={exercise} {...rest} />;
    case 'dragDropToTable':
      return <TableDragPlayer exercise={exercise} {...rest} />;
    case 'dragDropGroups':
      return <GroupsDragPlayer exercise={exercise} {...rest} />;
    case 'dragDropOrder':
      return <OrderPlayer exercise={exercise} {...rest} />;
    case 'match':
      return <MatchPlayer exercise={exercise} {...rest} />;
    case 'placeholder':
      return <PlaceholderPlayer exercise={exercise} {...rest} />;
    case 'placeholderWithEdit':
      return <PlaceholderWithEditPlayer exercise={exercise} {...rest} />;
    case 'placeholderAnyContent':
      return <PlaceholderAnyContentPlayer exercise={exercise} {...rest} />;
  }
}

/**
 * One exercise: the instruction, the material to read, the kind's player, and checking — every item
 * marked right or wrong with the right answer, the explanation, then fixing the answers or starting again.
 */
export function ExercisePlayer({ exercise }: { exercise: Exercise }) {
  const titleId = useId();
  const [attempt, setAttempt] = useState(0);
  const answer = useRef<AnyExerciseAnswer>(initialAnswer(exercise));
  const [result, setResult] = useState<CheckResult | null>(null);

  const onChange = useCallback((value: AnyExerciseAnswer) => {
    answer.current = value;
  }, []);
  const check = () => setResult(checkAnswer(exercise as never, answer.current as never));
  const fix = () => setResult(null);
  const restart = () => {
    answer.current = initialAnswer(exercise);
    setResult(null);
    setAttempt((n) => n + 1);
  };

  return (
    <section className={styles.exercise} aria-labelledby={titleId} data-testid="exercise" data-kind={exercise.kind} data-exercise-id={exercise.id}>
      <h3 id={titleId} className={styles.instruction}>
        {exercise.instruction}
      </h3>
      {exercise.passage && (
        <blockquote className={styles.passage} lang="en">
          {exercise.passage}
        </blockquote>
      )}
      <ExerciseBody key={attempt} exercise={exercise} onChange={onChange} result={result} locked={result !== null} />
      <div className={styles.actions}>
        {result === null ? (
          <Button onClick={check}>{t.check}</Button>
        ) : (
          !result.correct && (
            <Button variant="secondary" onClick={fix}>
              {t.fix}
            </Button>
          )
        )}
        <Button variant="link" onClick={restart}>
          {t.restart}
        </Button>
      </div>
      <div role="status" className={styles.score} data-testid="exercise-score">
        {result && (result.correct ? t.allRight : t.score(result.rightCount, result.total))}
      </div>
      {result && exercise.explanation && (
        <div className={styles.explanation}>
          <strong>{t.explanation}</strong> {exercise.explanation}
        </div>
      )}
    </section>
  );
}
