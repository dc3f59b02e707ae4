import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@school/shared/api';
import { Button, EmptyState, ErrorScreen, Loader, TextInput } from '@school/shared/ui';
import { texts } from '../../../texts';
import { LEVEL_GROUPS, LESSONS_BASE, SubjectIcon, TagChips, TagLabels, lessonPath, materialPath, querySearchPath, useLevels } from '../../catalogue';
import type { PhraseRecord } from '@school/shared/schemas';
import { useAllPhrases } from '../../phrase-bank';
import { ListenButton, spokenText } from '../../speech';
import { phrasePath, searchByQuery, searchPhrases } from '../model/fuzzy';
import { collectTags, searchByTag, type SearchResults } from '../model/search-index';
import styles from './search.module.css';

function Results({ results, activeTag, phrases = [] }: { results: SearchResults; activeTag: string | null; phrases?: readonly PhraseRecord[] }) {
  if (results.lessons.length === 0 && results.materials.length === 0 && phrases.length === 0) return <EmptyState text={texts.nothingFound} />;
  return (
    <>
      <p className={styles.summary} role="status">
        {texts.search.found(results.lessons.length, results.materials.length)}
      </p>
      {results.lessons.length > 0 && (
        <section className={styles.group} aria-labelledby="search-lessons">
          <h2 id="search-lessons">{texts.search.lessons}</h2>
          <ul className={styles.hits}>
            {results.lessons.map(({ lesson }) => (
              <li key={lesson.id} className={`sc-panel sc-panel--compact ${styles.hit}`} data-testid="search-lesson">
                <p className={styles.hitCode}>{lesson.id}</p>
                <h3 className={styles.hitTitle}>
                  <Link to={lessonPath(LESSONS_BASE, lesson.id)}>{lesson.title}</Link>
                </h3>
                <p className={styles.hitText}>{lesson.description}</p>
                <TagChips tags={lesson.searchTags} activeTag={activeTag} label={texts.lesson.tags} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {results.materials.length > 0 && (
        <section className={styles.group} aria-labelledby="search-materials">
          <h2 id="search-materials">{texts.search.materials}</h2>
          <ul className={styles.hits}>
            {results.materials.map(({ lesson, material }) => (
              <li key={`${material.type}-${material.id}`} className={`sc-panel sc-panel--compact ${styles.material}`} data-testid="search-material">
                <span className={styles.materialType}>{texts.catalogue.types[material.type]}</span>
                <SubjectIcon material={material} />
                <Link to={materialPath(LESSONS_BASE, lesson.id, material)}>{material.name}</Link>
                <span className={styles.hitText}>{lesson.id}</span>
                <TagLabels material={material} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {phrases.length > 0 && (
        <section className={styles.group} aria-labelledby="search-phrases">
          <h2 id="search-phrases">{texts.search.phrases}</h2>
          <ul className={styles.hits}>
            {phrases.map((phrase) => (
              <li key={phrase.id} className={`sc-panel sc-panel--compact ${styles.material}`} data-testid="search-phrase">
                <ListenButton text={spokenText(phrase.eng)} label={phrase.eng} compact />
                <Link to={phrasePath(phrase)} lang="en">
                  {phrase.eng}
                </Link>
                <span className={styles.hitText}>{phrase.rus}</span>
                <span className={styles.hitText}>{phrase.link}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** Lessons, materials and phrases of the bank for a typed query; the bank loads with it. */
function QueryResults({ levels, query }: { levels: Parameters<typeof searchByQuery>[0]; query: string }) {
  const user = useCurrentUser();
  const bank = useAllPhrases(true);
  if (bank.isPending) return <Loader />;
  return <Results results={searchByQuery(levels, query, user)} activeTag={null} phrases={bank.data ? searchPhrases(bank.data, query) : []} />;
}

/** /lms/search?tag=… and /lms/search?q=…: the lessons, the materials the user may open and (for a query) the phrases that match. */
export function SearchResultsPage() {
  const [params] = useSearchParams();
  const tag = params.get('tag');
  const query = params.get('q');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const levels = useLevels(LEVEL_GROUPS);
  const [typed, setTyped] = useState(query ?? '');
  const [lastQuery, setLastQuery] = useState(query);
  if (lastQuery !== query) {
    setLastQuery(query);
    setTyped(query ?? '');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) navigate(querySearchPath(typed.trim()));
  };

  const heading = tag ? texts.search.byTag(tag) : query ? texts.search.byQuery(query) : texts.search.pageTitle;
  return (
    <div className={styles.page} data-testid="search-page">
      <h1 className="sc-page-title">{heading}</h1>
      <form className={styles.form} onSubmit={submit} role="search">
        <TextInput label={texts.search.formLabel} value={typed} onChange={setTyped} placeholder={texts.search.placeholder} maxLength={100} />
        <Button type="submit" disabled={!typed.trim()}>
          {texts.search.submit}
        </Button>
      </form>
      {levels.isError ? (
        <ErrorScreen message={texts.catalogue.loadFailed} onRetry={levels.refetch} />
      ) : !levels.levels ? (
        <Loader />
      ) : tag ? (
        <Results results={searchByTag(levels.levels, tag, user)} activeTag={tag} />
      ) : query ? (
        <QueryResults levels={levels.levels} query={query} />
      ) : (
        <section className={styles.group} aria-labelledby="all-tags">
          <p className={styles.summary}>{texts.search.askQuery}</p>
          <h2 id="all-tags">{texts.search.allTags}</h2>
          <TagChips
            tags={collectTags(levels.levels)
              .slice(0, 40)
              .map((t) => t.tag)}
            label={texts.search.allTags}
          />
        </section>
      )}
    </div>
  );
}
