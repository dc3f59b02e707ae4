export * from './model/exercise-schema';
export { checkAnswer, isFreeAnswerAccepted, type CheckResult, type ItemResult, type OptionMark } from './model/check-answer';
export { wordCount } from './model/normalize';
export { dragBank, rightAnswerOf, type BankItem, type DragKind } from './model/solution';
export { initialAnswer } from './model/initial-answer';
export { ExercisePlayer } from './components/exercise-player';
