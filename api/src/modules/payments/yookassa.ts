import { timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { ProviderError, rublesFromDecimal, type PaymentProvider, type ProviderPayment, type ProviderPaymentStatus } from './provider';

/**
 * YooKassa's HTTP API (https://yookassa.ru/developers/api): a payment is created with an idempotence
 * key and a redirect confirmation and captured at once; notifications (payment.succeeded,
 * payment.canceled) only name the payment, whose status is then read back from the API.
 * YooKassa does not sign notifications: the notification URL set in its dashboard carries our
 * secret (`?secret=…`), and nothing is trusted until the API itself confirms it.
 */
interface YooKassaOptions {
  shopId: string;
  secretKey: string;
  /** https://api.yookassa.ru/v3 (a local fake in tests). */
  apiUrl: string;
  /** Expected as `secret` in the notification URL; null accepts notifications without it. */
  notificationSecret: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const AmountSchema = v.object({ value: v.pipe(v.string(), v.maxLength(20)), currency: v.pipe(v.string(), v.length(3)) });

const PaymentSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  status: v.picklist(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  amount: AmountSchema,
  confirmation: v.optional(v.object({ type: v.string(), confirmation_url: v.optional(v.pipe(v.string(), v.url(), v.maxLength(2000))) })),
  metadata: v.optional(v.nullable(v.record(v.string(), v.nullable(v.pipe(v.string(), v.maxLength(512)))))),
});

const NotificationSchema = v.object({
  type: v.literal('notification'),
  event: v.pipe(v.string(), v.maxLength(100)),
  object: v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) }),
});

/** Events that change a payment we wait for; refunds and others are not ours to act on here. */
const PAYMENT_EVENTS = new Set(['payment.succeeded', 'payment.canceled', 'payment.waiting_for_capture']);

function statusOf(status: v.InferOutput<typeof PaymentSchema>['status']): ProviderPaymentStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'canceled') return 'canceled';
  return 'pending';
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createYooKassaProvider(options: YooKassaOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown; idempotenceKey?: string }): Promise<Response> {
    const headers = new Headers({ authorization, accept: 'application/json' });
    if (init.body !== undefined) headers.set('content-type', 'application/json');
    if (init.idempotenceKey) headers.set('idempotence-key', init.idempotenceKey);
    try {
      return await doFetch(`${options.apiUrl}${path}`, {
        method: init.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProviderError(`YooKassa ${init.method} ${path}: no answer`, { cause: error });
    }
  }

  async function readPayment(response: Response, what: string) {
    const result = v.safeParse(PaymentSchema, await response.json().catch(() => null));
    if (!result.success) throw new ProviderError(`YooKassa ${what}: unexpected answer`);
    return result.output;
  }

  return {
    name: 'yookassa',

    async createPayment(request) {
      const response = await call('/payments', {
        method: 'POST',
        idempotenceKey: request.orderId,
        body: {
          amount: { value: request.amount.toFixed(2), currency: request.currency },
          capture: true,
          confirmation: { type: 'redirect', return_url: request.returnUrl },
          description: request.description.slice(0, 128),
          metadata: { orderId: request.orderId },
          ...(request.installmentMonths ? { payment_method_data: { type: 'installments' } } : {}),
        },
      });
      if (!response.ok) throw new ProviderError(`YooKassa create payment: ${response.status}`);
      const payment = await readPayment(response, 'create payment');
      const url = payment.confirmation?.confirmation_url;
      if (!url) throw new ProviderError('YooKassa create payment: no confirmation URL');
      return { id: payment.id, confirmationUrl: url };
    },

    async getPayment(paymentId): Promise<ProviderPayment | null> {
      const response = await call(`/payments/${encodeURIComponent(paymentId)}`, { method: 'GET' });
      if (response.status === 404) return null;
      if (!response.ok) throw new ProviderError(`YooKassa get payment: ${response.status}`);
      const payment = await readPayment(response, 'get payment');
      return {
        id: payment.id,
        status: statusOf(payment.status),
        amount: rublesFromDecimal(payment.amount.value),
        currency: payment.amount.currency,
        orderId: payment.metadata?.orderId ?? null,
      };
    },

    async readNotification(request) {
      if (options.notificationSecret !== null && !sameSecret(request.url.searchParams.get('secret') ?? '', options.notificationSecret)) {
        return 'bad-signature';
      }
      let body: unknown;
      try {
        body = JSON.parse(request.body);
      } catch {
        return 'ignored';
      }
      const parsed = v.safeParse(NotificationSchema, body);
      if (!parsed.success || !PAYMENT_EVENTS.has(parsed.output.event)) return 'ignored';
      return { paymentId: parsed.output.object.id };
    },
  };
}
