export * from './providers';
export * from './remotes';
export * from './not-found-page';
