import { formatDate, formCheck, parseDateTime } from '@school/shared/domain';
import {
  PromoCodeCreateInputSchema,
  PromoCodeUpdateInputSchema,
  type PromoCodeAdmin,
  type PromoCodeCreateInput,
  type PromoCodeUpdateInput,
} from '@school/shared/schemas';
import { texts } from '../../../texts';
import { lastValidDay } from './promo-code-facts';

const t = texts.promoCodes;

/** The promo code form as typed: numbers and dates are text until saved, so nothing typed is lost. */
export interface PromoDraft {
  code: string;
  kind: 'percent' | 'rubles';
  amount: string;
  planIds: string[];
  transactionTypeIds: string[];
  firstPurchaseOnly: boolean;
  /** dd.MM.yyyy or empty. */
  validFrom: string;
  /** The last day the code works (dd.MM.yyyy), or empty. */
  validUntil: string;
  maxUses: string;
  active: boolean;
  comment: string;
}

export type PromoDraftField = 'code' | 'amount' | 'targets' | 'validFrom' | 'validUntil' | 'maxUses' | 'comment' | 'form';
export type PromoDraftErrors = Partial<Record<PromoDraftField, string>>;

type PromoDraftCheck<I> = { valid: true; input: I; errors: PromoDraftErrors } | { valid: false; errors: PromoDraftErrors };

export const emptyPromoDraft = (): PromoDraft => ({
  code: '',
  kind: 'percent',
  amount: '',
  planIds: [],
  transactionTypeIds: [],
  firstPurchaseOnly: true,
  validFrom: '',
  validUntil: '',
  maxUses: '',
  active: true,
  comment: '',
});

/** A saved code as the form shows it (the end as the last day included). */
export function draftOfCode(code: PromoCodeAdmin): PromoDraft {
  return {
    code: code.code,
    kind: code.discountPercent !== null ? 'percent' : 'rubles',
    amount: String(code.discountPercent ?? code.discountRubles ?? ''),
    planIds: [...code.planIds],
    transactionTypeIds: [...code.transactionTypeIds],
    firstPurchaseOnly: code.firstPurchaseOnly,
    validFrom: code.validFrom ? formatDate(code.validFrom) : '',
    validUntil: code.validUntil ? formatDate(lastValidDay(code.validUntil)) : '',
    maxUses: code.maxUses === null ? '' : String(code.maxUses),
    active: code.active,
    comment: code.comment,
  };
}

const digitsOnly = (text: string) => text.replace(/[\s\u00a0]/g, '');

/** A whole number typed with or without spaces ('1 500'), NaN for anything else (the schema then says what is wrong). */
function wholeNumber(text: string): number {
  const clean = digitsOnly(text);
  return /^\d+$/.test(clean) ? Number(clean) : Number.NaN;
}

/**
 * A typed day as the moment the code starts (its first minute) or ends (the first minute of the next day,
 * so that the last day counts whole); in the admin's time zone. Undefined when the text is not a date.
 */
function dayStart(masked: string, nextDay: boolean): string | null | undefined {
  if (masked.trim() === '') return null;
  const day = parseDateTime(masked);
  if (!day || formatDate(day) !== masked) return undefined;
  if (nextDay) day.setDate(day.getDate() + 1);
  return day.toISOString();
}

/** The form's fields named by the schema's keys. */
const fieldOfKey: Record<string, PromoDraftField> = {
  code: 'code',
  discountPercent: 'amount',
  discountRubles: 'amount',
  planIds: 'targets',
  transactionTypeIds: 'targets',
  validFrom: 'validFrom',
  validUntil: 'validUntil',
  maxUses: 'maxUses',
  comment: 'comment',
  // A check of the whole code (its end after its start) is shown at the end.
  '': 'validUntil',
};

/** The form checked with the shared schema of the call (create, or update of `id`): the input to send, or a message per field. */
export function checkPromoDraft(draft: PromoDraft): PromoDraftCheck<PromoCodeCreateInput>;
export function checkPromoDraft(draft: PromoDraft, id: number): PromoDraftCheck<PromoCodeUpdateInput>;
export function checkPromoDraft(draft: PromoDraft, id?: number): PromoDraftCheck<PromoCodeCreateInput | PromoCodeUpdateInput> {
  const errors: PromoDraftErrors = {};
  const amount = wholeNumber(draft.amount);
  if (draft.amount.trim() === '') errors.amount = t.amountRequired;
  else if (Number.isNaN(amount)) errors.amount = t.amountNotNumber;
  const maxUses = draft.maxUses.trim() === '' ? null : wholeNumber(draft.maxUses);
  if (maxUses !== null && (Number.isNaN(maxUses) || maxUses < 1 || maxUses > 1_000_000)) errors.maxUses = t.maxUsesInvalid;
  const validFrom = dayStart(draft.validFrom, false);
  if (validFrom === undefined) errors.validFrom = t.dateInvalid;
  const validUntil = dayStart(draft.validUntil, true);
  if (validUntil === undefined) errors.validUntil = t.dateInvalid;

  const fields = {
    discountPercent: draft.kind === 'percent' ? amount : null,
    discountRubles: draft.kind === 'rubles' ? amount : null,
    planIds: draft.planIds,
    transactionTypeIds: draft.transactionTypeIds,
    firstPurchaseOnly: draft.firstPurchaseOnly,
    validFrom: validFrom ?? null,
    validUntil: validUntil ?? null,
    maxUses: maxUses ?? null,
    active: draft.active,
    comment: draft.comment,
  };
  const result =
    id === undefined ? formCheck(PromoCodeCreateInputSchema)({ code: draft.code, ...fields }) : formCheck(PromoCodeUpdateInputSchema)({ id, ...fields });
  for (const [key, message] of Object.entries(result.errors)) {
    const field = fieldOfKey[key] ?? 'form';
    if (!(field in errors)) errors[field] = message;
  }
  if (!result.valid || Object.keys(errors).length > 0) return { valid: false, errors };
  return { valid: true, input: result.output, errors };
}

/** Messages the server tied to a field (a taken code, an unknown plan), by the form's fields. */
export function serverFieldErrors(fieldErrors: Record<string, string>): PromoDraftErrors {
  const errors: PromoDraftErrors = {};
  for (const [key, message] of Object.entries(fieldErrors)) {
    const field = fieldOfKey[key] ?? 'form';
    if (!(field in errors)) errors[field] = message;
  }
  return errors;
}

/**
 * Ticks a plan on or off. Chosen packages outside the chosen plans would cover nothing (a code lowers the
 * packages that are in both lists), so they are dropped.
 */
export function togglePlan(draft: PromoDraft, planId: string, on: boolean, planOfOption: ReadonlyMap<string, string>): PromoDraft {
  const planIds = on ? [...new Set([...draft.planIds, planId])] : draft.planIds.filter((id) => id !== planId);
  const transactionTypeIds =
    planIds.length === 0 ? draft.transactionTypeIds : draft.transactionTypeIds.filter((id) => planIds.includes(planOfOption.get(id) ?? ''));
  return { ...draft, planIds, transactionTypeIds };
}

export function toggleOption(draft: PromoDraft, optionId: string, on: boolean): PromoDraft {
  const transactionTypeIds = on ? [...new Set([...draft.transactionTypeIds, optionId])] : draft.transactionTypeIds.filter((id) => id !== optionId);
  return { ...draft, transactionTypeIds };
}

/** A saved code switched off or on, its other terms as they are. */
export function switchedInput(code: PromoCodeAdmin, active: boolean) {
  return {
    id: code.id,
    discountPercent: code.discountPercent,
    discountRubles: code.discountRubles,
    planIds: code.planIds,
    transactionTypeIds: code.transactionTypeIds,
    firstPurchaseOnly: code.firstPurchaseOnly,
    validFrom: code.validFrom,
    validUntil: code.validUntil,
    maxUses: code.maxUses,
    active,
    comment: code.comment,
  };
}
