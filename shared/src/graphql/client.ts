import { ApolloClient, HttpLink, InMemoryCache, type DocumentNode, type OperationVariables } from '@apollo/client';
import { parse } from 'graphql';
import * as v from 'valibot';
import { graphqlDocuments, graphqlResultSchemas } from '../contracts';
import { ApiError, apiUrl } from '../api';

export type GraphqlDocumentName = keyof typeof graphqlDocuments;
export type GraphqlResult<N extends GraphqlDocumentName> = v.InferOutput<(typeof graphqlResultSchemas)[N]>;

/** The GraphQL documents of the contract, parsed once for Apollo. */
export const gqlDocuments = Object.fromEntries(Object.entries(graphqlDocuments).map(([name, source]) => [name, parse(source)])) as Record<
  GraphqlDocumentName,
  DocumentNode
>;

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: apiUrl('graphql'), credentials: 'include' }),
    cache: new InMemoryCache(),
    defaultOptions: { query: { fetchPolicy: 'network-only' }, watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}

let pageClient: ApolloClient | undefined;

/** The page's one Apollo client, made the first time a GraphQL page or call needs it. */
export function graphqlClient(): ApolloClient {
  pageClient ??= createApolloClient();
  return pageClient;
}

/** Validates a GraphQL result against the contract's schema for that document. */
export function parseGraphqlResult<N extends GraphqlDocumentName>(name: N, data: unknown): GraphqlResult<N> {
  const result = v.safeParse(graphqlResultSchemas[name], data);
  if (!result.success) throw new ApiError(0, []);
  return result.output as GraphqlResult<N>;
}

/** Runs one GraphQL query outside React (always from the network) and validates its result. */
export async function queryGraphql<N extends GraphqlDocumentName>(name: N, variables: OperationVariables = {}): Promise<GraphqlResult<N>> {
  const { data } = await graphqlClient().query({ query: gqlDocuments[name], variables, fetchPolicy: 'network-only' });
  return parseGraphqlResult(name, data);
}

/** The message of a GraphQL error (first of its errors), as the rest of the client reports errors. */
export function graphqlErrorMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const errors = (error as { errors?: { message?: string }[] }).errors;
    const first = errors?.find((e) => e.message)?.message;
    if (first) return first;
    const message = (error as { message?: string }).message;
    if (message) return message;
  }
  return new ApiError(0, []).message;
}
