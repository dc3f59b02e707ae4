export { parseAnswerKey, keyProblems } from './model/answer-key';
export { checkTypedAnswer, matchesCorrection, matchesKey, sameAnswer, type AnswerCheck } from './model/check';
