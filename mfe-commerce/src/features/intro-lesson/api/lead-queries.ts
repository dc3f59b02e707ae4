import { useEndpointMutation } from '@school/shared/api';

/** POST /api/public/leads: the visitor's request for the free introductory lesson. */
export function useCreateLead() {
  return useEndpointMutation('createLead');
}
