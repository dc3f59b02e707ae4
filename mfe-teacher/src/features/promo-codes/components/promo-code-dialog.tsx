import { useMemo, useState, type FormEvent } from 'react';
import { errorMessage, normaliseError } from '@school/shared/api';
import type { PromoCodeAdmin } from '@school/shared/schemas';
import { Button, ConfirmDialog, DateInput, Modal, TextArea, TextInput, toast, useConfirmedClose } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useCreatePromoCode, usePromoTargets, useUpdatePromoCode } from '../api/promo-code-queries';
import {
  checkPromoDraft,
  draftOfCode,
  emptyPromoDraft,
  serverFieldErrors,
  toggleOption,
  togglePlan,
  type PromoDraft,
  type PromoDraftErrors,
  type PromoDraftField,
} from '../model/promo-code-draft';
import { optionLabel } from '../model/promo-code-facts';
import styles from './promo-codes.module.css';

const t = texts.promoCodes;

/** Which form field a draft key belongs to (a server message there goes once the field is edited). */
const fieldOfDraftKey: Partial<Record<keyof PromoDraft, PromoDraftField>> = {
  code: 'code',
  kind: 'amount',
  amount: 'amount',
  planIds: 'targets',
  transactionTypeIds: 'targets',
  validFrom: 'validFrom',
  validUntil: 'validUntil',
  maxUses: 'maxUses',
  comment: 'comment',
};

/** The plans and their packages a code may name, as checkboxes. */
function Targets({ draft, onChange, error }: { draft: PromoDraft; onChange: (next: PromoDraft) => void; error?: string }) {
  const { plans, options } = usePromoTargets();
  const planOfOption = useMemo(() => new Map((options.data ?? []).flatMap((p) => p.transactionTypes.map((o) => [o.id, p.id] as const))), [options.data]);
  const shownPlans = (options.data ?? []).filter((p) => draft.planIds.length === 0 || draft.planIds.includes(p.id));
  // Open at first when the code names packages; afterwards the admin opens and closes it.
  const [openAtFirst] = useState(draft.transactionTypeIds.length > 0);
  return (
    <fieldset className={styles.group} aria-describedby="promo-targets-hint">
      <legend className="sc-field__label">{t.targets}</legend>
      <p id="promo-targets-hint" className={styles.hint}>
        {t.targetsHint}
      </p>
      <div className={styles.checks} role="group" aria-label={t.plans}>
        {plans.map((plan) => (
          <label key={plan.id}>
            <input
              type="checkbox"
              checked={draft.planIds.includes(plan.id)}
              onChange={(e) => onChange(togglePlan(draft, plan.id, e.target.checked, planOfOption))}
            />
            {plan.name}
          </label>
        ))}
      </div>
      <details className={styles.options} open={openAtFirst || undefined}>
        <summary>
          {t.options}
          {draft.transactionTypeIds.length > 0 && ` (${t.optionsCount(draft.transactionTypeIds.length)})`}
        </summary>
        {options.isPending && options.fetchStatus !== 'idle' && <p className={styles.hint}>{t.optionsLoading}</p>}
        {options.isError && <p className={styles.hint}>{t.optionsFailed}</p>}
        {shownPlans.map((plan) => (
          <div key={plan.id} className={styles.checks} role="group" aria-label={plan.name}>
            <span className={styles.planName}>{plan.name}</span>
            {plan.transactionTypes.map((option) => (
              <label key={option.id}>
                <input
                  type="checkbox"
                  checked={draft.transactionTypeIds.includes(option.id)}
                  onChange={(e) => onChange(toggleOption(draft, option.id, e.target.checked))}
                />
                <span>{optionLabel(option)}</span>
              </label>
            ))}
          </div>
        ))}
      </details>
      {error && (
        <span className="sc-field__error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}

/**
 * A promo code's form in a dialog: a new code, or the terms of a saved one (its text stays). Checked with the
 * shared schema before sending; the server's refusal (a taken code) shows at its field and the input stays.
 * Switching an active code off asks first.
 */
export function PromoCodeDialog({ code, onClose }: { code: PromoCodeAdmin | null; onClose: () => void }) {
  const initial = useMemo(() => (code ? draftOfCode(code) : emptyPromoDraft()), [code]);
  const [draft, setDraft] = useState<PromoDraft>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PromoDraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [askOff, setAskOff] = useState(false);
  const create = useCreatePromoCode();
  const update = useUpdatePromoCode();
  const pending = create.isPending || update.isPending;
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const { requestClose, dialog } = useConfirmedClose(dirty, onClose);

  const updateCheck = code ? checkPromoDraft(draft, code.id) : null;
  const createCheck = code ? null : checkPromoDraft(draft);
  const check = updateCheck ?? createCheck!;
  const errors: PromoDraftErrors = { ...serverErrors, ...(submitted ? check.errors : {}) };

  const change = (next: PromoDraft) => {
    const cleared = { ...serverErrors };
    for (const key of Object.keys(next) as (keyof PromoDraft)[]) {
      const field = fieldOfDraftKey[key];
      if (field && next[key] !== draft[key]) delete cleared[field];
    }
    setServerErrors(cleared);
    setDraft(next);
  };
  const set =
    <K extends keyof PromoDraft>(key: K) =>
    (value: PromoDraft[K]) =>
      change({ ...draft, [key]: value });

  const failed = (error: unknown) => {
    setAskOff(false);
    const e = normaliseError(error);
    const byField = serverFieldErrors(e.fieldErrors);
    setServerErrors(byField);
    setFormError(Object.keys(byField).length > 0 && !byField.form ? null : errorMessage(e));
  };

  const save = () => {
    setFormError(null);
    const options = { onError: failed };
    if (code && updateCheck?.valid) {
      update.mutate(updateCheck.input, {
        ...options,
        onSuccess: (saved) => {
          toast.success(saved.active === code.active ? t.saved(saved.code) : saved.active ? t.switchedOn(saved.code) : t.switchedOff(saved.code));
          onClose();
        },
      });
    } else if (createCheck?.valid) {
      create.mutate(createCheck.input, {
        ...options,
        onSuccess: (saved) => {
          toast.success(t.created(saved.code));
          onClose();
        },
      });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.valid) return;
    if (code?.active && !draft.active) setAskOff(true);
    else save();
  };

  return (
    <Modal
      title={code ? t.editTitle(code.code) : t.createTitle}
      onClose={requestClose}
      fullWidthOnNarrow
      width={640}
      testId="promo-code-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={requestClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" form="promo-code-form" loading={pending}>
            {code ? texts.save : t.create}
          </Button>
        </>
      }
    >
      <form id="promo-code-form" className={styles.form} onSubmit={submit} noValidate>
        {formError && (
          <p className="sc-form-error" role="alert" data-testid="promo-code-error">
            {formError}
          </p>
        )}
        {code ? (
          <p className={styles.hint}>{t.codeFixed}</p>
        ) : (
          <TextInput label={t.code} hint={t.codeHint} autoComplete="off" maxLength={32} value={draft.code} onChange={set('code')} error={errors.code} />
        )}
        <fieldset className={styles.group}>
          <legend className="sc-field__label">{t.discountKind}</legend>
          <div className={styles.checks}>
            <label>
              <input type="radio" name="promo-kind" checked={draft.kind === 'percent'} onChange={() => set('kind')('percent')} />
              {t.percent}
            </label>
            <label>
              <input type="radio" name="promo-kind" checked={draft.kind === 'rubles'} onChange={() => set('kind')('rubles')} />
              {t.rubles}
            </label>
          </div>
          <TextInput
            label={draft.kind === 'percent' ? t.amountPercent : t.amountRubles}
            inputMode="numeric"
            autoComplete="off"
            value={draft.amount}
            onChange={set('amount')}
            error={errors.amount}
          />
        </fieldset>
        <Targets draft={draft} onChange={change} error={errors.targets} />
        <label className={styles.check}>
          <input type="checkbox" checked={draft.firstPurchaseOnly} onChange={(e) => set('firstPurchaseOnly')(e.target.checked)} />
          {t.firstPurchaseOnly}
        </label>
        <div className={styles.columns}>
          <DateInput label={t.validFrom} hint={t.dateHint} value={draft.validFrom} onChange={set('validFrom')} error={errors.validFrom} />
          <DateInput label={t.validUntil} hint={t.dateHint} value={draft.validUntil} onChange={set('validUntil')} error={errors.validUntil} />
        </div>
        <TextInput
          label={t.maxUses}
          hint={t.maxUsesHint}
          inputMode="numeric"
          autoComplete="off"
          value={draft.maxUses}
          onChange={set('maxUses')}
          error={errors.maxUses}
        />
        <TextArea label={t.comment} hint={t.commentHint} rows={2} maxLength={300} value={draft.comment} onChange={set('comment')} error={errors.comment} />
        <label className={styles.check}>
          <input type="checkbox" checked={draft.active} onChange={(e) => set('active')(e.target.checked)} />
          {t.active}
        </label>
      </form>
      {askOff && code && (
        <ConfirmDialog
          title={t.offTitle(code.code)}
          text={t.offWithForm}
          confirmLabel={t.offConfirm}
          danger
          busy={pending}
          onConfirm={save}
          onCancel={() => setAskOff(false)}
        />
      )}
      {dialog}
    </Modal>
  );
}
