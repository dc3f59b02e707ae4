import type { FormEvent } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { errorMessage, normaliseError, useDemoAccounts, useLogin, useSession } from '@school/shared/api';
import { LoginInputSchema } from '@school/shared/schemas';
import { Button, ButtonLink, Loader, TextInput, useSchemaForm } from '@school/shared/ui';
import { texts } from '../../../texts';
import { afterLoginPath } from '../../session';
import { signupQuery } from '../model/signup-query';
import styles from './login-page.module.css';

export function LoginPage() {
  const session = useSession();
  const login = useLogin();
  const [params] = useSearchParams();
  const location = useLocation();
  const form = useSchemaForm(LoginInputSchema, { email: '', password: '' });
  const { data: demo } = useDemoAccounts();

  if (session.isPending) return <Loader />;
  if (session.data) return <Navigate to={afterLoginPath(params.get('redirect_path'))} replace />;

  const serverError = login.error ? normaliseError(login.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credentials = form.submit();
    if (credentials) login.mutate(credentials);
  };

  return (
    <div className={styles.page}>
      <form className={`sc-panel ${styles.form}`} onSubmit={submit} noValidate aria-labelledby="login-title">
        <h1 id="login-title" className="sc-page-title">
          {texts.login.title}
        </h1>
        {serverError && (
          <p className="sc-form-error" role="alert">
            {serverError.fieldErrors.email ?? errorMessage(serverError)}
          </p>
        )}
        <TextInput label={texts.login.email} type="email" autoComplete="username" {...form.field('email')} required />
        <TextInput label={texts.login.password} type="password" autoComplete="current-password" {...form.field('password')} required />
        <p className={styles.forgot}>
          <Link to="/forgot-password">{texts.login.forgot}</Link>
        </p>
        <Button type="submit" block loading={login.isPending}>
          {texts.login.submit}
        </Button>
        <p className={styles.free}>
          {texts.login.noAccount}{' '}
          <ButtonLink to={`/signup${signupQuery(location.search)}`} variant="link">
            {texts.login.signup}
          </ButtonLink>{' '}
          {texts.login.or}{' '}
          <ButtonLink to="/introductory-lesson" variant="link">
            {texts.freeLesson.toLowerCase()}
          </ButtonLink>
        </p>
      </form>

      {demo?.enabled && (
        <section className={`sc-panel ${styles.demo}`} aria-labelledby="demo-title">
          <h2 id="demo-title">{texts.login.demoTitle}</h2>
          <p>{texts.login.demoHint(demo.password)}</p>
          <ul className={styles.accounts}>
            {demo.accounts.map((account) => (
              <li key={account.email}>
                <button
                  type="button"
                  className={styles.account}
                  onClick={() => {
                    form.set('email')(account.email);
                    form.set('password')(demo.password);
                  }}
                >
                  <strong>{account.email}</strong>
                  <span>{account.description}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
