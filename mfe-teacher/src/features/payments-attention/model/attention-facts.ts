import { formatRubles } from '@school/shared/domain';
import type { PaymentAttention } from '@school/shared/schemas';
import { texts } from '../../../texts';

const t = texts.paymentsAttention;

/** A sum with its currency: rubles as the school writes them, any other currency by its code. */
export function sumOf(amount: number | null, currency: string | null): string {
  if (amount === null) return texts.noValue;
  return currency === null || currency === 'RUB' ? formatRubles(amount) : `${amount} ${currency}`;
}

/** What went wrong, in one line: «Заказ на 15 840 ₽, платёжная система сообщила 1 ₽». */
export function mismatchLine(item: Pick<PaymentAttention, 'amount' | 'currency' | 'providerAmount' | 'providerCurrency'>): string {
  return t.mismatch(sumOf(item.amount, item.currency), sumOf(item.providerAmount, item.providerCurrency));
}

/** How it was resolved, and by whom. */
export function resolutionLine(item: Pick<PaymentAttention, 'resolution' | 'resolvedBy'>): string {
  const what = item.resolution === 'refund_noted' ? t.refunded : t.credited;
  return item.resolvedBy ? `${what} · ${item.resolvedBy}` : `${what} · ${t.byProvider}`;
}
