import { useRef, useState } from 'react';
import { useCurrentUser } from '@school/shared/api';
import { hasCapability } from '@school/shared/permissions';
import { useAddExerciseWords } from '../../dictionary';
import type { MetWord } from '../model/training-set';

/**
 * Sends the lesson's words met in the training to the learner's dictionary («Слова из упражнений»),
 * each word once per visit; teachers only look, nothing is stored for them. `arrived` lists the words
 * the dictionary did not have yet.
 */
export function useWordCollector(lessonId: string) {
  const user = useCurrentUser();
  const collects = hasCapability(user, 'studying_user');
  const add = useAddExerciseWords(user.id);
  const sent = useRef(new Set<string>());
  const [arrived, setArrived] = useState<string[]>([]);
  const [failed, setFailed] = useState(false);

  const collect = (words: readonly MetWord[]) => {
    if (!collects) return;
    const fresh = words.filter((w) => !sent.current.has(w.word.toLowerCase())).slice(0, 40);
    if (fresh.length === 0) return;
    for (const w of fresh) sent.current.add(w.word.toLowerCase());
    add.mutate(
      { studentId: user.id, lessonId, words: fresh },
      {
        onSuccess: ({ added }) => {
          setFailed(false);
          if (added.length > 0) setArrived((list) => [...list, ...added.map((w) => w.word)]);
        },
        // Not lost: the words are sent again the next time they are met.
        onError: () => {
          for (const w of fresh) sent.current.delete(w.word.toLowerCase());
          setFailed(true);
        },
      },
    );
  };
  return { collects, collect, arrived, failed };
}
