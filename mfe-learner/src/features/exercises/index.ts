export * from './model/exercise-schema';
export { checkAnswer } from './model/check-answer';
export { dragBank, rightAnswerOf } from './model/solution';
export { initialAnswer } from './model/initial-answer';
export { ExercisePlayer } from './components/exercise-player';
