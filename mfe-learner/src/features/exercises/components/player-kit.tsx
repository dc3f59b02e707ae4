import type { ReactNode } from 'react';
import { texts } from '../../../texts';
import type { CheckResult, ItemResult } from '../model/check-answer';
import type { ExerciseAnswer, ExerciseKind, ExerciseOf } from '../model/exercise-schema';
import { splitSentence } from '../model/exercise-schema';
import type { Mark } from './drag';
import styles from './exercises.module.css';

/** What every player of a kind gets: it keeps its own state and reports the answer as it changes. */
export interface PlayerProps<K extends ExerciseKind> {
  exercise: ExerciseOf<K>;
  onChange: (answer: ExerciseAnswer<K>) => void;
  /** The last check, shown until the learner changes their answers again. */
  result: CheckResult | null;
  /** Checked: answers are shown, not edited. */
  locked: boolean;
}

export function itemOf(result: CheckResult | null, id: string): ItemResult | undefined {
  return result?.items.find((item) => item.id === id);
}

export function markOf(result: CheckResult | null, id: string): Mark {
  const item = itemOf(result, id);
  if (!item) return undefined;
  return item.correct ? 'right' : 'wrong';
}

/** After a check: a tick or the right answer of one item. */
export function Feedback({ item, explanation }: { item: ItemResult | undefined; explanation?: string }) {
  if (!item) return null;
  return (
    <div className={item.correct ? styles.feedbackRight : styles.feedbackWrong} data-testid="item-feedback" data-correct={item.correct}>
      {item.correct ? texts.exercises.right : `${texts.exercises.rightAnswer} ${item.expected.join(' / ')}`}
      {explanation && <p className={styles.itemExplanation}>{explanation}</p>}
    </div>
  );
}

/** A sentence with its `{id}` gaps rendered by the player. */
function GappedSentence({ text, renderGap }: { text: string; renderGap: (gapId: string) => ReactNode }) {
  return (
    <span className={styles.sentence}>
      {splitSentence(text).map((part, i) => (part.type === 'text' ? <span key={i}>{part.value}</span> : <span key={i}>{renderGap(part.id)}</span>))}
    </span>
  );
}

export function markClass(mark: Mark): string | undefined {
  return mark ? styles[mark] : undefined;
}

/** The number of every gap across an exercise's sentences (1, 2, …), for labels and keyboard order. */
function gapNumbers(sentences: readonly { gaps: readonly { id: string }[] }[]): Map<string, number> {
  return new Map(sentences.flatMap((s) => s.gaps.map((g) => g.id)).map((id, i) => [id, i + 1]));
}

interface Gapped<G extends { id: string }> {
  id: string;
  text: string;
  gaps: readonly G[];
  explanation?: string | undefined;
}

/**
 * An exercise's sentences, each with its gaps drawn by the player (a select, a field, a drop place) and,
 * after a check, the feedback of each gap. A gap's number runs across all the sentences.
 */
export function GappedSentences<G extends { id: string }>({
  sentences,
  result,
  renderGap,
}: {
  sentences: readonly Gapped<G>[];
  result: CheckResult | null;
  renderGap: (gap: G, gapNumber: number) => ReactNode;
}) {
  const numbers = gapNumbers(sentences);
  return (
    <ol className={styles.sentences}>
      {sentences.map((sentence) => (
        <li key={sentence.id}>
          <GappedSentence
            text={sentence.text}
            renderGap={(gapId) => {
              const gap = sentence.gaps.find((g) => g.id === gapId)!;
              return renderGap(gap, numbers.get(gapId) ?? 0);
            }}
          />
          {sentence.gaps.map((gap) => (
            <Feedback key={gap.id} item={itemOf(result, gap.id)} explanation={sentence.explanation} />
          ))}
        </li>
      ))}
    </ol>
  );
}
