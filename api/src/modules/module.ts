import type { EndpointRoute, ProcedureRoute } from '../http/register';
import type { GraphqlContext } from '../graphql/context';

export type GraphqlResolver = (parent: unknown, args: Record<string, unknown>, context: GraphqlContext) => unknown;

/** A domain of the API: its REST routes, data procedures and GraphQL resolvers. */
export interface ApiModule {
  name: string;
  routes?: EndpointRoute[];
  procedures?: ProcedureRoute[];
  resolvers?: {
    Query?: Record<string, GraphqlResolver>;
    Mutation?: Record<string, GraphqlResolver>;
  };
}
