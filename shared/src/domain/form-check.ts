import * as v from 'valibot';

/**
 * A form's values checked with a schema: the parsed output when valid, the first message of each field.
 * A check of the whole form (an end after its start) has no field: its message goes under the key ''.
 */
type FormCheck<Output> = { valid: true; output: Output; errors: Record<string, string> } | { valid: false; errors: Record<string, string> };

/**
 * A checker of form values made from a shared schema, for forms that show messages as the user types.
 * Apps use it instead of importing valibot, so every message comes from the one configured valibot.
 */
export function formCheck<S extends v.GenericSchema>(schema: S): (values: v.InferInput<S>) => FormCheck<v.InferOutput<S>> {
  return (values) => {
    const result = v.safeParse(schema, values);
    if (result.success) return { valid: true, output: result.output, errors: {} };
    const errors: Record<string, string> = {};
    for (const issue of result.issues) {
      const key = String(issue.path?.[0]?.key ?? '');
      if (!(key in errors)) errors[key] = issue.message;
    }
    return { valid: false, errors };
  };
}

/** Messages to show: those of the fields the user has touched, or of every field after a submit attempt. */
export function visibleErrors(errors: Record<string, string>, touched: ReadonlySet<string>, submitted: boolean): Record<string, string> {
  if (submitted) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => touched.has(key)));
}
