import { ApolloClient, HttpLink, InMemoryCache, type DocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import * as v from 'valibot';
import { graphqlDocuments, graphqlResultSchemas } from '../contracts';
import { apiUrl } from './config';
import { ApiError } from './errors';

type DocumentName = keyof typeof graphqlDocuments;

/** The GraphQL documents of the contract, parsed once for Apollo. */
export const gqlDocuments = Object.fromEntries(
  Object.entries(graphqlDocuments).map(([name, source]) => [name, parse(source)]),
) as Record<DocumentName, DocumentNode>;

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: apiUrl('graphql'), credentials: 'include' }),
    cache: new InMemoryCache(),
    defaultOptions: { query: { fetchPolicy: 'network-only' }, watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}

/** Validates a GraphQL result against the contract's schema for that document. */
export function parseGraphqlResult<N extends DocumentName>(name: N, data: unknown): v.InferOutput<(typeof graphqlResultSchemas)[N]> {
  const result = v.safeParse(graphqlResultSchemas[name], data);
  if (!result.success) throw new ApiError(0, []);
  return result.output as v.InferOutput<(typeof graphqlResultSchemas)[N]>;
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
