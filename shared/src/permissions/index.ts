export * from './viewer';
export * from './reports';
export * from './students';
export * from './companies';
export * from './content';
export * from './commerce';
export * from './analytics';
export * from './dictionary';
