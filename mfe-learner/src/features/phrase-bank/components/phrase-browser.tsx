import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PROGRAMS } from '@school/shared/domain';
import { PHRASE_LEVELS, type PhraseLevel, type PhraseRecord } from '@school/shared/schemas';
import { ButtonLink, EmptyState, Loader, QueryView, Select, Tabs, TextInput } from '@school/shared/ui';
import { commonTexts } from '@school/shared/texts';
import { texts } from '../../../texts';
import { useGrammarTopics } from '../../grammar';
import { ProgramsLink } from '../../programs';
import { useAllPhrases, usePhraseLevel } from '../api/phrase-queries';
import { phrasesOfLesson } from '../model/load-phrases';
import { createPhraseSearch } from '../model/search';
import { PhraseItem } from './phrase-item';
import styles from './phrases.module.css';

const t = texts.phrases;

const isLevel = (value: string | null): value is PhraseLevel => PHRASE_LEVELS.includes(value as PhraseLevel);

/** Lessons of a level that have phrases, in order. */
function lessonsOf(phrases: readonly PhraseRecord[]): string[] {
  return [...new Set(phrases.map((p) => p.link))];
}

function SearchResults({ query }: { query: string }) {
  const all = useAllPhrases(true);
  const topics = useGrammarTopics();
  const search = useMemo(() => (all.data ? createPhraseSearch(all.data) : null), [all.data]);
  if (!search) return <Loader inline />;
  const found = search(query);
  if (found.length === 0) return <EmptyState text={commonTexts.nothingFound} />;
  return (
    <>
      <p className={styles.muted} role="status">
        {t.found(found.length)}
      </p>
      <ul className={styles.phrases}>
        {found.map((phrase) => (
          <PhraseItem key={phrase.id} phrase={phrase} topics={topics.data ?? []} showLevel />
        ))}
      </ul>
    </>
  );
}

/** /lms/phrases: the bank by level and lesson, a search over all of it, practice from a level or a lesson. */
export function PhraseBrowser() {
  const [params, setParams] = useSearchParams();
  const levelParam = params.get('level');
  const level: PhraseLevel = isLevel(levelParam) ? levelParam : 'A1';
  const lesson = params.get('lesson') ?? '';
  const query = params.get('q') ?? '';
  // A phrase opened from the search is marked and scrolled to.
  const marked = Number(params.get('phrase')) || null;
  const phrases = usePhraseLevel(level);
  const topics = useGrammarTopics();
  const program = PROGRAMS.find((p) => p.id === level);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  return (
    <article className={styles.page} data-testid="phrase-bank">
      <header className={styles.header}>
        <h1 className="sc-page-title">{t.title}</h1>
        <p className={styles.text}>{t.intro}</p>
        <ProgramsLink />
      </header>
      <div className={styles.search}>
        <TextInput type="search" label={t.search} placeholder={t.searchPlaceholder} value={query} maxLength={100} onChange={(value) => update({ q: value })} />
      </div>
      {query.trim().length >= 2 ? (
        <SearchResults query={query} />
      ) : (
        <>
          <Tabs
            label={t.levels}
            value={level}
            onChange={(next) => update({ level: next, lesson: '' })}
            tabs={PHRASE_LEVELS.map((l) => ({ key: l, label: l }))}
          />
          <QueryView query={phrases} failed={texts.phrases.phrasesLoadFailed}>
            {(data) => {
              const shown = lesson ? phrasesOfLesson(data, lesson) : data;
              return (
                <section aria-label={`${level}${program ? ` — ${program.name}` : ''}`}>
                  <div className={styles.toolbar}>
                    {program && <p className={styles.programName}>{`${level} — ${program.name}`}</p>}
                    <div className={styles.lessonSelect}>
                      <Select
                        label={t.lesson}
                        value={lesson}
                        onChange={(value) => update({ lesson: value })}
                        placeholder={t.allLessons}
                        options={lessonsOf(data).map((code) => ({ value: code, label: code }))}
                      />
                    </div>
                    <span className={styles.muted}>{t.count(shown.length)}</span>
                    <ButtonLink
                      size="small"
                      to={`/lms/phrases/practice?${lesson ? `lesson=${encodeURIComponent(lesson)}` : `level=${encodeURIComponent(level)}`}`}
                    >
                      {lesson ? t.practiceLesson(lesson) : t.practiceLevel(level)}
                    </ButtonLink>
                  </div>
                  <ul className={styles.phrases}>
                    {shown.map((phrase) => (
                      <PhraseItem key={phrase.id} phrase={phrase} topics={topics.data ?? []} marked={phrase.id === marked} />
                    ))}
                  </ul>
                </section>
              );
            }}
          </QueryView>
        </>
      )}
    </article>
  );
}
