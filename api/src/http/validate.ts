import * as v from 'valibot';
import { HttpError } from './errors';

/** Validates input with a shared schema; a failure answers 400 with each issue's message and field. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const errors = result.issues.map((issue) => {
    const field = issue.path?.map((p) => String(p.key)).join('.');
    return field ? { message: issue.message, field } : { message: issue.message };
  });
  throw new HttpError(400, errors);
}
