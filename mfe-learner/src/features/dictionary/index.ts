export { useAddExerciseWords, useMyWords } from './api/dictionary-queries';
