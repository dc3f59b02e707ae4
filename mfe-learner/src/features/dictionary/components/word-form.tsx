import { useState, type FormEvent } from 'react';
import { normaliseError } from '@school/shared/api';
import { DICTIONARY_LIMITS, WordFormSchema, type Word, type WordFields, type WordFormValues } from '@school/shared/schemas';
import { Button, TextArea, TextInput, useSchemaForm } from '@school/shared/ui';
import { texts } from '../../../texts';
import { duplicateOf } from '../model/words';
import styles from './dictionary.module.css';

type Field = keyof WordFormValues;

const EMPTY_WORD: WordFormValues = { word: '', translation: '', example: '' };

/**
 * The word form (adding and editing): messages while typing, a duplicate caught before sending, the
 * server's messages on their fields. Whatever was typed stays after a failed save.
 */
export function WordForm({
  initial = EMPTY_WORD,
  words,
  exceptId,
  submitLabel,
  onSubmit,
  onCancel,
  resetAfterSave = false,
  testId,
}: {
  initial?: WordFormValues;
  words: readonly Word[];
  exceptId?: number;
  submitLabel: string;
  onSubmit: (values: WordFields) => Promise<unknown>;
  onCancel?: () => void;
  resetAfterSave?: boolean;
  testId?: string;
}) {
  const form = useSchemaForm(WordFormSchema, initial, { live: true });
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const duplicate = duplicateOf(words, form.values.word, exceptId);
  const errors: Partial<Record<Field, string>> = {
    ...form.errors,
    ...(duplicate && (form.errors.word === undefined ? { word: texts.dictionary.duplicate } : {})),
    ...serverErrors,
  };

  const change = (field: Field) => (value: string) => {
    form.set(field)(value);
    // The server's message of a field goes once the field is changed; the form's own checks stay.
    setServerErrors(({ [field]: _dropped, ...others }) => others);
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (!values || duplicate || busy) return;
    setBusy(true);
    try {
      await onSubmit(values);
      if (resetAfterSave) form.reset(EMPTY_WORD);
      else form.markSaved();
    } catch (error) {
      const e = normaliseError(error);
      const fields = Object.fromEntries(Object.entries(e.fieldErrors).filter(([k]) => k in EMPTY_WORD)) as Partial<Record<Field, string>>;
      setServerErrors(fields);
      setFormError(Object.keys(fields).length > 0 ? null : e.status === 0 ? texts.dictionary.failed : (e.messages[0] ?? texts.dictionary.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid={testId}>
      <div className={styles.formRow}>
        <TextInput
          label={texts.dictionary.word}
          value={form.values.word}
          onChange={change('word')}
          onBlur={() => form.touch('word')}
          error={errors.word}
          lang="en"
          maxLength={DICTIONARY_LIMITS.word + 20}
          autoComplete="off"
        />
        <TextInput
          label={texts.dictionary.translation}
          value={form.values.translation}
          onChange={change('translation')}
          onBlur={() => form.touch('translation')}
          error={errors.translation}
          maxLength={DICTIONARY_LIMITS.translation + 20}
          autoComplete="off"
        />
      </div>
      <TextArea
        label={texts.dictionary.example}
        hint={texts.dictionary.exampleHint}
        value={form.values.example}
        onChange={change('example')}
        onBlur={() => form.touch('example')}
        error={errors.example}
        lang="en"
        rows={2}
        maxLength={DICTIONARY_LIMITS.example + 20}
      />
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.formActions}>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {texts.dictionary.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
