import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, normaliseError, useSession } from '@school/shared/api';
import { ButtonLink, Loader } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useConfirmEmail } from '../api/account-hooks';
import styles from './accounts.module.css';

const t = texts.confirmEmail;

/** /confirm-email?token=…: confirms a sign-up's address or a new address from the settings, on any device. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const confirm = useConfirmEmail();
  const sent = useRef(false);

  useEffect(() => {
    // A link works once: it is sent once, not again on a re-render.
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const next = session.data ? <ButtonLink to="/lms/dashboard">{t.toCabinet}</ButtonLink> : <ButtonLink to="/login">{t.toLogin}</ButtonLink>;

  return (
    <div className={styles.page}>
      <section className="sc-panel" aria-labelledby="confirm-title" data-testid="confirm-email">
        <h1 id="confirm-title" className="sc-page-title">
          {confirm.isError || !token ? t.failedTitle : t.title}
        </h1>
        {!token && <p role="alert">{texts.setPassword.noToken}</p>}
        {token && (confirm.isPending || confirm.isIdle) && <Loader label={t.checking} />}
        {confirm.isError && <p role="alert">{errorMessage(normaliseError(confirm.error))}</p>}
        {confirm.isSuccess && <p role="status">{t.done(confirm.data.email)}</p>}
        {(confirm.isSuccess || confirm.isError || !token) && <p className={styles.links}>{next}</p>}
      </section>
    </div>
  );
}
