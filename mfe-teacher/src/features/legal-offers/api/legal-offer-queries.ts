import { useRefreshSession } from '@school/shared/api';
import { gqlDocuments, parseGraphqlResult, useMutation, useQuery } from '@school/shared/graphql';

/** The teacher's offers still to accept (GraphQL teachersLegalOfferStatusChanges). */
export function usePendingOffers(teacherId: number, skip = false) {
  const result = useQuery(gqlDocuments.teachersLegalOfferStatusChanges, {
    variables: { teacherId: String(teacherId) },
    skip,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const offers = result.data ? parseGraphqlResult('teachersLegalOfferStatusChanges', result.data).teachersLegalOfferStatusChanges : undefined;
  return { offers, loading: result.loading, error: result.error, refetch: result.refetch };
}

/**
 * Accepts an offer for the teacher; once accepted, the pending offers are read again, and the session
 * too: the forced page lifts once nothing is left to accept. A refused acceptance rejects.
 */
export function useAcceptOffer(teacherId: number) {
  const [mutate, state] = useMutation(gqlDocuments.createTeacherLegalOfferStatusChange);
  const refreshSession = useRefreshSession();
  const accept = async (offerId: number) => {
    await mutate({ variables: { data: { offerId: String(offerId), teacherId: String(teacherId), status: 'accepted' } } });
    // The pending list shows its own loading and error states; the session is only read again.
    void state.client.refetchQueries({ include: [gqlDocuments.teachersLegalOfferStatusChanges] }).catch(() => undefined);
    void refreshSession();
  };
  return { accept, accepting: state.loading };
}

/** The newest published offer (admins). */
export function useCurrentOffer(skip = false) {
  const result = useQuery(gqlDocuments.currentTeacherLegalOffer, { skip, fetchPolicy: 'network-only' });
  const offer = result.data ? parseGraphqlResult('currentTeacherLegalOffer', result.data).currentTeacherLegalOffer : undefined;
  return { offer, loading: result.loading, error: result.error, refetch: result.refetch };
}

/** Publishes a new version; the current version shown to the admin is read again before it resolves. */
export function usePublishOffer() {
  return useMutation(gqlDocuments.publishTeacherLegalOffer, {
    refetchQueries: [{ query: gqlDocuments.currentTeacherLegalOffer }],
    awaitRefetchQueries: true,
  });
}
