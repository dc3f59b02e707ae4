import { GraphQLError } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { graphqlSchemaSDL } from '@school/shared/contracts';
import { commonTexts } from '@school/shared/texts';
import { HttpError } from '../http/errors';
import type { ApiModule, GraphqlResolver } from '../modules/module';
import type { RequestContext } from '../http/context';
import type { GraphqlContext } from './context';

const codes: Record<number, string> = { 400: 'BAD_USER_INPUT', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT' };

/** A GraphQLError of any copy of the graphql package (yoga's executor may load another one than ours). */
function isGraphqlError(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError || (error instanceof Error && error.name === 'GraphQLError');
}

/** Our HttpErrors become GraphQL errors with the same message; anything else is masked. */
function maskError(error: unknown): Error {
  let original: unknown = error;
  // Resolver errors arrive wrapped (possibly by another copy of graphql, so no instanceof): unwrap them.
  while (typeof original === 'object' && original !== null && (original as { originalError?: unknown }).originalError) {
    original = (original as { originalError: unknown }).originalError;
  }
  if (original instanceof HttpError) {
    return new GraphQLError(original.message, {
      extensions: { code: codes[original.status] ?? 'ERROR', http: { status: original.status } },
    });
  }
  if (isGraphqlError(error) && !error.originalError) return error;
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
  type ServerContext = { school: RequestContext };
  const schema = createSchema<ServerContext & GraphqlContext>({ typeDefs: graphqlSchemaSDL, resolvers: { Query, Mutation } });
  const yoga = createYoga<ServerContext, GraphqlContext>({
    schema,
    graphqlEndpoint: '/api/graphql',
    maskedErrors: { maskError },
    graphiql: false,
    landingPage: false,
    logging: false,
    // Yoga puts the Fetch Request at context.request; resolvers get our request context there instead.
    context: ({ school }) => ({ request: school }),
  });
  return {
    handle: (request: Request, serverContext: GraphqlContext) => yoga.handle(request, { school: serverContext.request }),
  };
}
