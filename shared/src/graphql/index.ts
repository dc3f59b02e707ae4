export * from './client';
export { GraphqlProvider } from './provider';
export { useMutation, useQuery } from '@apollo/client/react';
