import { useId } from 'react';
import { texts } from '../../../texts';
import { useGapAnswers } from '../hooks/use-gap-answers';
import { FREE_ANSWER_MAX_CHARS } from '../model/exercise-schema';
import { initialAnswer } from '../model/initial-answer';
import { wordCount } from '../model/normalize';
import { Feedback, GappedSentences, itemOf, markClass, markOf, type PlayerProps } from './player-kit';
import styles from './exercises.module.css';

const t = texts.exercises;

/** Sentences with gaps to type in; a hint in brackets tells which form is wanted. */
export function PlaceholderPlayer({ exercise, onChange, result, locked }: PlayerProps<'placeholder'>) {
  const { answer, set } = useGapAnswers(onChange);
  return (
    <GappedSentences
      sentences={exercise.sentences}
      result={result}
      renderGap={(gap, gapNumber) => (
        <>
          <input
            className={[styles.gapInput, markClass(markOf(result, gap.id))].filter(Boolean).join(' ')}
            aria-label={gap.hint ? `${t.gap(gapNumber)} (${gap.hint})` : t.gap(gapNumber)}
            value={answer[gap.id] ?? ''}
            maxLength={200}
            readOnly={locked}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            onChange={(e) => set(gap.id, e.target.value)}
          />
          {gap.hint && <span className={styles.gapHint}>({gap.hint})</span>}
        </>
      )}
    />
  );
}

/** A sentence with a mistake in an editable field: the learner corrects it. */
export function PlaceholderWithEditPlayer({ exercise, onChange, result, locked }: PlayerProps<'placeholderWithEdit'>) {
  // The given sentences are the starting answer (the shell starts from the same, initialAnswer).
  const { answer, set } = useGapAnswers(onChange, { initial: () => initialAnswer(exercise) });
  return (
    <ol className={styles.sentences}>
      {exercise.items.map((item, index) => (
        <li key={item.id}>
          <textarea
            className={['sc-textarea', styles.editField, markClass(markOf(result, item.id))].filter(Boolean).join(' ')}
            aria-label={t.editLabel(index + 1)}
            value={answer[item.id] ?? ''}
            rows={2}
            maxLength={700}
            readOnly={locked}
            spellCheck={false}
            onChange={(e) => set(item.id, e.target.value)}
          />
          <Feedback item={itemOf(result, item.id)} explanation={itemOf(result, item.id) ? item.explanation : undefined} />
        </li>
      ))}
    </ol>
  );
}

function FreeTask({
  task,
  value,
  onChange,
  locked,
  checked,
  accepted,
}: {
  task: { id: string; prompt: string; minWords: number; modelAnswer: string; usefulPhrases?: string[] };
  value: string;
  onChange: (value: string) => void;
  locked: boolean;
  checked: boolean;
  accepted: boolean;
}) {
  const id = useId();
  const words = wordCount(value);
  return (
    <li className={styles.freeTask}>
      <label htmlFor={id} className={styles.prompt}>
        {task.prompt}
      </label>
      {task.usefulPhrases && (
        <p className={styles.useful}>
          <span className={styles.muted}>{t.usefulPhrases}</span> {task.usefulPhrases.join(' · ')}
        </p>
      )}
      <textarea
        id={id}
        className={['sc-textarea', styles.freeField, checked ? (accepted ? styles.right : styles.wrong) : ''].join(' ')}
        value={value}
        rows={6}
        maxLength={FREE_ANSWER_MAX_CHARS}
        readOnly={locked}
        aria-describedby={`${id}-count`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-count`} className={styles.muted}>
        {t.wordCount(words, task.minWords)}
      </p>
      {checked && (
        <div className={accepted ? styles.feedbackRight : styles.feedbackWrong} data-testid="item-feedback" data-correct={accepted}>
          {accepted ? t.freeAccepted : t.freeTooShort(task.minWords)}
          {accepted && (
            <div className={styles.modelAnswer}>
              <p className={styles.muted}>{t.modelAnswer}</p>
              <p lang="en">{task.modelAnswer}</p>
            </div>
          )}
        </div>
      )}
    </li>
  );
}

/** Free writing: any answer of enough words is accepted; a model answer is shown after. */
export function PlaceholderAnyContentPlayer({ exercise, onChange, result, locked }: PlayerProps<'placeholderAnyContent'>) {
  const { answer, set } = useGapAnswers(onChange);
  return (
    <ol className={styles.questions}>
      {exercise.tasks.map((task) => (
        <FreeTask
          key={task.id}
          task={task}
          value={answer[task.id] ?? ''}
          onChange={(value) => set(task.id, value)}
          locked={locked}
          checked={result !== null}
          accepted={itemOf(result, task.id)?.correct ?? false}
        />
      ))}
    </ol>
  );
}
