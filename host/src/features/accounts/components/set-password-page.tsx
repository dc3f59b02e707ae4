import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, normaliseError } from '@school/shared/api';
import { NewPasswordFormSchema } from '@school/shared/schemas';
import { Button, ButtonLink, Loader, TextInput, toast, useSchemaForm } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useLinkInfo, useSetPassword } from '../api/account-hooks';
import styles from './accounts.module.css';

const t = texts.setPassword;

function LinkFailed({ message }: { message: string }) {
  return (
    <div className={styles.page}>
      <section className="sc-panel" aria-labelledby="link-failed" data-testid="link-failed">
        <h1 id="link-failed" className="sc-page-title">
          {t.failedTitle}
        </h1>
        <p role="alert">{message}</p>
        <p className={styles.links}>
          <ButtonLink to="/forgot-password">{t.requestNew}</ButtonLink>
          <ButtonLink to="/login" variant="secondary">
            {t.toLogin}
          </ButtonLink>
        </p>
      </section>
    </div>
  );
}

/**
 * /set-password?token=…: the link of an invitation, a password reset or the first administrator. The
 * person picks a password and lands signed in; every other session of theirs ends.
 */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const info = useLinkInfo(token);
  const form = useSchemaForm(NewPasswordFormSchema, { password: '' });
  const save = useSetPassword();

  if (!token) return <LinkFailed message={t.noToken} />;
  if (info.isPending) return <Loader label={t.checking} />;
  if (info.error) return <LinkFailed message={errorMessage(normaliseError(info.error))} />;
  const link = info.data;
  const saveError = save.error ? normaliseError(save.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) return;
    save.mutate(
      { token, password: body.password },
      {
        onSuccess: () => {
          toast.success(t.saved);
          navigate('/lms/dashboard', { replace: true });
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <form className={`sc-panel ${styles.form}`} onSubmit={submit} noValidate aria-labelledby="set-password-title" data-testid="set-password-form">
        <h1 id="set-password-title" className="sc-page-title">
          {t.titles[link.purpose] ?? t.titles['password-reset']}
        </h1>
        <p className={styles.intro}>
          {t.greeting(link.firstName)} {t.intro(link.email)}
        </p>
        {saveError && (
          <p className="sc-form-error" role="alert">
            {errorMessage(saveError)}
          </p>
        )}
        {/* The address, for the browser's password manager. */}
        <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
        <TextInput label={t.password} type="password" autoComplete="new-password" hint={t.passwordHint} {...form.field('password')} required />
        <Button type="submit" block loading={save.isPending}>
          {t.submit}
        </Button>
      </form>
    </div>
  );
}
