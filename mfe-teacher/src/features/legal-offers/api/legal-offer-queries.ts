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

export function useAcceptOffer() {
  return useMutation(gqlDocuments.createTeacherLegalOfferStatusChange);
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
