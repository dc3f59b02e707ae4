export { PHRASE_FILES, phraseLevelLessons, phraseLevelOfLesson } from './model/phrase-levels';
export { loadPhraseLevel, loadLessonPhrases, phrasesOfLesson } from './model/load-phrases';
export {
  SENTENCE_LESSONS,
  loadLessonSentences,
  loadSentences,
  sentenceProgramOfLesson,
  sentencesOfLesson,
  type SentenceProgram,
} from './model/load-sentences';
export { parseAnswer, type ParsedAnswer } from './model/answers';
