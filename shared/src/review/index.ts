/**
 * The daily review's calls, schemas and texts (@school/shared/review): not a shared module of the
 * federation but tree-shaken into the builds that use it (the learner remote's review, the dashboard's
 * card, the teacher's Stats tab) and the server, so the first pages of the school do not carry it.
 */
export * from './schemas';
export * from './texts';
export * from './contracts';
