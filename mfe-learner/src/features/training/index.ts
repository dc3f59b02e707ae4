export { SentenceTraining } from './components/sentence-training';
export { MiniTextTraining, miniTextOf } from './components/mini-text-training';
export { trainingItems, type TrainingItem } from './model/training-set';
