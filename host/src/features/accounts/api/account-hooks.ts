import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointDef, queryKeys, type ApiError } from '@school/shared/api';
import type { Endpoints, EndpointRequest, EndpointResponse } from '@school/shared/contracts';
import type { CurrentUser, SignupInput } from '@school/shared/schemas';

type AccountCall = 'signup' | 'setPassword' | 'linkInfo' | 'forgotPassword' | 'confirmEmail';

/** An account call by its name: the registry of calls loads with it, not with the sign-in page. */
async function call<N extends AccountCall>(name: N, body: EndpointRequest<Endpoints[N]>['body']): Promise<EndpointResponse<Endpoints[N]>> {
  const endpoint: Endpoints[AccountCall] = await endpointDef(name);
  return callEndpoint(endpoint, { body } as never) as Promise<EndpointResponse<Endpoints[N]>>;
}

/** A call that ends signed in (a sign-up, a password set through a link): the new session replaces everything cached. */
function useSigningIn<I>(call: (input: I) => Promise<{ user: CurrentUser }>) {
  const client = useQueryClient();
  return useMutation<CurrentUser, ApiError, I>({
    mutationFn: async (input) => (await call(input)).user,
    onSuccess: (user) => {
      // Queries only: the mutation keeps its state, so its page knows it succeeded.
      client.getQueryCache().clear();
      client.setQueryData(queryKeys.session(), user);
    },
  });
}

export function useSignup() {
  return useSigningIn((body: SignupInput) => call('signup', body));
}

export function useSetPassword() {
  return useSigningIn((body: { token: string; password: string }) => call('setPassword', body));
}

/** What a one-time link is for; its error says why it does not work. Asked once (a link may be used up). */
export function useLinkInfo(token: string) {
  return useQuery({
    queryKey: ['account-link', token],
    queryFn: () => call('linkInfo', { token }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useForgotPassword() {
  return useMutation<unknown, ApiError, { email: string }>({ mutationFn: (body) => call('forgotPassword', body) });
}

/** Confirms an address; the session (if any) is read again to show it confirmed. */
export function useConfirmEmail() {
  const client = useQueryClient();
  return useMutation<{ ok: true; email: string }, ApiError, string>({
    mutationFn: (token) => call('confirmEmail', { token }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.session() }),
  });
}
