import { useState } from 'react';
import type { CatalogueMaterial, LessonContent } from '@school/shared/schemas';
import { Button, EmptyState } from '@school/shared/ui';
import { texts } from '../../../texts';
import { bodyOf, TextView } from '../../materials';
import { useWordCollector } from '../hooks/use-word-collector';
import { glossaryWordsIn } from '../model/training-set';
import styles from './training.module.css';
import { WordsArrived } from './words-arrived';

/** The lesson's mini-text: the first mini text the user may open. */
function miniTextOf(visible: readonly CatalogueMaterial[]): CatalogueMaterial | null {
  return visible.find((m) => m.type === 'text' && m.subtype === 'mini') ?? null;
}

/** /training-text: read the lesson's mini-text; its glossary words arrive in the dictionary once it is read. */
export function MiniTextTraining({ lessonId, content, visible }: { lessonId: string; content: LessonContent | null; visible: readonly CatalogueMaterial[] }) {
  const mini = miniTextOf(visible);
  const body = mini ? bodyOf(content, 'text', mini.id) : null;
  const words = useWordCollector(lessonId);
  const [read, setRead] = useState(false);
  if (!mini || !body) {
    return (
      <section className="sc-panel">
        <EmptyState text={texts.training.textNone} />
      </section>
    );
  }
  const finish = () => {
    setRead(true);
    words.collect(glossaryWordsIn(body.paragraphs, body.glossary));
  };
  return (
    <section className="sc-panel" aria-labelledby="mini-text-title" data-testid="mini-text">
      <h2 id="mini-text-title" className="sc-panel__title">
        {texts.training.textTitle}: {mini.name}
      </h2>
      <TextView body={body} headingLevel={3} />
      <div className={styles.actions} style={{ marginTop: 16 }}>
        {read ? (
          <p role="status" className={styles.arrived}>
            {words.collects ? texts.training.textDone : texts.training.textDoneTeacher}
          </p>
        ) : (
          <Button onClick={finish}>{texts.training.textRead}</Button>
        )}
      </div>
      <WordsArrived words={words} />
    </section>
  );
}
