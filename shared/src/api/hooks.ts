import { useMutation, useQuery, useQueryClient, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { EndpointRequest, EndpointResponse, ProcedureInput, ProcedureOutput, Procedures, Endpoints } from '../contracts';
import { coreEndpoints as endpoints } from '../contracts/core';
import type { CurrentUser, LoginInput } from '../schemas';
import { endpointDef, procedureDef } from './registry';
import { ApiError } from './errors';
import { callEndpoint, callProcedure } from './http';
import { queryKeys } from './query-keys';

type QueryExtras<T> = Omit<UseQueryOptions<T, ApiError, T>, 'queryKey' | 'queryFn'>;

/** The signed-in user, or null for a visitor (401). Other failures are errors. */
export async function fetchSession(): Promise<CurrentUser | null> {
  try {
    const { user } = await callEndpoint(endpoints.session);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useSession() {
  return useQuery<CurrentUser | null, ApiError>({
    queryKey: queryKeys.session(),
    queryFn: fetchSession,
    staleTime: 60_000,
    retry: 1,
  });
}

/** The signed-in user; only for components rendered behind the host's session guard. */
export function useCurrentUser(): CurrentUser {
  const { data } = useSession();
  if (!data) throw new Error('useCurrentUser outside a signed-in page');
  return data;
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation<CurrentUser, ApiError, LoginInput>({
    mutationFn: async (input) => (await callEndpoint(endpoints.login, { body: input })).user,
    onSuccess: (user) => {
      client.clear();
      client.setQueryData(queryKeys.session(), user);
    },
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation<unknown, ApiError, void>({
    mutationFn: () => callEndpoint(endpoints.logout),
    onSettled: () => {
      client.clear();
      client.setQueryData(queryKeys.session(), null);
    },
  });
}

/** Refetches the session: after profile changes, accepted offers, decremented notifications. */
export function useRefreshSession() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.session() });
}

/** The school's configuration: cached first, it rarely changes; the host prefetches it with the session. */
export const configQuery = {
  queryKey: queryKeys.config(),
  queryFn: () => callEndpoint(endpoints.config),
  staleTime: Infinity,
};

export function useConfig() {
  return useQuery(configQuery);
}

/** Cached first; the host prefetches it for teachers. */
export function useReportFullTypes(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.reportFullTypes(),
    queryFn: async () => callEndpoint(await endpointDef('reportFullTypes')),
    staleTime: Infinity,
    ...options,
  });
}

export const reportFullTypesQuery = {
  queryKey: queryKeys.reportFullTypes(),
  queryFn: async () => callEndpoint(await endpointDef('reportFullTypes')),
  staleTime: Infinity,
};

/** Cached first. */
export function usePrograms() {
  return useQuery({ queryKey: queryKeys.programs(), queryFn: async () => callEndpoint(await endpointDef('programs')), staleTime: Infinity });
}

/** A data procedure as a query, keyed by its name and input. */
export function useProcedureQuery<N extends keyof Procedures>(
  name: N,
  input: ProcedureInput<Procedures[N]>,
  options: QueryExtras<ProcedureOutput<Procedures[N]>> = {},
) {
  return useQuery<ProcedureOutput<Procedures[N]>, ApiError>({
    queryKey: queryKeys.procedure(name, input),
    queryFn: async () => callProcedure(await procedureDef(name), input) as Promise<ProcedureOutput<Procedures[N]>>,
    ...options,
  });
}

export function useProcedureMutation<N extends keyof Procedures>(
  name: N,
  options: Omit<UseMutationOptions<ProcedureOutput<Procedures[N]>, ApiError, ProcedureInput<Procedures[N]>>, 'mutationFn'> = {},
) {
  return useMutation<ProcedureOutput<Procedures[N]>, ApiError, ProcedureInput<Procedures[N]>>({
    mutationFn: async (input) => callProcedure(await procedureDef(name), input) as Promise<ProcedureOutput<Procedures[N]>>,
    ...options,
  });
}

/** A REST endpoint as a query, keyed by its name and request. */
export function useEndpointQuery<N extends keyof Endpoints>(
  name: N,
  request: Partial<EndpointRequest<Endpoints[N]>>,
  options: QueryExtras<EndpointResponse<Endpoints[N]>> = {},
) {
  return useQuery<EndpointResponse<Endpoints[N]>, ApiError>({
    queryKey: queryKeys.endpoint(name, request),
    queryFn: async () => callEndpoint(await endpointDef(name), request as never) as Promise<EndpointResponse<Endpoints[N]>>,
    ...options,
  });
}

export function useEndpointMutation<N extends keyof Endpoints>(
  name: N,
  options: Omit<UseMutationOptions<EndpointResponse<Endpoints[N]>, ApiError, Partial<EndpointRequest<Endpoints[N]>>>, 'mutationFn'> = {},
) {
  return useMutation<EndpointResponse<Endpoints[N]>, ApiError, Partial<EndpointRequest<Endpoints[N]>>>({
    mutationFn: async (request) => callEndpoint(await endpointDef(name), request as never) as Promise<EndpointResponse<Endpoints[N]>>,
    ...options,
  });
}

/** A student's purchases: cached forever, never refetched on focus or reconnect. */
export function useStudentTransactions(studentId: number | 'me' = 'me') {
  return useProcedureQuery(
    'students.getTransactions',
    { studentId },
    { staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false },
  );
}

/** The demo accounts the sign-in page and the dev shell list (empty when demo data is off). */
export function useDemoAccounts() {
  return useEndpointQuery('demoAccounts', {}, { staleTime: Infinity, retry: false });
}
