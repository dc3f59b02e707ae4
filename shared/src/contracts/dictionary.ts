import * as v from 'valibot';
import {
  AddExerciseWordsInputSchema,
  AddExerciseWordsResultSchema,
  AddWordInputSchema,
  ApproveWordsInputSchema,
  DeleteWordInputSchema,
  OkSchema,
  StudentIdInputSchema,
  UpdateWordInputSchema,
  WordCountInputSchema,
  WordSchema,
} from '../schemas';
import { procedure } from './define';

/**
 * A student's dictionary (learner remote: «Мои слова», «Слова из упражнений»; teacher remote: the
 * student page's dictionary tab and its badge). Reading follows the student page's access; only the
 * student writes words; only the student's own teachers approve them.
 */
export const dictionaryProcedures = {
  /** The word-count query of the badge: words not approved yet. */
  'students.getUnapprovedWordsCount': procedure({
    name: 'students.getUnapprovedWordsCount',
    kind: 'query',
    input: WordCountInputSchema,
    output: v.object({ count: v.number() }),
  }),
  /** Every word of the student, newest first. */
  'students.getWords': procedure({ name: 'students.getWords', kind: 'query', input: StudentIdInputSchema, output: v.array(WordSchema) }),
  /** Approves (or takes back) words of a student's dictionary; answers the new unapproved count. */
  'students.approveWords': procedure({
    name: 'students.approveWords',
    kind: 'mutation',
    input: ApproveWordsInputSchema,
    output: v.object({ count: v.number() }),
  }),
  /** The student adds a word to «Мои слова»; a word already in the dictionary is a 409. */
  'dictionary.addWord': procedure({ name: 'dictionary.addWord', kind: 'mutation', input: AddWordInputSchema, output: WordSchema }),
  /** The student changes a word; the teacher's approval is taken back. */
  'dictionary.updateWord': procedure({ name: 'dictionary.updateWord', kind: 'mutation', input: UpdateWordInputSchema, output: WordSchema }),
  'dictionary.deleteWord': procedure({ name: 'dictionary.deleteWord', kind: 'mutation', input: DeleteWordInputSchema, output: OkSchema }),
  /** Words met in a lesson's training arrive in «Слова из упражнений»; words already there are skipped. */
  'dictionary.addExerciseWords': procedure({
    name: 'dictionary.addExerciseWords',
    kind: 'mutation',
    input: AddExerciseWordsInputSchema,
    output: AddExerciseWordsResultSchema,
  }),
};
