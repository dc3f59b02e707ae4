import { useQueryClient } from '@tanstack/react-query';
import { useProcedureMutation } from '@school/shared/api';

/** Stores a signed-in learner's answers; the server scores them. The profile's result follows. */
export function useSaveLevelTestResult() {
  const client = useQueryClient();
  return useProcedureMutation('levelTest.saveResult', {
    onSuccess: () => client.invalidateQueries({ queryKey: ['levelTest.getResult'] }),
  });
}
