import { useQueryClient } from '@tanstack/react-query';
import { useProcedureMutation, useProcedureQuery } from '@school/shared/api';

/** The signed-in learner's code, invited friends and bonus. */
export function useReferrals() {
  return useProcedureQuery('referrals.get', { studentId: 'me' }, { staleTime: 30_000 });
}

/** Accepts a friend's invitation; the learner's own referral data follows. */
export function useAcceptReferral() {
  const client = useQueryClient();
  return useProcedureMutation('referrals.accept', {
    onSuccess: () => client.invalidateQueries({ queryKey: ['referrals.get'] }),
  });
}
