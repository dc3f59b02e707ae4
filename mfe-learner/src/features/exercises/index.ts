export * from './model/exercise-schema';
export { checkAnswer, isFreeAnswerAccepted, type CheckResult, type ItemResult, type OptionMark } from './model/check-answer';
export { matchesAnswer, normalizeAnswer, splitAlternatives, stripHints, wordCount } from './model/normalize';
