export * from './providers';
export * from './dev-shell';
export * from './remotes';
export * from './dev-pages';
export * from './not-found-page';
