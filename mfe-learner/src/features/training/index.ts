export { SentenceTraining } from './components/sentence-training';
export { MiniTextTraining, miniTextOf } from './components/mini-text-training';
export { checkAnswer, normaliseAnswer, type AnswerCheck } from './model/check-answer';
