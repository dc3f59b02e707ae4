export { useAddExerciseWords } from './api/dictionary-queries';
export { DictionaryPage } from './components/dictionary-page';
