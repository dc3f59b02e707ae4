import { useState } from 'react';
import type * as v from 'valibot';
import { formCheck, visibleErrors } from '../domain/form-check';

/**
 * Form state checked with a shared valibot schema: values, per-field messages and whether anything
 * changed. A field's message shows once the form was submitted or the field was touched (`touch`, for
 * onBlur); with `live`, typing in a field touches it, so messages follow the user as they type.
 * Values stay as typed after a failed save.
 */
export function useSchemaForm<S extends v.GenericSchema<Record<string, string>, unknown>>(
  schema: S,
  initial: v.InferInput<S>,
  options: { live?: boolean } = {},
) {
  type Key = keyof v.InferInput<S> & string;
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);

  const result = formCheck(schema)(values);
  const dirty = (Object.keys(values) as Key[]).some((k) => values[k] !== saved[k]);
  const touch = (key: Key) => setTouched((prev) => (prev.has(key) ? prev : new Set(prev).add(key)));
  const set = (key: Key) => (value: string) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    if (options.live) touch(key);
  };
  const errors = visibleErrors(result.errors, touched, submitted) as Partial<Record<Key, string>>;
  const forget = () => {
    setTouched(new Set());
    setSubmitted(false);
  };

  return {
    values,
    set,
    /** A text field's value, change handler and message: `<TextInput label="…" {...form.field('email')} />`. */
    field: (key: Key) => ({ value: values[key] as string, onChange: set(key), error: errors[key] }),
    /** A field the user left shows its message. */
    touch,
    errors,
    valid: result.valid,
    dirty,
    /** Marks the form submitted and returns the parsed values when valid. */
    submit: (): v.InferOutput<S> | null => {
      setSubmitted(true);
      return result.valid ? result.output : null;
    },
    markSaved: () => {
      setSaved(values);
      forget();
    },
    /** Replaces the values and treats them as saved (after a password change, say). */
    reset: (next: v.InferInput<S>) => {
      setValues(next);
      setSaved(next);
      forget();
    },
  };
}
