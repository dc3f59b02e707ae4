import { useQueryClient } from '@tanstack/react-query';
import { useProcedureMutation, useProcedureQuery } from '@school/shared/api';

/** The signed-in learner's code, invited friends and bonus; asked for only when the user may invite. */
export function useReferrals(enabled = true) {
  return useProcedureQuery('referrals.get', { studentId: 'me' }, { staleTime: 30_000, enabled });
}

/** Accepts a friend's invitation; the learner's own referral data follows. */
export function useAcceptReferral() {
  const client = useQueryClient();
  return useProcedureMutation('referrals.accept', {
    onSuccess: () => client.invalidateQueries({ queryKey: ['referrals.get'] }),
  });
}
