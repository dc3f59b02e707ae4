import { errorMessage, normaliseError, useEndpointMutation } from '@school/shared/api';
import type { CurrentUser } from '@school/shared/schemas';
import { Button } from '@school/shared/ui';
import { texts } from '../../../texts';
import styles from './layout.module.css';

const t = texts.emailBanner;

/** Under the header while a learner who signed up has not confirmed their address (they may not pay yet). */
export function EmailConfirmationBanner({ user }: { user: CurrentUser }) {
  const resend = useEndpointMutation('resendEmailConfirmation');
  return (
    <div className={styles.emailBanner} role="region" aria-label={t.label} data-testid="email-confirmation-banner">
      <span>{t.text(user.email)}</span>
      {resend.isSuccess ? (
        <span role="status">{t.sent}</span>
      ) : (
        <Button variant="link" size="small" loading={resend.isPending} onClick={() => resend.mutate({})}>
          {t.resend}
        </Button>
      )}
      {resend.isError && <span role="alert">{errorMessage(normaliseError(resend.error))}</span>}
    </div>
  );
}
