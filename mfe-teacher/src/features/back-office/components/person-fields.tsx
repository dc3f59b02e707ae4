import { errorMessage, type ApiError } from '@school/shared/api';
import { TextInput } from '@school/shared/ui';
import { texts } from '../../../texts';

type NameKey = 'firstName' | 'lastName';

/** The part of a schema form a person's name and e-mail need (inviting someone, an HR user, a lead). */
interface PersonForm {
  values: { email: string };
  errors: Partial<Record<NameKey | 'email', string>>;
  set: (key: 'email') => (value: string) => void;
  field: (key: NameKey) => { value: string; onChange: (value: string) => void; error: string | undefined };
}

/**
 * The failed call's message (unless it concerns the e-mail, shown under its field) and the first name,
 * last name and e-mail fields of a person the back office adds.
 */
export function PersonFields({ form, error, autoComplete }: { form: PersonForm; error: ApiError | null; autoComplete?: 'off' }) {
  const t = texts.backOffice.invite;
  return (
    <>
      {error && !error.fieldErrors.email && (
        <p className="sc-form-error" role="alert">
          {errorMessage(error)}
        </p>
      )}
      <TextInput label={t.firstName} autoComplete={autoComplete} {...form.field('firstName')} />
      <TextInput label={t.lastName} autoComplete={autoComplete} {...form.field('lastName')} />
      <TextInput
        label={t.email}
        type="email"
        autoComplete={autoComplete}
        value={form.values.email}
        onChange={form.set('email')}
        error={form.errors.email ?? error?.fieldErrors.email}
      />
    </>
  );
}
