import { procedures } from '@school/shared/contracts';
import { procedureRoute } from '../../http/register';
import type { ApiModule } from '../module';
import { addExerciseWords } from './handlers/add-exercise-words';
import { addWord } from './handlers/add-word';
import { approveWords } from './handlers/approve-words';
import { deleteWord } from './handlers/delete-word';
import { getUnapprovedWordsCount } from './handlers/get-unapproved-words-count';
import { getWords } from './handlers/get-words';
import { updateWord } from './handlers/update-word';

export function dictionaryModule(): ApiModule {
  return {
    name: 'dictionary',
    procedures: [
      procedureRoute(procedures['students.getUnapprovedWordsCount'], getUnapprovedWordsCount),
      procedureRoute(procedures['students.getWords'], getWords),
      procedureRoute(procedures['students.approveWords'], approveWords),
      procedureRoute(procedures['dictionary.addWord'], addWord),
      procedureRoute(procedures['dictionary.updateWord'], updateWord),
      procedureRoute(procedures['dictionary.deleteWord'], deleteWord),
      procedureRoute(procedures['dictionary.addExerciseWords'], addExerciseWords),
    ],
  };
}
