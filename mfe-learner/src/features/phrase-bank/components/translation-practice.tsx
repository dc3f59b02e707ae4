import { useId, useReducer, useState, type FormEvent } from 'react';
import { Button, ButtonLink } from '@school/shared/ui';
import { texts } from '../../../texts';
import { parseAnswerKey } from '../../answers';
import { ListenButton, spokenText } from '../../speech';
import { acceptedAnswers, practiceStep, startPractice, type PracticeItem } from '../model/practice';
import styles from './phrases.module.css';

const t = texts.phrases.practice;

/**
 * A translation drill: a Russian phrase, the learner types the English, checks it (alternatives and
 * hints of the answer accepted), tries again or asks for the answer, and goes on to the next one.
 */
export function TranslationPractice({ title, items, backTo }: { title: string; items: readonly PracticeItem[]; backTo: string }) {
  const [state, dispatch] = useReducer(
    (s: ReturnType<typeof startPractice>, action: Parameters<typeof practiceStep>[1]) => practiceStep(s, action, items),
    undefined,
    startPractice,
  );
  const [given, setGiven] = useState('');
  const inputId = useId();
  const item = items[state.index];

  if (items.length === 0) return <p>{t.empty}</p>;

  if (state.finished) {
    return (
      <section className={`sc-panel ${styles.practice}`} data-testid="practice-finished">
        <h1 className="sc-page-title">{title}</h1>
        <p className={styles.result} role="status">
          {t.finished(state.firstTry, items.length)}
        </p>
        <div className={styles.actions}>
          <Button
            onClick={() => {
              setGiven('');
              dispatch({ type: 'restart' });
            }}
          >
            {t.again}
          </Button>
          <ButtonLink to={backTo} variant="secondary">
            {t.back}
          </ButtonLink>
        </div>
      </section>
    );
  }

  const hints = item ? parseAnswerKey(item.eng).hints : [];
  const answered = state.phase === 'right' || state.phase === 'revealed';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answered) {
      setGiven('');
      dispatch({ type: 'next' });
    } else dispatch({ type: 'check', given });
  };

  return (
    <section className={`sc-panel ${styles.practice}`} data-testid="practice">
      <h1 className="sc-page-title">{title}</h1>
      <p className={styles.muted}>{t.counter(state.index + 1, items.length)}</p>
      <form onSubmit={submit} className={styles.practiceForm}>
        <p className={styles.muted}>{t.prompt}</p>
        <p className={styles.prompt}>{item?.rus}</p>
        {hints.length > 0 && <p className={styles.muted}>{t.hint(hints.join(', '))}</p>}
        <label htmlFor={inputId} className="sc-field__label">
          {t.answer}
        </label>
        <input
          id={inputId}
          className="sc-input"
          lang="en"
          value={given}
          maxLength={300}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          readOnly={answered}
          onChange={(e) => setGiven(e.target.value)}
        />
        <div role="status" className={styles.feedback}>
          {state.phase === 'right' && <p className={styles.right}>{t.right}</p>}
          {state.phase === 'wrong' && <p className={styles.wrong}>{t.wrong}</p>}
          {(state.phase === 'revealed' || state.phase === 'right') && item && (
            <p>
              <ListenButton text={spokenText(item.eng)} label={spokenText(item.eng)} />
            </p>
          )}
          {state.phase === 'revealed' && item && (
            <p>
              {t.answerIs} <span lang="en">{acceptedAnswers(item.eng).join(' / ')}</span>
            </p>
          )}
          {state.phase === 'right' && item && acceptedAnswers(item.eng).length > 1 && (
            <p className={styles.muted}>
              {t.alternatives} <span lang="en">{acceptedAnswers(item.eng).join(' / ')}</span>
            </p>
          )}
        </div>
        <div className={styles.actions}>
          {answered ? (
            <Button type="submit">{t.next}</Button>
          ) : (
            <>
              <Button type="submit">{t.check}</Button>
              <Button variant="secondary" onClick={() => dispatch({ type: 'reveal' })}>
                {t.showAnswer}
              </Button>
              {state.phase === 'wrong' && (
                <Button
                  variant="link"
                  onClick={() => {
                    setGiven('');
                    dispatch({ type: 'next' });
                  }}
                >
                  {t.next}
                </Button>
              )}
            </>
          )}
        </div>
      </form>
      <ButtonLink to={backTo} variant="link">
        {t.back}
      </ButtonLink>
    </section>
  );
}
