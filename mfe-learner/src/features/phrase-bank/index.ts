export { PHRASE_FILES, phraseLevelLessons, phraseLevelOfLesson } from './model/phrase-levels';
export { loadPhraseLevel, loadLessonPhrases, phrasesOfLesson } from './model/load-phrases';
export { SENTENCE_LESSONS, loadLessonSentences, loadSentences, sentenceProgramOfLesson, sentencesOfLesson, type SentenceProgram } from './model/load-sentences';
export { createPhraseSearch, PHRASE_SEARCH_OPTIONS } from './model/search';
export { practiceStep, startPractice, acceptedAnswers, type PracticeItem, type PracticeState } from './model/practice';
export { TranslationPractice } from './components/translation-practice';
export { useAllPhrases, useLessonPhrases, usePhraseLevel } from './api/phrase-queries';
export { PhraseBankRoutes } from './components/phrase-bank-routes';
