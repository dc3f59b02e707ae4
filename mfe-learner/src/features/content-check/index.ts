export { checkContent, exerciseProblems } from './model/check-content';
export { CONTENT_SPEC, type ContentSpec } from './model/content-spec';
export { formatProblems, type ContentProblem } from './model/problems';
export { placeholderIn } from './model/placeholders';
