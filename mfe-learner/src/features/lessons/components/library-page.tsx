import { useState } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { NotFoundPage } from '@school/shared/app-shell';
import { PageSkeleton } from '@school/shared/ui';
import { TEXTS_BASE, basePathOf, groupOfLesson, useLevel, type LevelGroup } from '../../catalogue';
import { LessonRoute } from './lesson-page';
import { LibraryHome } from './library-home';
import { LibrarySidebar } from './library-sidebar';
import { TextPage } from './text-page';
import styles from './lessons.module.css';

/**
 * False until the level the page opens with has answered for the first time. Until then the library
 * shows the page placeholder: the sidebar's open level would otherwise grow from a spinner to its list
 * of lessons and push the levels below it down. Later levels load inside the sidebar as before.
 */
function useOpeningLevelSettled(group: LevelGroup | null): boolean {
  const level = useLevel(group);
  const [settled, setSettled] = useState(false);
  if (!settled && (group === null || !level.isPending)) setSettled(true);
  return settled;
}

/**
 * The lesson library: /lms/lessons (the sidebar of lessons by level and the lesson pages) and
 * /lms/texts/{id} (a text opened directly). Links are built on the page's base path.
 */
export function LessonLibrary() {
  const { pathname } = useLocation();
  const base = basePathOf(pathname);
  const rest = useParams()['*'] ?? '';
  if (base === TEXTS_BASE) {
    return (
      <Routes>
        <Route path=":textId" element={<TextPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    );
  }
  return <LessonsWithSidebar base={base} rest={rest} />;
}

function LessonsWithSidebar({ base, rest }: { base: string; rest: string }) {
  const currentId = rest.split('/')[0] || null;
  const currentGroup = currentId ? groupOfLesson(currentId) : 'A1';
  const settled = useOpeningLevelSettled(currentGroup);
  if (!settled) return <PageSkeleton />;
  return (
    <div className={styles.library}>
      <LibrarySidebar base={base} currentId={currentId} currentGroup={currentGroup} />
      <div className={styles.content}>
        <Routes>
          <Route index element={<LibraryHome base={base} />} />
          <Route path=":lessonId/*" element={<LessonRoute base={base} />} />
        </Routes>
      </div>
    </div>
  );
}
