export { topicsForLabel } from './model/topics';
export { useGrammarTopics } from './api/grammar-queries';
export { GrammarProgram } from './components/grammar-program';
