import type { FormEvent } from 'react';
import { formErrorMessage, normaliseError, useCurrentUser, useEndpointMutation } from '@school/shared/api';
import { RemoteComponent } from '@school/shared/app-shell';
import { hasLessonCalendar } from '@school/shared/permissions';
import { PasswordChangeInputSchema, SettingsInputSchema } from '@school/shared/schemas';
import { Button, TextInput, toast, useSchemaForm, useUnsavedChanges } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useUpdateSettings } from '../api/profile-hooks';

function ProfileForm() {
  const user = useCurrentUser();
  const form = useSchemaForm(SettingsInputSchema, {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    email: user.email,
    skype: user.skype,
    currentPassword: '',
  });
  useUnsavedChanges(form.dirty);
  // A new e-mail needs the current password (the server tells whether an address is taken only to the account's owner).
  const emailChanged = form.values.email.trim().toLowerCase() !== user.email;
  const save = useUpdateSettings();
  const fieldError = save.error ? normaliseError(save.error).fieldErrors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) return;
    save.mutate(
      { body: emailChanged ? body : { ...body, currentPassword: undefined } },
      {
        onSuccess: (session) => {
          form.reset({ ...form.values, email: session.user.email, currentPassword: '' });
          toast.success(emailChanged && session.user.pendingEmail ? texts.settings.emailLinkSent(session.user.pendingEmail) : texts.settings.profileSaved);
        },
      },
    );
  };
  return (
    <form className="sc-panel" onSubmit={submit} noValidate aria-labelledby="settings-profile">
      <h2 id="settings-profile">{texts.settings.profile}</h2>
      {save.error && !fieldError.email && !fieldError.currentPassword && (
        <p className="sc-form-error" role="alert">
          {formErrorMessage(save.error)}
        </p>
      )}
      <TextInput label={texts.settings.firstName} {...form.field('firstName')} autoComplete="given-name" />
      <TextInput label={texts.settings.lastName} {...form.field('lastName')} autoComplete="family-name" />
      <TextInput label={texts.settings.phone} type="tel" {...form.field('phone')} autoComplete="tel" />
      <TextInput
        label={texts.settings.email}
        type="email"
        value={form.values.email}
        onChange={form.set('email')}
        error={form.errors.email ?? fieldError.email}
        autoComplete="email"
      />
      {user.pendingEmail && (
        <p className="sc-field__hint" role="status" data-testid="pending-email">
          {texts.settings.emailPending(user.pendingEmail)}
        </p>
      )}
      {emailChanged && (
        <TextInput
          label={texts.settings.passwordForEmail}
          type="password"
          autoComplete="current-password"
          value={form.values.currentPassword ?? ''}
          onChange={form.set('currentPassword')}
          error={form.errors.currentPassword ?? fieldError.currentPassword}
        />
      )}
      <TextInput label={texts.settings.skype} {...form.field('skype')} />
      <Button type="submit" loading={save.isPending} disabled={!form.dirty}>
        {texts.settings.saveProfile}
      </Button>
    </form>
  );
}

function PasswordForm() {
  const form = useSchemaForm(PasswordChangeInputSchema, { currentPassword: '', newPassword: '' });
  useUnsavedChanges(form.dirty);
  const change = useEndpointMutation('changePassword', {
    onSuccess: () => {
      form.reset({ currentPassword: '', newPassword: '' });
      toast.success(texts.settings.passwordChanged);
    },
  });
  const fieldError = change.error ? normaliseError(change.error).fieldErrors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (body) change.mutate({ body });
  };
  return (
    <form className="sc-panel" onSubmit={submit} noValidate aria-labelledby="settings-password">
      <h2 id="settings-password">{texts.settings.password}</h2>
      {change.error && !fieldError.currentPassword && (
        <p className="sc-form-error" role="alert">
          {formErrorMessage(change.error)}
        </p>
      )}
      <TextInput
        label={texts.settings.currentPassword}
        type="password"
        autoComplete="current-password"
        value={form.values.currentPassword}
        onChange={form.set('currentPassword')}
        error={form.errors.currentPassword ?? fieldError.currentPassword}
      />
      <TextInput label={texts.settings.newPassword} type="password" autoComplete="new-password" {...form.field('newPassword')} />
      <Button type="submit" loading={change.isPending} disabled={!form.dirty}>
        {texts.settings.changePassword}
      </Button>
    </form>
  );
}

/** /lms/settings: name, phone, e-mail, messenger and password; the learner remote's settings (speech, review); lesson reminders and the calendar address of those who have lessons. */
export function SettingsPage() {
  const user = useCurrentUser();
  return (
    <div style={{ display: 'grid', gap: 20, maxWidth: 640 }}>
      <h1 className="sc-page-title">{texts.settings.title}</h1>
      <ProfileForm />
      <PasswordForm />
      <RemoteComponent id="mfe_learner/LearningSettings" props={{}} />
      {hasLessonCalendar(user) && <RemoteComponent id="mfe_teacher/LessonSettings" props={{}} />}
    </div>
  );
}
