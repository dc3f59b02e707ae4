import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { NotFoundPage } from '@school/shared/app-shell';
import { TEXTS_BASE, basePathOf, groupOfLesson } from '../../catalogue';
import { LessonRoute } from './lesson-page';
import { LibraryHome } from './library-home';
import { LibrarySidebar } from './library-sidebar';
import { TextPage } from './text-page';
import styles from './lessons.module.css';

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
  const currentId = rest.split('/')[0] || null;
  const currentGroup = currentId ? groupOfLesson(currentId) : 'A1';
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
