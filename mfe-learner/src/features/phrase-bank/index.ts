export { PHRASE_FILES, phraseLevelLessons, phraseLevelOfLesson } from './model/phrase-levels';
export { loadLessonPhrases } from './model/load-phrases';
export { SENTENCE_LESSONS, loadLessonSentences } from './model/load-sentences';
export { createPhraseSearch } from './model/search';
export { useAllPhrases, useLessonPhrases } from './api/phrase-queries';
export { PhraseBankRoutes } from './components/phrase-bank-routes';
