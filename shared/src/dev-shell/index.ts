// A remote's standalone development shell (pnpm --filter mfe-x dev): never part of a page in production.
export * from './dev-shell';
export * from './dev-pages';
