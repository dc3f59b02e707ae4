import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formErrorMessage, queryKeys, useCurrentUser, useEndpointMutation } from '@school/shared/api';
import { PersonalDataInputSchema } from '@school/shared/schemas';
import { Button, TextInput, toast, useSchemaForm } from '@school/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { texts } from '../../../texts';

/** The forced page for a user whose name or phone is missing: it saves them and lets the user go on. */
export function PersonalDataPage() {
  const user = useCurrentUser();
  const client = useQueryClient();
  const navigate = useNavigate();
  const form = useSchemaForm(PersonalDataInputSchema, { firstName: user.firstName, lastName: user.lastName, phone: user.phone });
  const save = useEndpointMutation('updatePersonalData', {
    onSuccess: (session) => {
      form.markSaved();
      client.setQueryData(queryKeys.session(), session.user);
      toast.success(texts.personalData.saved);
      navigate('/lms/dashboard', { replace: true });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (body) save.mutate({ body });
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
