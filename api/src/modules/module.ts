import type { HonoContext } from '../http/context';
import type { EndpointRoute, ProcedureRoute } from '../http/register';
import type { GraphqlContext } from '../graphql/context';

export type GraphqlResolver = (parent: unknown, args: Record<string, unknown>, context: GraphqlContext) => unknown;

/**
 * A route that is not JSON in and out (file uploads, downloads, redirects): the handler reads the
 * request and answers a Response itself. `path` is relative to /api. No session is required;
 * the handler checks what it needs.
 */
export interface RawRoute {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: string;
  handler: (c: HonoContext) => Promise<Response>;
}

/** A domain of the API: its REST routes, data procedures and GraphQL resolvers. */
export interface ApiModule {
  name: string;
  routes?: EndpointRoute[];
  procedures?: ProcedureRoute[];
  rawRoutes?: RawRoute[];
  resolvers?: {
    Query?: Record<string, GraphqlResolver>;
    Mutation?: Record<string, GraphqlResolver>;
  };
}
