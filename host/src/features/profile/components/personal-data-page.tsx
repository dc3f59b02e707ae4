import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formErrorMessage, useCurrentUser } from '@school/shared/api';
import { PersonalDataInputSchema } from '@school/shared/schemas';
import { Button, TextInput, toast, useSchemaForm } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useUpdatePersonalData } from '../api/profile-hooks';

/** The forced page for a user whose name or phone is missing: it saves them and lets the user go on. */
export function PersonalDataPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const form = useSchemaForm(PersonalDataInputSchema, { firstName: user.firstName, lastName: user.lastName, phone: user.phone });
  const save = useUpdatePersonalData();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) return;
    save.mutate(
      { body },
      {
        onSuccess: () => {
          form.markSaved();
          toast.success(texts.personalData.saved);
          navigate('/lms/dashboard', { replace: true });
        },
      },
    );
  };

  return (
    <form className="sc-panel" style={{ maxWidth: 560, margin: '0 auto' }} onSubmit={submit} noValidate aria-labelledby="pd-title">
      <h1 id="pd-title" className="sc-page-title">
        {texts.personalData.title}
      </h1>
      <p>{texts.personalData.intro}</p>
      {save.error && (
        <p className="sc-form-error" role="alert">
          {formErrorMessage(save.error)}
        </p>
      )}
      <TextInput label={texts.personalData.firstName} {...form.field('firstName')} autoComplete="given-name" required />
      <TextInput label={texts.personalData.lastName} {...form.field('lastName')} autoComplete="family-name" required />
      <TextInput label={texts.personalData.phone} type="tel" {...form.field('phone')} autoComplete="tel" required />
      <Button type="submit" loading={save.isPending} disabled={!form.dirty && !user.personalDataMissing}>
        {texts.personalData.submit}
      </Button>
    </form>
  );
}
