import { useState } from 'react';
import * as v from 'valibot';

/**
 * Form state checked with a shared valibot schema: values, per-field messages once the user tried
 * to submit, and whether anything changed.
 */
export function useSchemaForm<S extends v.GenericSchema<Record<string, string>, unknown>>(schema: S, initial: v.InferInput<S>) {
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [submitted, setSubmitted] = useState(false);

  const result = v.safeParse(schema, values);
  const errors: Partial<Record<keyof v.InferInput<S>, string>> = {};
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key as keyof v.InferInput<S> | undefined;
      if (key !== undefined && !errors[key]) errors[key] = issue.message;
    }
  }
  const dirty = (Object.keys(values) as (keyof v.InferInput<S>)[]).some((k) => values[k] !== saved[k]);

  return {
    values,
    set: (key: keyof v.InferInput<S>) => (value: string) => setValues((prev) => ({ ...prev, [key]: value })),
    errors: submitted ? errors : ({} as typeof errors),
    valid: result.success,
    dirty,
    /** Marks the form submitted and returns the parsed values when valid. */
    submit: (): v.InferOutput<S> | null => {
      setSubmitted(true);
      return result.success ? result.output : null;
    },
    markSaved: () => {
      setSaved(values);
      setSubmitted(false);
    },
    /** Replaces the values and treats them as saved (after a password change, say). */
    reset: (next: v.InferInput<S>) => {
      setValues(next);
      setSaved(next);
      setSubmitted(false);
    },
  };
}
