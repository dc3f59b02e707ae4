import { canPayInInstallments, installmentMultiplierOf } from '@school/shared/domain';
import type { TransactionTypeFields } from '@school/shared/schemas';

/** Monthly payment: price × installmentMultiplier / months (null when the option has no installments). */
export function installmentPerMonth(type: Pick<TransactionTypeFields, 'price' | 'installmentMultiplier' | 'maxInstallmentMonths'>): number | null {
  if (!canPayInInstallments(type)) return null;
  return (type.price * installmentMultiplierOf(type)) / type.maxInstallmentMonths!;
}

/** What paying in full saves when the multiplier is above 1: price × (multiplier − 1); null otherwise. */
export function payInFullSaving(type: Pick<TransactionTypeFields, 'price' | 'installmentMultiplier' | 'maxInstallmentMonths'>): number | null {
  const multiplier = installmentMultiplierOf(type);
  return multiplier > 1 ? type.price * (multiplier - 1) : null;
}
