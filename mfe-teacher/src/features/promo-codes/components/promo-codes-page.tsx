import { useMemo, useState } from 'react';
import { errorMessage } from '@school/shared/api';
import type { PromoCodeAdmin } from '@school/shared/schemas';
import { Badge, Button, ConfirmDialog, EmptyState, QueryView, toast, type BadgeTone } from '@school/shared/ui';
import { useConfig } from '@school/shared/api';
import { texts } from '../../../texts';
import { usePromoCodes, useUpdatePromoCode } from '../api/promo-code-queries';
import { switchedInput } from '../model/promo-code-draft';
import { discountText, promoState, targetsText, usesText, validityText, type PromoState } from '../model/promo-code-facts';
import { PromoCodeDialog } from './promo-code-dialog';
import styles from './promo-codes.module.css';

const t = texts.promoCodes;

const stateTone: Record<PromoState, BadgeTone> = { active: 'green', 'not-started': 'accent', expired: 'grey', 'used-up': 'yellow', off: 'grey' };

function PromoCodeItem({
  code,
  planNames,
  now,
  onEdit,
  onSwitchOff,
  onSwitchOn,
  switching,
}: {
  code: PromoCodeAdmin;
  planNames: ReadonlyMap<string, string>;
  now: Date;
  onEdit: () => void;
  onSwitchOff: () => void;
  onSwitchOn: () => void;
  switching: boolean;
}) {
  const state = promoState(code, now);
  return (
    <li className={`sc-panel ${styles.item}`} data-testid="promo-code-row" data-code={code.code}>
      <div className={styles.head}>
        <h3 className={styles.code}>{code.code}</h3>
        <Badge tone={stateTone[state]} testId="promo-code-state">
          {t.states[state]}
        </Badge>
      </div>
      <dl className={`sc-facts ${styles.facts}`}>
        <dt>{t.columns.discount}</dt>
        <dd data-testid="promo-code-discount">
          {discountText(code)}, {code.firstPurchaseOnly ? t.firstPurchase : t.anyPurchase}
        </dd>
        <dt>{t.columns.targets}</dt>
        <dd>{targetsText(code, planNames)}</dd>
        <dt>{t.columns.validity}</dt>
        <dd>{validityText(code)}</dd>
        <dt>{t.columns.uses}</dt>
        <dd data-testid="promo-code-uses">{usesText(code)}</dd>
        {code.comment && (
          <>
            <dt>{t.columns.comment}</dt>
            <dd className={styles.comment}>{code.comment}</dd>
          </>
        )}
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onEdit} aria-label={`${t.edit}: ${code.code}`}>
          {t.edit}
        </Button>
        {code.active ? (
          <Button variant="secondary" onClick={onSwitchOff} aria-label={`${t.switchOff}: ${code.code}`}>
            {t.switchOff}
          </Button>
        ) : (
          <Button variant="secondary" onClick={onSwitchOn} loading={switching} aria-label={`${t.switchOn}: ${code.code}`}>
            {t.switchOn}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * /lms/admin/promo-codes (admins): the school's promo codes with their terms, state and paid uses; a code is
 * created and edited in a dialog, and switched off after a question (codes are never deleted).
 */
export function PromoCodesPage() {
  const list = usePromoCodes();
  const { data: config } = useConfig();
  const update = useUpdatePromoCode();
  const [editing, setEditing] = useState<PromoCodeAdmin | 'new' | null>(null);
  const [switchingOff, setSwitchingOff] = useState<PromoCodeAdmin | null>(null);
  const planNames = useMemo(() => new Map((config?.subscriptionPlans ?? []).map((p) => [p.id, p.name])), [config]);
  const now = new Date();

  const switchCode = (code: PromoCodeAdmin, active: boolean) =>
    update.mutate(switchedInput(code, active), {
      onSuccess: (saved) => {
        toast.success(active ? t.switchedOn(saved.code) : t.switchedOff(saved.code));
        setSwitchingOff(null);
      },
      onError: (error) => {
        toast.error(errorMessage(error));
        setSwitchingOff(null);
      },
    });

  return (
    <section aria-labelledby="promo-codes-title" data-testid="promo-codes">
      <div className={styles.top}>
        <h2 id="promo-codes-title" className={styles.title}>
          {t.title}
        </h2>
        <Button onClick={() => setEditing('new')}>{t.create}</Button>
      </div>
      <p className={styles.intro}>{t.intro}</p>
      <QueryView query={list} failed={t.loadFailed}>
        {(codes) =>
          codes.length === 0 ? (
            <EmptyState text={t.empty} />
          ) : (
            <ul className="sc-list" aria-label={t.listLabel}>
              {codes.map((code) => (
                <PromoCodeItem
                  key={code.id}
                  code={code}
                  planNames={planNames}
                  now={now}
                  onEdit={() => setEditing(code)}
                  onSwitchOff={() => setSwitchingOff(code)}
                  onSwitchOn={() => switchCode(code, true)}
                  switching={update.isPending && update.variables?.id === code.id}
                />
              ))}
            </ul>
          )
        }
      </QueryView>
      {editing && <PromoCodeDialog code={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {switchingOff && (
        <ConfirmDialog
          title={t.offTitle(switchingOff.code)}
          text={t.offText}
          confirmLabel={t.offConfirm}
          danger
          busy={update.isPending}
          onConfirm={() => switchCode(switchingOff, false)}
          onCancel={() => setSwitchingOff(null)}
        />
      )}
    </section>
  );
}
