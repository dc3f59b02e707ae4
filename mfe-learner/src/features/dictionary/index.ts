export { useAddExerciseWords, useMyWords } from './api/dictionary-queries';
export { DictionaryPage } from './components/dictionary-page';
