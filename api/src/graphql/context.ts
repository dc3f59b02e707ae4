import type { RequestContext } from '../http/context';

/** GraphQL resolvers see the same request context as REST handlers. */
export interface GraphqlContext {
  request: RequestContext;
}
