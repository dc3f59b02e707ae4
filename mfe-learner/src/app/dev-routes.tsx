import { Route, Routes } from 'react-router-dom';
import { texts } from '../texts';
import LessonsPage from './routes/lessons-page';
import CoursesPage from './routes/courses-page';
import DictionaryPage from './routes/dictionary-page';
import SearchPage from './routes/search-page';
import MethodologyPage from './routes/methodology-page';
import ProgramsPage from './routes/programs-page';
import LevelTestPage from './routes/level-test-page';

/** Links of the standalone dev shell. */
export const devLinks = [{ to: '/lms/lessons', label: texts.pages.lessonsPage }, { to: '/lms/courses', label: texts.pages.coursesPage }, { to: '/lms/dictionary', label: texts.pages.dictionaryPage }, { to: '/lms/search', label: texts.pages.searchPage }, { to: '/lms/methodology', label: texts.pages.methodologyPage }, { to: '/programs', label: texts.pages.programsPage }, { to: '/test/questions', label: texts.pages.levelTestPage }];

/** The remote's pages at their real paths, for the standalone dev shell. */
export function DevRoutes() {
  return (
    <Routes>
      <Route path="/lms/lessons/*" element={<LessonsPage />} />
      <Route path="/lms/courses/*" element={<CoursesPage />} />
      <Route path="/lms/dictionary/*" element={<DictionaryPage />} />
      <Route path="/lms/search" element={<SearchPage />} />
      <Route path="/lms/methodology/*" element={<MethodologyPage />} />
      <Route path="/programs" element={<ProgramsPage />} />
      <Route path="/test/questions" element={<LevelTestPage />} />
    </Routes>
  );
}
