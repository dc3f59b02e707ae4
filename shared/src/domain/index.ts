export * from './student-status';
export * from './balance';
export * from './dates';
export * from './programs';
export * from './next-lesson';
export * from './program-lessons';
export * from './courses';
