export * from './student-status';
export * from './balance';
export * from './dates';
export * from './programs';
export * from './company';
export * from './form-check';
