import { GraphQLError } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { graphqlSchemaSDL } from '@school/shared/contracts';
import { commonTexts } from '@school/shared/texts';
import { HttpError } from '../http/errors';
import type { ApiModule, GraphqlResolver } from '../modules/module';
import type { GraphqlContext } from './context';

const codes: Record<number, string> = { 400: 'BAD_USER_INPUT', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT' };

/** Our HttpErrors become GraphQL errors with the same message; anything else is masked. */
function maskError(error: unknown): Error {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof HttpError) {
    return new GraphQLError(original.message, {
      extensions: { code: codes[original.status] ?? 'ERROR', http: { status: original.status } },
    });
  }
  if (error instanceof GraphQLError && !error.originalError) return error;
  console.error(original);
  return new GraphQLError(commonTexts.apiErrorFallback, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}

export function createGraphqlServer(modules: ApiModule[]) {
  const Query: Record<string, GraphqlResolver> = {};
  const Mutation: Record<string, GraphqlResolver> = {};
  for (const module of modules) {
    Object.assign(Query, module.resolvers?.Query);
    Object.assign(Mutation, module.resolvers?.Mutation);
  }
  const schema = createSchema<GraphqlContext>({ typeDefs: graphqlSchemaSDL, resolvers: { Query, Mutation } });
  return createYoga<GraphqlContext>({
    schema,
    graphqlEndpoint: '/api/graphql',
    maskedErrors: { maskError },
    graphiql: false,
    landingPage: false,
    logging: false,
  });
}
