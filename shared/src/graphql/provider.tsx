import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { graphqlClient } from './client';

/**
 * Apollo for the pages that use GraphQL (legal offers): mounted around them, not around the app, so
 * Apollo and graphql are downloaded only when such a page opens. The page's one client by default.
 */
export function GraphqlProvider({ client, children }: { client?: ApolloClient; children: ReactNode }) {
  return <ApolloProvider client={client ?? graphqlClient()}>{children}</ApolloProvider>;
}
