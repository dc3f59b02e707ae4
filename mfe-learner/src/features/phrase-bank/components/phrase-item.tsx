import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { GrammarTopic, PhraseRecord } from '@school/shared/schemas';
import { texts } from '../../../texts';
import { topicsForLabel } from '../../grammar';
import { AddToReview, phraseCard } from '../../review';
import { ListenButton, spokenText } from '../../speech';
import styles from './phrases.module.css';

const t = texts.phrases;

/** A phrase: Russian, English, its lesson and its grammar topics, each a link. */
export function PhraseItem({
  phrase,
  topics,
  showLevel = false,
  marked = false,
}: {
  phrase: PhraseRecord;
  topics: readonly GrammarTopic[];
  showLevel?: boolean;
  /** The phrase a link pointed at: marked and scrolled into view. */
  marked?: boolean;
}) {
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (marked) item.current?.scrollIntoView?.({ block: 'center' });
  }, [marked]);
  return (
    <li
      ref={item}
      id={`phrase-${phrase.id}`}
      className={`${styles.phrase} ${marked ? styles.marked : ''}`}
      data-testid="phrase"
      data-phrase={phrase.id}
      aria-current={marked || undefined}
    >
      <p className={styles.rus}>{phrase.rus}</p>
      <p className={styles.eng}>
        <ListenButton text={spokenText(phrase.eng)} label={phrase.eng} compact /> <span lang="en">{phrase.eng}</span>
      </p>
      <p className={styles.meta}>
        {showLevel && <span className={styles.level}>{phrase.program}</span>}
        <Link to={`/lms/lessons/${phrase.link}`}>{t.lessonLink(phrase.link)}</Link>
        <AddToReview cards={[phraseCard(phrase)]} what={phrase.rus} />
        {phrase.searchForLink.length > 0 && (
          <span>
            {t.grammar}{' '}
            {phrase.searchForLink.map((label, i) => {
              const topic = topicsForLabel(topics, label)[0];
              return (
                <span key={label}>
                  {i > 0 && ', '}
                  {topic ? (
                    <Link to={`/lms/phrases/topics/${topic.id}`} lang="en">
                      {label}
                    </Link>
                  ) : (
                    <span lang="en">{label}</span>
                  )}
                </span>
              );
            })}
          </span>
        )}
      </p>
    </li>
  );
}
