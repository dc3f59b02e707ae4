import { errorMessage } from '@school/shared/api';
import { Link, useParams } from 'react-router-dom';
import { GRAMMAR_LEVELS } from '@school/shared/schemas';
import { ErrorScreen, Loader } from '@school/shared/ui';
import { texts } from '../../../texts';
import { topicsForLabel, useGrammarTopics } from '../../grammar';
import { useAllPhrases } from '../api/phrase-queries';
import { PhraseItem } from './phrase-item';
import styles from './phrases.module.css';

const t = texts.phrases;

/** /lms/phrases/topics/{topicId}: a grammar topic, the lessons that teach it and its phrases of the bank. */
export function GrammarTopicView() {
  const { topicId = '' } = useParams();
  const topics = useGrammarTopics();
  const phrases = useAllPhrases(true);
  if (topics.isPending) return <Loader />;
  if (topics.isError) return <ErrorScreen title={t.topicLoadFailed} message={errorMessage(topics.error)} onRetry={() => void topics.refetch()} />;
  const topic = topics.data.find((x) => x.id === topicId);
  if (!topic) return <ErrorScreen title={t.topicNotFound} homeHref="/lms/phrases" />;
  const labels = new Set([topic.name, ...topic.labels].map((l) => l.toLowerCase()));
  const own = (phrases.data ?? []).filter((p) =>
    p.searchForLink.some((label) => labels.has(label.toLowerCase()) && topicsForLabel(topics.data, label)[0]?.id === topic.id),
  );
  return (
    <article className={styles.page} data-testid="grammar-topic-view">
      <header className={styles.header}>
        <Link to="/lms/phrases" className={styles.back}>
          ← {t.title}
        </Link>
        <h1 className="sc-page-title" lang="en">
          {topic.name}
        </h1>
        <p className={styles.text}>
          {topic.nameRu} · <span lang="en">{topic.group}</span>
        </p>
      </header>
      <section className="sc-panel sc-panel--compact" aria-labelledby="topic-lessons">
        <h2 id="topic-lessons" className="sc-panel__title">
          {t.topicLessons}
        </h2>
        <dl className={styles.topicLessons}>
          {GRAMMAR_LEVELS.filter((level) => topic.lessons[level].length > 0).map((level) => (
            <div key={level}>
              <dt>{level}</dt>
              <dd>
                {topic.lessons[level].map((code, i) => (
                  <span key={code}>
                    {i > 0 && ', '}
                    <Link to={`/lms/lessons/${code}`}>{code}</Link>
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="topic-phrases">
        <h2 id="topic-phrases" className={styles.subheading}>
          {t.topicPhrases(own.length)}
        </h2>
        {phrases.isPending ? (
          <Loader inline />
        ) : (
          <ul className={styles.phrases}>
            {own.map((phrase) => (
              <PhraseItem key={phrase.id} phrase={phrase} topics={topics.data} showLevel />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
