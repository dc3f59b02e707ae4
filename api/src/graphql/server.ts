import { GraphQLError } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { graphqlSchemaSDL } from '@school/shared/contracts';
import { commonTexts } from '@school/shared/texts';
import { HttpError } from '../http/errors';
import { logUnexpectedError, requestIdOf } from '../http/request-id';
import type { ApiModule, GraphqlResolver } from '../modules/module';
import type { RequestContext } from '../http/context';
import type { GraphqlContext } from './context';
import { documentProblems } from './limits';
import { graphqlTexts } from './texts';

/** An unexpected resolver error, already logged under the request's id. */
class ResolverFault extends Error {
  constructor(readonly requestId: string) {
    super('resolver failed');
  }
}

/** Resolvers log what they did not expect with the request's id; the client gets the id only. */
function guarded(field: string, resolver: GraphqlResolver): GraphqlResolver {
  return async (parent, args, context) => {
    try {
      return await resolver(parent, args, context);
    } catch (error) {
      if (error instanceof HttpError || isGraphqlError(error)) throw error;
      const requestId = requestIdOf(context.request.hono);
      logUnexpectedError(requestId, `GraphQL ${field}`, error);
      throw new ResolverFault(requestId);
    }
  };
}

const codes: Record<number, string> = { 400: 'BAD_USER_INPUT', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT' };

/** A GraphQLError of any copy of the graphql package (yoga's executor may load another one than ours). */
function isGraphqlError(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError || (error instanceof Error && error.name === 'GraphQLError');
}

/**
 * A client's mistake the executor found before any resolver ran: a variable of the wrong type (the
 * scalar's own GraphQLError, wrapped). Answered 400 BAD_USER_INPUT with one line in the log, never as
 * an internal error with a stack trace.
 */
function clientInputError(error: unknown): GraphQLError | null {
  if (!isGraphqlError(error) || !error.originalError || error.path) return null;
  if (!isGraphqlError(error.originalError)) return null;
  const variable = /Variable "\$([A-Za-z_][A-Za-z0-9_]*)"/.exec(error.message)?.[1];
  console.warn(`GraphQL: refused a variable of the wrong type${variable ? ` ($${variable})` : ''}: ${error.originalError.message.slice(0, 200)}`);
  return new GraphQLError(variable ? graphqlTexts.invalidVariable(variable) : commonTexts.invalidRequest, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

/** Our HttpErrors become GraphQL errors with the same message; a client's wrong variable a 400; anything else is masked. */
function maskError(error: unknown): Error {
  const clientError = clientInputError(error);
  if (clientError) return clientError;
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
  if (original instanceof ResolverFault) {
    return new GraphQLError(commonTexts.serverError(original.requestId), { extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: original.requestId } });
  }
  logUnexpectedError('-', 'GraphQL', original);
  return new GraphQLError(commonTexts.apiErrorFallback, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}

/** Refuses documents over the limits (and visitors' introspection) before they are validated or run. */
const limitsPlugin: Plugin<{ school: RequestContext }> = {
  onValidate: ({ context, params, setResult }) => {
    const problems = documentProblems(params.documentAST, Boolean(context.school.viewer));
    if (problems.length > 0) setResult(problems);
  },
};

export function createGraphqlServer(modules: ApiModule[]) {
  const Query: Record<string, GraphqlResolver> = {};
  const Mutation: Record<string, GraphqlResolver> = {};
  for (const module of modules) {
    for (const [field, resolver] of Object.entries(module.resolvers?.Query ?? {})) Query[field] = guarded(field, resolver);
    for (const [field, resolver] of Object.entries(module.resolvers?.Mutation ?? {})) Mutation[field] = guarded(field, resolver);
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
    // The limits below depend on who asks (introspection), so validation results are not cached.
    parserAndValidationCache: false,
    plugins: [limitsPlugin],
    // Yoga puts the Fetch Request at context.request; resolvers get our request context there instead.
    context: ({ school }) => ({ request: school }),
  });
  return {
    handle: (request: Request, serverContext: GraphqlContext) => yoga.handle(request, { school: serverContext.request }),
  };
}
