export { parseAnswerKey, optionalForms, keyProblems, type AnswerKey } from './model/answer-key';
export { checkTypedAnswer, matchesKey, sameAnswer, normalizeText, comparableForms, type AnswerCheck } from './model/check';
export { expandContractions } from './model/contractions';
