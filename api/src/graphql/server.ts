import { GraphQLError } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { graphqlSchemaSDL } from '@school/shared/contracts';
import { commonTexts } from '@school/shared/texts';
import { HttpError } from '../http/errors';
import type { ApiModule, GraphqlResolver } from '../modules/module';
import type { RequestContext } from '../http/context';
import type { GraphqlContext } from './context';

const codes: Record<number, string> = { 400: 'BAD_USER_INPUT', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT' };

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
  const schema = createSchema<GraphqlContext & { school: RequestContext }>({ typeDefs: graphqlSchemaSDL, resolvers: { Query, Mutation } });
  // Yoga puts the fetch Request under `request` in the context; our request context travels as
  // `school` and is handed to resolvers as `request` again by the context factory.
  const yoga = createYoga<{ school: RequestContext }, GraphqlContext>({
    schema,
    graphqlEndpoint: '/api/graphql',
    maskedErrors: { maskError },
    graphiql: false,
    landingPage: false,
    logging: false,
    context: ({ school }) => ({ request: school }),
  });
  return {
    handle: (request: Request, context: GraphqlContext) => yoga.handle(request, { school: context.request }),
  };
}
