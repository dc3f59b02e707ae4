import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CatalogueMaterial, LessonContent } from '@school/shared/schemas';
import { Button, EmptyState, ErrorScreen, Loader } from '@school/shared/ui';
import { texts } from '../../../texts';
import { parseAnswerKey } from '../../answers';
import { loadLessonPhrases, loadLessonSentences } from '../../phrase-bank';
import { AddToReview, trainingCard } from '../../review';
import { ListenButton } from '../../speech';
import { useWordCollector } from '../hooks/use-word-collector';
import { startSession, trainingReducer } from '../model/session';
import { trainingItems, wordsMetIn, type TrainingItem } from '../model/training-set';
import styles from './training.module.css';
import { WordsArrived } from './words-arrived';

function useBankSentences(lessonId: string) {
  return useQuery({
    queryKey: ['content.training', lessonId],
    queryFn: async () => {
      const [sentences, phrases] = await Promise.all([loadLessonSentences(lessonId), loadLessonPhrases(lessonId)]);
      return { sentences, phrases };
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** /training-sentences: the Only-new training — translate the lesson's sentences one by one. */
export function SentenceTraining({ lessonId, content, visible }: { lessonId: string; content: LessonContent | null; visible: readonly CatalogueMaterial[] }) {
  const bank = useBankSentences(lessonId);
  if (bank.isPending) return <Loader />;
  if (bank.isError) return <ErrorScreen message={texts.catalogue.loadFailed} onRetry={() => void bank.refetch()} />;
  const items = trainingItems({ ...bank.data, materials: content?.materials ?? [], visible });
  if (items.length === 0) {
    return (
      <section className="sc-panel">
        <EmptyState text={texts.training.none} />
      </section>
    );
  }
  return <Trainer key={lessonId} lessonId={lessonId} items={items} vocabulary={content?.plan.vocabulary ?? []} />;
}

/** «Все предложения урока — на повторение»: the training's sentences as cards of the daily review. */
function LessonToReview({ lessonId, items }: { lessonId: string; items: readonly TrainingItem[] }) {
  const cards = items.flatMap((item) => trainingCard(item, lessonId) ?? []);
  return (
    <p className={styles.toReview}>
      <AddToReview cards={cards} label={texts.review.addLesson(cards.length)} addedLabel={texts.review.addedLesson} />
    </p>
  );
}

function Trainer({ lessonId, items, vocabulary }: { lessonId: string; items: TrainingItem[]; vocabulary: readonly { en: string; ru: string }[] }) {
  const reduce = trainingReducer(items);
  const [state, dispatch] = useReducer(reduce, undefined, startSession);
  const words = useWordCollector(lessonId);
  const input = useRef<HTMLInputElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const item = items[state.index]!;
  const hints = parseAnswerKey(item.en).hints;
  const settled = state.status === 'correct' || state.status === 'revealed';

  // Focus follows the flow: the answer field for a new sentence, «Дальше» once it is settled.
  useEffect(() => {
    if (state.finished) return;
    if (settled) next.current?.focus();
    else if (state.status === 'todo' && state.typed === '') input.current?.focus({ preventScroll: true });
  }, [settled, state.index, state.finished, state.status, state.typed]);

  const settle = (action: 'check' | 'reveal') => {
    const after = reduce(state, { type: action });
    dispatch({ type: action });
    // Words of the lesson met in this sentence arrive in the dictionary once it is done.
    if (!settled && (after.status === 'correct' || after.status === 'revealed')) words.collect(wordsMetIn(item.en, vocabulary));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (settled) dispatch({ type: 'next' });
    else settle('check');
  };

  return (
    <section className="sc-panel" aria-labelledby="training-title" data-testid="sentence-training">
      <h2 id="training-title" className="sc-panel__title">
        {texts.training.sentencesTitle}
      </h2>
      <p className={styles.intro}>{texts.training.sentencesIntro}</p>
      <LessonToReview lessonId={lessonId} items={items} />
      <div className={styles.progress}>
        <progress max={items.length} value={state.done} aria-label={texts.training.progress(state.done, items.length)} />
        <span>{texts.training.progress(state.done, items.length)}</span>
      </div>

      {state.finished ? (
        <div className={styles.finished} role="status">
          <p>{texts.training.finished(state.right, items.length)}</p>
          <Button onClick={() => dispatch({ type: 'restart' })}>{texts.training.again}</Button>
        </div>
      ) : (
        <form className={styles.card} onSubmit={submit} noValidate>
          <p className={styles.number}>{texts.training.prompt(state.index + 1)}</p>
          <p className={styles.prompt} lang="ru" data-testid="training-prompt">
            {item.ru}
          </p>
          {hints.length > 0 &&
            (state.hintShown || settled ? (
              <p className={styles.hint}>
                {texts.training.hint}: <span lang="en">{hints.join('; ')}</span>
              </p>
            ) : (
              <Button variant="link" onClick={() => dispatch({ type: 'hint' })}>
                {texts.training.showHint}
              </Button>
            ))}
          <div className={styles.answer}>
            <label className="sc-field__label" htmlFor={`answer-${lessonId}`}>
              {texts.training.answerLabel}
            </label>
            <input
              ref={input}
              id={`answer-${lessonId}`}
              className="sc-input"
              lang="en"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={400}
              placeholder={texts.training.placeholder}
              value={state.typed}
              readOnly={settled}
              aria-invalid={state.status === 'wrong' || undefined}
              aria-describedby={`verdict-${lessonId}`}
              onChange={(e) => dispatch({ type: 'type', text: e.target.value })}
            />
          </div>
          <p id={`verdict-${lessonId}`} className={styles.verdict} data-status={state.status} role="status" aria-live="polite">
            {state.status === 'correct' && texts.training.correct}
            {state.status === 'wrong' && texts.training.wrong}
          </p>
          {settled && state.check && (
            <div className={styles.accepted}>
              <p className={styles.acceptedTitle}>{texts.training.accepted}</p>
              <ul lang="en">
                {state.check.alternatives.map((a) => (
                  <li key={a}>
                    <ListenButton text={a} label={a} compact /> {a}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className={styles.actions}>
            {settled ? (
              <button ref={next} type="submit" className="sc-button sc-button--primary">
                {texts.training.next}
              </button>
            ) : (
              <>
                <Button type="submit" disabled={state.typed.trim() === ''}>
                  {texts.training.check}
                </Button>
                <Button variant="secondary" onClick={() => settle('reveal')}>
                  {texts.training.reveal}
                </Button>
              </>
            )}
          </div>
        </form>
      )}
      <WordsArrived words={words} />
    </section>
  );
}
