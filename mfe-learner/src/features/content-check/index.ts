export { checkContent } from './model/check-content';
export { formatProblems } from './model/problems';
