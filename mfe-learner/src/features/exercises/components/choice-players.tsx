import { useState } from 'react';
import { texts } from '../../../texts';
import type { OptionMark } from '../model/check-answer';
import { Feedback, itemOf, type PlayerProps } from './player-kit';
import styles from './exercises.module.css';

type ChoiceKind = 'testSingleChoice' | 'testMultipleChoice' | 'testAnyChoice';

const optionClass = (mark: OptionMark | undefined) =>
  [styles.option, mark === 'chosen-right' && styles.right, mark === 'chosen-wrong' && styles.wrong, mark === 'missed' && styles.missed]
    .filter(Boolean)
    .join(' ');

/**
 * Questions with options: one right option (radio buttons), several (the player says how many) or
 * any number of them (the learner is not told).
 */
export function ChoicePlayer({ exercise, onChange, result, locked }: PlayerProps<ChoiceKind>) {
  const single = exercise.kind === 'testSingleChoice';
  const [chosen, setChosen] = useState<Record<string, string[]>>({});

  const update = (questionId: string, optionId: string, checked: boolean) => {
    const current = chosen[questionId] ?? [];
    const next = {
      ...chosen,
      [questionId]: single ? [optionId] : checked ? [...current, optionId] : current.filter((id) => id !== optionId),
    };
    setChosen(next);
    onChange(single ? Object.fromEntries(Object.entries(next).flatMap(([q, ids]) => (ids[0] ? [[q, ids[0]]] : []))) : (next as Record<string, string[]>));
  };

  return (
    <ol className={styles.questions}>
      {exercise.questions.map((question) => {
        const item = itemOf(result, question.id);
        const correctCount = Array.isArray(question.correct) ? question.correct.length : 1;
        const hint =
          exercise.kind === 'testSingleChoice'
            ? texts.exercises.chooseOne
            : exercise.kind === 'testMultipleChoice'
              ? texts.exercises.chooseN(correctCount)
              : texts.exercises.chooseAny;
        return (
          <li key={question.id}>
            <fieldset className={styles.fieldset} disabled={locked}>
              <legend className={styles.prompt}>
                {question.prompt} <span className={styles.muted}>({hint})</span>
              </legend>
              {question.options.map((option) => {
                const mark = item?.options?.[option.id];
                return (
                  <label key={option.id} className={optionClass(mark)}>
                    <input
                      type={single ? 'radio' : 'checkbox'}
                      name={`${exercise.id}-${question.id}`}
                      checked={(chosen[question.id] ?? []).includes(option.id)}
                      onChange={(e) => update(question.id, option.id, e.target.checked)}
                    />
                    <span>{option.text}</span>
                    {mark && <span className="sc-visually-hidden">{` — ${texts.exercises.optionMarks[mark]}`}</span>}
                  </label>
                );
              })}
            </fieldset>
            <Feedback item={item} explanation={item ? question.explanation : undefined} />
          </li>
        );
      })}
    </ol>
  );
}
