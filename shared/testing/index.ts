/** Fixtures for tests of every package (never imported by app code). */
export * from './users';
export * from './groups';
export * from './commerce';
export * from './render';
