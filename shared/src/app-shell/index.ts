export * from './providers';
export * from './dev-shell';
