/**
 * What the school needs of a payment provider (an acquirer). The order flow speaks only to this
 * interface; `sandbox.ts` and `yookassa.ts` implement it.
 */

/** A payment as the provider reports it. Anything not yet final is 'pending'. */
export type ProviderPaymentStatus = 'pending' | 'succeeded' | 'canceled';

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  /** Rubles. */
  amount: number;
  currency: string;
  /** The order id we sent with the payment, when the provider keeps it. */
  orderId: string | null;
  /** A page of the payment's receipt, when the provider gives one (the sandbox does; YooKassa sends receipts itself). */
  receiptUrl?: string | null;
}

interface CreatePaymentRequest {
  /** Our order: also the idempotence key, so a retried request makes no second payment. */
  orderId: string;
  /** Rubles, whole. */
  amount: number;
  currency: 'RUB';
  description: string;
  /** Where the payer's browser comes back to (our return endpoint). */
  returnUrl: string;
  /** The school's public address (the sandbox serves its page there). */
  siteUrl: string;
  /** Months of an installment payment, null for paying in full. */
  installmentMonths: number | null;
  expiresAt: Date;
}

interface CreatedPayment {
  id: string;
  /** The provider's page the payer goes to. */
  confirmationUrl: string;
}

interface NotificationRequest {
  url: URL;
  headers: Headers;
  body: string;
}

/** What a notification says once checked: a payment to look at, a forged request, or nothing for us. */
type NotificationVerdict = { paymentId: string } | 'bad-signature' | 'ignored';

export interface PaymentProvider {
  readonly name: 'sandbox' | 'yookassa';
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /** Reads the payment from the provider (the only source trusted for its status); null when unknown. */
  getPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** Checks a notification's signature and reads which payment it is about. */
  readNotification(request: NotificationRequest): Promise<NotificationVerdict>;
}

/** Rubles from a provider's decimal string ('28480.00'); NaN when it is not one. */
export function rublesFromDecimal(value: string): number {
  return /^\d+(\.\d{1,2})?$/.test(value) ? Number(value) : Number.NaN;
}

/** The provider failed to answer (network, 5xx, an answer we cannot read). */
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
  }
}
