export * from './config';
export * from './errors';
export * from './http';
export * from './query-keys';
export * from './query-client';
export * from './hooks';
export * from './inline-session';
export * from './analytics';
export { endpoints, procedures } from '../contracts';
