import { useState, type FormEvent } from 'react';
import { errorMessage, normaliseError } from '@school/shared/api';
import { ForgotPasswordFormSchema } from '@school/shared/schemas';
import { Button, ButtonLink, TextInput, useSchemaForm } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useForgotPassword } from '../api/account-hooks';
import styles from './accounts.module.css';

const t = texts.forgotPassword;

/** /forgot-password: the same answer for every address (whether it has an account is not told). */
export function ForgotPasswordPage() {
  const form = useSchemaForm(ForgotPasswordFormSchema, { email: '' });
  const request = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const serverError = request.error ? normaliseError(request.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (body) request.mutate(body, { onSuccess: () => setSentTo(body.email) });
  };

  if (sentTo) {
    return (
      <div className={styles.page}>
        <section className="sc-panel" aria-labelledby="forgot-sent" data-testid="forgot-sent">
          <h1 id="forgot-sent" className="sc-page-title">
            {t.sentTitle}
          </h1>
          <p role="status">{t.sent(sentTo)}</p>
          <p className={styles.links}>
            <Button variant="link" onClick={() => setSentTo(null)}>
              {t.again}
            </Button>
            <ButtonLink to="/login" variant="link">
              {t.back}
            </ButtonLink>
          </p>
        </section>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <form className={`sc-panel ${styles.form}`} onSubmit={submit} noValidate aria-labelledby="forgot-title">
        <h1 id="forgot-title" className="sc-page-title">
          {t.title}
        </h1>
        <p className={styles.intro}>{t.intro}</p>
        {serverError && (
          <p className="sc-form-error" role="alert">
            {errorMessage(serverError)}
          </p>
        )}
        <TextInput label={t.email} type="email" autoComplete="email" {...form.field('email')} required />
        <Button type="submit" block loading={request.isPending}>
          {t.submit}
        </Button>
        <p className={styles.links}>
          <ButtonLink to="/login" variant="link">
            {t.back}
          </ButtonLink>
        </p>
      </form>
    </div>
  );
}
