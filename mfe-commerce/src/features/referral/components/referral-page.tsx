import { useState } from 'react';
import { useCurrentUser } from '@school/shared/api';
import { formatDate } from '@school/shared/domain';
import { canInviteFriends } from '@school/shared/permissions';
import type { ReferralFriend, ReferralOverview } from '@school/shared/schemas';
import { Badge, Button, EmptyState, HintBubble, QueryView, type BadgeTone } from '@school/shared/ui';
import { referralTexts } from '../texts';
import { useReferrals } from '../api/referral-queries';
import { copyText } from '../model/copy-text';
import styles from './referral.module.css';
import { referralLink } from '../model/referral-link';

const t = referralTexts;
const stateTone: Record<ReferralFriend['state'], BadgeTone> = { lead: 'grey', joined: 'yellow', credited: 'green' };

function InviteLink({ code }: { code: string }) {
  const link = referralLink(window.location.origin, code);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => setCopied((await copyText(link)) ? 'yes' : 'no');
  return (
    <section className="sc-panel" aria-labelledby="referral-link-title">
      <h2 id="referral-link-title" className="sc-panel__title">
        {t.linkLabel}
      </h2>
      <div className={styles.linkRow}>
        <input
          className={`sc-input ${styles.link}`}
          value={link}
          readOnly
          aria-labelledby="referral-link-title"
          onFocus={(event) => event.currentTarget.select()}
          data-testid="referral-link"
        />
        <Button onClick={() => void copy()}>{t.copy}</Button>
      </div>
      <p className={styles.muted}>{t.code(code)}</p>
      <p role="status" className={copied === 'no' ? styles.copyFailed : styles.copied}>
        {copied === 'yes' ? t.copied : copied === 'no' ? t.copyFailed : ''}
      </p>
    </section>
  );
}

function Terms() {
  return (
    <section className="sc-panel" aria-labelledby="referral-terms-title">
      <h2 id="referral-terms-title" className="sc-panel__title">
        {t.lead}
      </h2>
      <ol className={styles.terms}>
        {t.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ol>
      <HintBubble trigger="clickAndHover" title={t.hintTitle} text={t.hintText}>
        <span className={styles.hintAnchor}>{t.hintAnchor}</span>
      </HintBubble>
    </section>
  );
}

function Friends({ friends }: { friends: ReferralFriend[] }) {
  return (
    <section className="sc-panel" aria-labelledby="referral-friends-title" data-testid="referral-friends">
      <h2 id="referral-friends-title" className="sc-panel__title">
        {t.friendsTitle}
      </h2>
      {friends.length === 0 ? (
        <EmptyState text={t.friendsEmpty} />
      ) : (
        <ul className={styles.friends}>
          {friends.map((friend) => (
            <li key={friend.id} className={styles.friend} data-testid="referral-friend" data-state={friend.state}>
              <strong>{friend.name || t.friendUnnamed}</strong>
              <Badge tone={stateTone[friend.state]}>{t.states[friend.state]}</Badge>
              <span className={styles.muted}>{t.invitedAt(formatDate(friend.invitedAt))}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Referral({ data }: { data: ReferralOverview }) {
  return (
    <div className={styles.page} data-testid="referral-page">
      <h1 className="sc-page-title">{t.title}</h1>
      {data.invitedBy && <p className={styles.note}>{t.invitedBy(data.invitedBy.name, data.invitedBy.credited)}</p>}
      {data.earnedLessons > 0 && <p className={styles.note}>{t.earned(data.earnedLessons)}</p>}
      <div className={styles.grid}>
        <InviteLink code={data.code} />
        <Terms />
      </div>
      <Friends friends={data.friends} />
    </div>
  );
}

/** /lms/referral: the learner's personal invitation link, the terms and the invited friends. */
export function ReferralPage() {
  const user = useCurrentUser();
  const referrals = useReferrals(canInviteFriends(user));
  if (!canInviteFriends(user)) {
    return (
      <div className={styles.page}>
        <h1 className="sc-page-title">{t.title}</h1>
        <EmptyState text={t.learnersOnly} />
      </div>
    );
  }
  return <QueryView query={referrals}>{(data) => <Referral data={data} />}</QueryView>;
}
