import { useState } from 'react';
import { Link } from 'react-router-dom';
import { GRAMMAR_LEVELS, type GrammarTopic, type ProgramStatuses, type ProgramStatusValue } from '@school/shared/schemas';
import { Badge, ErrorScreen, Loader, Select, toast, type BadgeTone } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useGrammarTopics, useProgramStatuses, useSetProgramStatus } from '../api/grammar-queries';
import { levelOfProgram, statusCounts, statusOf, topicsOfLevel, type LevelFilter } from '../model/program-status';
import { topicsByGroup } from '../model/topics';
import styles from './grammar.module.css';

const t = texts.grammar;
const STATUSES = [0, 1, 2] as const satisfies readonly ProgramStatusValue[];
const tone: Record<ProgramStatusValue, BadgeTone> = { 0: 'grey', 1: 'yellow', 2: 'green' };

/** Three blocks «осталось», «в голове», «на языке» of one bar, as wide as their topic counts. */
function StatusBar({ counts }: { counts: [number, number, number] }) {
  const total = counts[0] + counts[1] + counts[2];
  const summary = STATUSES.map((s) => t.barPart(t.statuses[s], counts[s])).join(', ');
  return (
    <div className={styles.barWrap}>
      <div className={styles.bar} role="img" aria-label={`${t.bar}: ${summary}`} data-testid="grammar-bar">
        {total > 0 && ([2, 1, 0] as const).map((s) => <span key={s} className={styles[`segment${s}`]} style={{ width: `${(counts[s] / total) * 100}%` }} />)}
      </div>
      <ul className={styles.legend} aria-hidden>
        {([2, 1, 0] as const).map((s) => (
          <li key={s}>
            <span className={`${styles.swatch} ${styles[`segment${s}`]}`} /> {t.barPart(t.statuses[s], counts[s])}
          </li>
        ))}
      </ul>
    </div>
  );
}

function TopicRow({
  topic,
  level,
  status,
  canChange,
  onChange,
  saving,
}: {
  topic: GrammarTopic;
  level: LevelFilter;
  status: ProgramStatusValue;
  canChange: boolean;
  onChange: (status: ProgramStatusValue) => void;
  saving: boolean;
}) {
  const lessons = level === 'all' ? GRAMMAR_LEVELS.flatMap((l) => topic.lessons[l]) : topic.lessons[level];
  return (
    <li className={styles.topic} data-testid="grammar-topic" data-topic={topic.id} data-status={status}>
      <div className={styles.topicText}>
        <strong lang="en">{topic.name}</strong>
        <span className={styles.muted}>{topic.nameRu}</span>
        {lessons.length > 0 && (
          <span className={styles.lessons}>
            {t.lessons}{' '}
            {lessons.map((code, i) => (
              <span key={code}>
                {i > 0 && ', '}
                <Link to={`/lms/lessons/${code}`}>{code}</Link>
              </span>
            ))}
          </span>
        )}
      </div>
      {canChange ? (
        <select
          className={`sc-select ${styles.statusSelect}`}
          aria-label={t.statusOf(topic.name)}
          value={status}
          disabled={saving}
          onChange={(e) => onChange(Number(e.target.value) as ProgramStatusValue)}
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t.statuses[s]}
            </option>
          ))}
        </select>
      ) : (
        <Badge tone={tone[status]}>{t.statuses[status]}</Badge>
      )}
    </li>
  );
}

function Program({
  studentId,
  topics,
  statuses,
  canChange,
  programId,
}: {
  studentId: number;
  topics: GrammarTopic[];
  statuses: ProgramStatuses;
  canChange: boolean;
  programId: number | null;
}) {
  const [level, setLevel] = useState<LevelFilter>(() => levelOfProgram(programId) ?? 'all');
  const save = useSetProgramStatus(studentId);
  const shown = topicsOfLevel(topics, level);
  const change = (topic: GrammarTopic, status: ProgramStatusValue) =>
    save.mutate(
      { studentId, topicId: topic.id, status },
      { onSuccess: () => toast.success(t.saved), onError: (error) => toast.error(error.message, t.saveError) },
    );
  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.levelSelect}>
          <Select
            label={t.level}
            value={level}
            onChange={(value) => setLevel(value as LevelFilter)}
            options={[...GRAMMAR_LEVELS.map((l) => ({ value: l, label: l })), { value: 'all', label: t.allLevels }]}
          />
        </div>
        <span className={styles.muted}>{t.topics(shown.length)}</span>
      </div>
      <StatusBar counts={statusCounts(shown, statuses)} />
      <p className={styles.muted}>{canChange ? t.statusHint : `${t.statusHint} ${t.readOnly}`}</p>
      {topicsByGroup(shown).map(({ group, topics: groupTopics }) => (
        <section key={group} className={styles.group} aria-labelledby={`grammar-group-${group.replace(/\s+/g, '-')}`}>
          <h3 id={`grammar-group-${group.replace(/\s+/g, '-')}`} className={styles.groupTitle}>
            <span lang="en">{group}</span> <span className={styles.muted}>· {t.groups[group]}</span>
          </h3>
          <ul className={styles.topics}>
            {groupTopics.map((topic) => (
              <TopicRow
                key={topic.id}
                topic={topic}
                level={level}
                status={statusOf(statuses, topic.id)}
                canChange={canChange}
                saving={save.isPending && save.variables?.topicId === topic.id}
                onChange={(status) => change(topic, status)}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/**
 * A student's grammar program: the topics of the 13 groups by level with their statuses 0 «осталось»,
 * 1 «в голове», 2 «на языке» and a bar of the three; the student's teachers and staff change a status.
 */
export function GrammarProgram({ studentId, canChange, programId }: { studentId: number; canChange: boolean; programId: number | null }) {
  const topics = useGrammarTopics();
  const statuses = useProgramStatuses(studentId);
  return (
    <section className="sc-panel sc-panel--compact" aria-labelledby="grammar-program-title" data-testid="grammar-program">
      <h2 id="grammar-program-title" className="sc-panel__title">
        {t.title}
      </h2>
      {topics.isPending || statuses.isPending ? (
        <Loader inline />
      ) : topics.isError || statuses.isError ? (
        <ErrorScreen
          message={(topics.error ?? statuses.error)?.message}
          onRetry={() => {
            void topics.refetch();
            void statuses.refetch();
          }}
        />
      ) : (
        <Program studentId={studentId} topics={topics.data} statuses={statuses.data} canChange={canChange} programId={programId} />
      )}
    </section>
  );
}
