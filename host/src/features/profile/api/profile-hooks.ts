import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, useEndpointMutation } from '@school/shared/api';

/** Saves name, phone, e-mail and messenger; the session shows the saved profile at once. */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useEndpointMutation('updateSettings', {
    onSuccess: (session) => client.setQueryData(queryKeys.session(), session.user),
  });
}

/** Saves the name and phone the forced page asks for; the session lifts the forced page at once. */
export function useUpdatePersonalData() {
  const client = useQueryClient();
  return useEndpointMutation('updatePersonalData', {
    onSuccess: (session) => client.setQueryData(queryKeys.session(), session.user),
  });
}
