import type * as v from 'valibot';

/** One thing wrong in the content: the file (relative to content/), the field inside it, and what is wrong. */
export interface ContentProblem {
  file: string;
  /** A path into the file's JSON ('lessons[3].materials', 'theory'), or '' for the file as a whole. */
  field: string;
  message: string;
}

/** `['lessons', 3, 'materials']` → 'lessons[3].materials'. */
export function fieldPath(path: readonly (string | number)[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('');
}

/** The problems of a schema check, one per issue, with the issue's field. */
export function schemaProblems(file: string, issues: readonly v.BaseIssue<unknown>[]): ContentProblem[] {
  return issues.map((issue) => ({
    file,
    field: fieldPath((issue.path ?? []).map((item) => item.key as string | number)),
    message: issue.message,
  }));
}

/** One line per problem: `lessons/A1/A1-3.json › theory: the lesson has no theory`. */
export function formatProblems(problems: readonly ContentProblem[]): string {
  return problems.map((p) => `${p.file}${p.field ? ` › ${p.field}` : ''}: ${p.message}`).join('\n');
}
