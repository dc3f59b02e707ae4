import { errorMessage } from '@school/shared/api';
import { Button } from '@school/shared/ui';
import { referralTexts } from '../texts';
import { useAcceptReferral } from '../api/referral-queries';
import styles from './referral.module.css';

const t = referralTexts.accept;

/** A signed-in newcomer who followed a friend's link accepts the invitation. */
export function AcceptInvitation({ code }: { code: string }) {
  const accept = useAcceptReferral();
  return (
    <section className={`sc-panel ${styles.accept}`} aria-labelledby="accept-invitation-title" data-testid="accept-invitation">
      <h2 id="accept-invitation-title" className="sc-panel__title">
        {t.title}
      </h2>
      <p>{t.text}</p>
      {accept.isSuccess ? (
        <p role="status" className={styles.copied}>
          {t.done(accept.data.referrerName)}
        </p>
      ) : (
        <>
          <Button loading={accept.isPending} onClick={() => accept.mutate({ code })}>
            {t.button}
          </Button>
          {accept.isError && (
            <p className="sc-form-error" role="alert">
              {t.failed}. {errorMessage(accept.error)}
            </p>
          )}
        </>
      )}
    </section>
  );
}
