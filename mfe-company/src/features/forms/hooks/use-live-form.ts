import { useState } from 'react';
import type { FormCheck } from '@school/shared/domain';
import { visibleErrors } from '../model/field-errors';

/**
 * A form checked as the user types (with `formCheck(schema)` from the shared package): a field's message
 * shows once the field was changed or left, every message after a submit attempt. Values stay as typed
 * after a failed save.
 */
export function useLiveForm<Values extends Record<string, string>, Output>(check: (values: Values) => FormCheck<Output>, initial: Values) {
  type Key = keyof Values & string;
  const [values, setValues] = useState<Values>(initial);
  const [saved, setSaved] = useState<Values>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);

  const result = check(values);
  const dirty = (Object.keys(values) as Key[]).some((key) => values[key] !== saved[key]);
  const touch = (key: Key) => setTouched((prev) => (prev.has(key) ? prev : new Set(prev).add(key)));

  return {
    values,
    errors: visibleErrors(result.errors, touched, submitted) as Partial<Record<Key, string>>,
    valid: result.valid,
    dirty,
    set: (key: Key) => (value: string) => {
      setValues((prev) => ({ ...prev, [key]: value }));
      touch(key);
    },
    /** For onBlur: a field the user left shows its message. */
    touch,
    /** Marks every field for its message and returns the parsed values when valid. */
    submit: (): Output | null => {
      setSubmitted(true);
      return result.valid ? result.output : null;
    },
    reset: (next: Values) => {
      setValues(next);
      setSaved(next);
      setTouched(new Set());
      setSubmitted(false);
    },
  };
}
