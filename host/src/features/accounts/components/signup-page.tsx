import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { errorMessage, normaliseError, useSession } from '@school/shared/api';
import { accountTexts } from '@school/shared/texts';
import { SignupFieldsSchema } from '@school/shared/schemas';
import { Button, ButtonLink, Loader, TextInput, useSchemaForm, useUnsavedChanges } from '@school/shared/ui';
import { texts } from '../../../texts';
import { afterLoginPath } from '../../session';
import { useSignup } from '../api/account-hooks';
import { signupSource } from '../model/signup-source';
import { signupQuery } from '../../auth';
import styles from './accounts.module.css';

const t = texts.signup;

/** /signup: a learner opens an account and lands signed in (then the usual forced pages and the onboarding). */
export function SignupPage() {
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const [source] = useState(() => signupSource(location.search));
  const form = useSchemaForm(SignupFieldsSchema, { firstName: '', lastName: '', email: '', phone: '', password: '' });
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const signup = useSignup();
  // Nothing to lose once the form is sent: the new session then opens the cabinet (below).
  useUnsavedChanges(form.dirty && !signup.isPending && !signup.isSuccess);

  if (session.isPending) return <Loader />;
  if (session.data) return <Navigate to={afterLoginPath(params.get('redirect_path'))} replace />;

  const serverError = signup.error ? normaliseError(signup.error) : null;
  const consentError = submitted && !accepted ? accountTexts.termsRequired : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const fields = form.submit();
    if (!fields || !accepted) return;
    signup.mutate({ ...fields, acceptTerms: true, ...source });
  };

  return (
    <div className={styles.page}>
      <form className={`sc-panel ${styles.form}`} onSubmit={submit} noValidate aria-labelledby="signup-title" data-testid="signup-form">
        <h1 id="signup-title" className="sc-page-title">
          {t.title}
        </h1>
        <p className={styles.intro}>{t.intro}</p>
        {source.promocode && <p className={styles.note}>{t.promocode(source.promocode)}</p>}
        {source.referralCode && <p className={styles.note}>{t.invited}</p>}
        {serverError && !serverError.fieldErrors.email && (
          <p className="sc-form-error" role="alert">
            {errorMessage(serverError)}
          </p>
        )}
        <TextInput label={t.firstName} autoComplete="given-name" {...form.field('firstName')} required />
        <TextInput label={t.lastName} autoComplete="family-name" {...form.field('lastName')} required />
        <TextInput
          label={t.email}
          type="email"
          autoComplete="email"
          value={form.values.email}
          onChange={form.set('email')}
          error={form.errors.email ?? serverError?.fieldErrors.email}
          required
        />
        <TextInput label={t.phone} type="tel" autoComplete="tel" {...form.field('phone')} required />
        <TextInput label={t.password} type="password" autoComplete="new-password" hint={t.passwordHint} {...form.field('password')} required />
        <label className={styles.consent}>
          <input
            type="checkbox"
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? 'signup-consent-error' : undefined}
          />
          <span>
            {t.consentBefore}
            <Link to="/offer" target="_blank">
              {t.consentOffer}
            </Link>
            {t.consentAnd}
            <Link to="/privacy" target="_blank">
              {t.consentPrivacy}
            </Link>
          </span>
        </label>
        {consentError && (
          <p id="signup-consent-error" className={`sc-field__error ${styles.consentError}`} role="alert">
            {consentError}
          </p>
        )}
        <Button type="submit" block loading={signup.isPending}>
          {t.submit}
        </Button>
        <p className={styles.links}>
          {t.haveAccount}
          <ButtonLink to={`/login${signupQuery(location.search)}`} variant="link">
            {t.login}
          </ButtonLink>
        </p>
      </form>
    </div>
  );
}
