export { SentenceTraining } from './components/sentence-training';
export { MiniTextTraining } from './components/mini-text-training';
export { trainingItems } from './model/training-set';
