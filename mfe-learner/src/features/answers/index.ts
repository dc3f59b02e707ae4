export { parseAnswerKey, optionalForms, keyProblems, type AnswerKey } from './model/answer-key';
export { checkTypedAnswer, matchesCorrection, matchesKey, sameAnswer, normalizeText, comparableForms, type AnswerCheck, type Punctuation } from './model/check';
export { expandContractions } from './model/contractions';
