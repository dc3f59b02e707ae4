import { texts } from '../../../texts';
import type { useWordCollector } from '../hooks/use-word-collector';
import styles from './training.module.css';

/** Under a training: the words that have just arrived in the dictionary, or that sending them failed. */
export function WordsArrived({ words }: { words: Pick<ReturnType<typeof useWordCollector>, 'arrived' | 'failed'> }) {
  return (
    <>
      {words.arrived.length > 0 && (
        <p className={styles.arrived} data-testid="words-arrived">
          {texts.training.wordsArrived(words.arrived)}
        </p>
      )}
      {words.failed && (
        <p className={styles.wordsFailed} role="alert">
          {texts.training.wordsFailed}
        </p>
      )}
    </>
  );
}
