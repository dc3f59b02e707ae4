import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useCurrentUser, errorMessage } from '@school/shared/api';
import { NotFoundPage } from '@school/shared/app-shell';
import type { Word } from '@school/shared/schemas';
import { Badge, Button, ButtonLink, ConfirmDialog, EmptyState, ErrorScreen, Loader, RouteTabs, TextInput, toast } from '@school/shared/ui';
import { texts } from '../../../texts';
import { LESSONS_BASE, lessonPath } from '../../catalogue';
import { useAddWord, useDeleteWord, useMyWords, useUpdateWord } from '../api/dictionary-queries';
import { DICTIONARY_TABS, dictionaryTabOf, dictionaryTabPath, filterWords, wordsOfTab, type DictionaryTabKey } from '../model/words';
import { WordForm } from './word-form';
import { AddToReview } from '../../review';
import styles from './dictionary.module.css';

function WordItem({ word, words, studentId }: { word: Word; words: readonly Word[]; studentId: number }) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const update = useUpdateWord(studentId);
  const remove = useDeleteWord(studentId);
  if (editing) {
    return (
      <li className={`${styles.word} ${styles.wordEditing}`} data-testid="dictionary-word" aria-label={texts.dictionary.editTitle(word.word)}>
        <WordForm
          initial={{ word: word.word, translation: word.translation, example: word.example }}
          words={words}
          exceptId={word.id}
          submitLabel={texts.dictionary.save}
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            await update.mutateAsync({ studentId, wordId: word.id, ...values });
            toast.success(texts.dictionary.saved);
            setEditing(false);
          }}
        />
      </li>
    );
  }
  return (
    <li className={styles.word} data-testid="dictionary-word" data-approved={word.approved}>
      <div className={styles.wordMain}>
        <strong lang="en" className={styles.wordText}>
          {word.word}
        </strong>
        <span className={styles.translation}>{word.translation}</span>
        {word.example && (
          <span lang="en" className={styles.example}>
            {word.example}
          </span>
        )}
      </div>
      <div className={styles.wordMeta}>
        <Badge tone={word.approved ? 'green' : 'yellow'}>{word.approved ? texts.dictionary.approved : texts.dictionary.waiting}</Badge>
        {word.lessonId && <Link to={lessonPath(LESSONS_BASE, word.lessonId)}>{texts.dictionary.fromLesson(word.lessonId)}</Link>}
        <div className={styles.wordActions}>
          <AddToReview cards={[{ source: 'word', wordId: word.id }]} what={word.word} />
          <Button size="small" variant="secondary" onClick={() => setEditing(true)} aria-label={`${texts.dictionary.edit}: ${word.word}`}>
            {texts.dictionary.edit}
          </Button>
          <Button size="small" variant="secondary" onClick={() => setRemoving(true)} aria-label={`${texts.dictionary.remove}: ${word.word}`}>
            {texts.dictionary.remove}
          </Button>
        </div>
      </div>
      {removing && (
        <ConfirmDialog
          title={texts.dictionary.removeTitle}
          text={texts.dictionary.removeText(word.word)}
          confirmLabel={texts.dictionary.remove}
          danger
          busy={remove.isPending}
          onCancel={() => setRemoving(false)}
          onConfirm={() =>
            remove.mutate(
              { studentId, wordId: word.id },
              {
                onSuccess: () => {
                  setRemoving(false);
                  toast.success(texts.dictionary.removed);
                },
                onError: (error) => toast.error(error.message),
              },
            )
          }
        />
      )}
    </li>
  );
}

function WordList({ tab, words, all, studentId }: { tab: DictionaryTabKey; words: readonly Word[]; all: readonly Word[]; studentId: number }) {
  const [query, setQuery] = useState('');
  if (words.length === 0) {
    return tab === 'my' ? (
      <EmptyState text={texts.dictionary.emptyMy} />
    ) : (
      <EmptyState text={texts.dictionary.emptyExercises}>
        <ButtonLink to={LESSONS_BASE} variant="secondary">
          {texts.dictionary.startTraining}
        </ButtonLink>
      </EmptyState>
    );
  }
  const shown = filterWords(words, query);
  return (
    <>
      {words.length > 5 && (
        <div className={styles.filter}>
          <TextInput label={texts.dictionary.filterLabel} value={query} onChange={setQuery} placeholder={texts.dictionary.filterPlaceholder} type="search" />
        </div>
      )}
      {shown.length === 0 ? (
        <EmptyState text={texts.dictionary.nothingFound} />
      ) : (
        <ul className={styles.words} aria-label={texts.dictionary.tabs[tab]}>
          {shown.map((w) => (
            <WordItem key={w.id} word={w} words={all} studentId={studentId} />
          ))}
        </ul>
      )}
    </>
  );
}

function Dictionary({ tab }: { tab: DictionaryTabKey }) {
  const user = useCurrentUser();
  const words = useMyWords(user.id);
  const add = useAddWord(user.id);
  if (words.isPending) return <Loader />;
  if (words.isError) return <ErrorScreen title={texts.dictionary.loadFailed} message={errorMessage(words.error)} onRetry={() => void words.refetch()} />;
  const all = words.data;
  const ofTab = wordsOfTab(all, tab);
  const unapproved = all.filter((w) => !w.approved).length;
  return (
    <>
      <div className={styles.summaryRow}>
        <p className={styles.summary}>
          {texts.dictionary.count(all.length)}
          {unapproved > 0 && ` · ${texts.dictionary.unapproved(unapproved)}`}
        </p>
        <AddToReview
          cards={ofTab.map((w) => ({ source: 'word' as const, wordId: w.id }))}
          label={texts.review.addAllWords}
          addedLabel={texts.review.addedAllWords}
        />
      </div>
      {tab === 'my' && (
        <section className="sc-panel sc-panel--compact" aria-labelledby="add-word">
          <h2 id="add-word" className="sc-panel__title">
            {texts.dictionary.addTitle}
          </h2>
          <WordForm
            words={all}
            submitLabel={texts.dictionary.add}
            resetAfterSave
            testId="add-word-form"
            onSubmit={async (values) => {
              await add.mutateAsync({ studentId: user.id, ...values });
              toast.success(texts.dictionary.added);
            }}
          />
        </section>
      )}
      <section className="sc-panel sc-panel--compact" aria-label={texts.dictionary.tabs[tab]}>
        <WordList tab={tab} words={ofTab} all={all} studentId={user.id} />
      </section>
    </>
  );
}

/** /lms/dictionary («Мои слова») and /lms/dictionary/from-exercises («Слова из упражнений»). */
export function DictionaryPage() {
  const rest = useParams()['*'] ?? '';
  const tab = dictionaryTabOf(rest);
  if (!tab) return <NotFoundPage />;
  return (
    <div className={styles.page} data-testid="dictionary-page">
      <h1 className="sc-page-title">{texts.dictionary.title}</h1>
      <RouteTabs
        label={texts.dictionary.tabsLabel}
        tabs={DICTIONARY_TABS.map((t) => ({ to: dictionaryTabPath(t.key), label: texts.dictionary.tabs[t.key], end: true }))}
      />
      <Dictionary tab={tab} />
    </div>
  );
}
