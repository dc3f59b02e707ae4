import type { HonoContext } from '../http/context';
import type { EndpointRoute, ProcedureRoute } from '../http/register';
import type { GraphqlContext } from '../graphql/context';
import type { AppDeps } from '../http/context';
import type { JobKind, JobWorker } from '../jobs/queue';

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

/** A domain of the API: its REST routes, data procedures, GraphQL resolvers and job workers. */
export interface ApiModule {
  name: string;
  /** Kinds of jobs this module sends (api/src/jobs): their queues are created at start. */
  jobKinds?: JobKind<unknown>[];
  /** Workers this module runs on every instance (their kinds are declared too). */
  jobWorkers?: (deps: AppDeps) => JobWorker[];
  routes?: EndpointRoute[];
  procedures?: ProcedureRoute[];
  rawRoutes?: RawRoute[];
  resolvers?: {
    Query?: Record<string, GraphqlResolver>;
    Mutation?: Record<string, GraphqlResolver>;
  };
}
