import { definePages } from '@school/shared/pages';

/**
 * Every page of mfe-learner, declared once. The webpack `exposes`, the dev shell routes and the
 * pages.json the host routes by are derived from this list; `file` is in src/app/routes/.
 * Edit this file (and only this file) to add, move or remove a page; then ship this remote alone.
 */
export const pageList = definePages(
  'mfe_learner',
  [
    { path: '/programs', module: 'ProgramsPage', file: 'programs-page.tsx', access: 'public', title: 'Все программы' },
    { path: '/lms/lessons/*', module: 'LessonsPage', file: 'lessons-page.tsx', access: 'any', title: 'Уроки курса A1–C1' },
    { path: '/lms/texts/*', module: 'LessonsPage', file: 'lessons-page.tsx', access: 'any', title: 'Тексты' },
    { path: '/lms/courses/*', module: 'CoursesPage', file: 'courses-page.tsx', access: 'any', title: 'Курсы' },
    { path: '/lms/dictionary/*', module: 'DictionaryPage', file: 'dictionary-page.tsx', access: 'studying_user', title: 'Словарь' },
    { path: '/lms/search', module: 'SearchPage', file: 'search-page.tsx', access: 'any', title: 'Поиск по тегам' },
    { path: '/lms/methodology/*', module: 'MethodologyPage', file: 'methodology-page.tsx', access: 'teacher', title: 'Методика' },
    { path: '/lms/phrases/*', module: 'PhrasesPage', file: 'phrases-page.tsx', access: 'any', title: 'Банк фраз' },
    { path: '/lms/review', module: 'ReviewPage', file: 'review-page.tsx', access: 'studying_user', title: 'Повторение' },
  ],
  [
    { module: 'GrammarProgram', file: 'grammar-program.tsx' },
    { module: 'SearchOverlay', file: 'search-overlay.tsx' },
    { module: 'LearningSettings', file: 'learning-settings.tsx' },
  ],
);
