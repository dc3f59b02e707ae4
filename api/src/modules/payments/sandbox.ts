import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import type { PaymentProvider, ProviderPayment } from './provider';
import { claimSandboxPayment, decideSandboxPayment, findSandboxPayment, type SandboxPayment } from './repository';

/**
 * The sandbox provider: an acquirer of our own for the demo school and for development. Its hosted
 * page (served by our API, `sandbox-page.ts`) lets the payer approve or decline; it then sends our
 * notification endpoint a signed notification, as a real acquirer does, and sends the payer back.
 * Its payments live in the database (`sandbox_payments`, through the module's repository), so any
 * API instance can serve them.
 */
export const SANDBOX_PAGE_PATH = '/api/public/payments/sandbox';
export const SIGNATURE_HEADER = 'x-sandbox-signature';

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The payment its hosted page shows, or null. */
  hostedPayment(id: string): Promise<SandboxPayment | null>;
  /**
   * The payer's decision on the hosted page: a pending, unexpired payment becomes succeeded or
   * canceled and our notification endpoint hears of it. Answers the payment as it stands after.
   */
  decide(id: string, outcome: 'succeeded' | 'canceled', notificationUrl: string): Promise<SandboxPayment | null>;
}

interface SandboxOptions {
  db: Database;
  now: () => Date;
  /** Signs notifications (derived from the server's signing secret). */
  secret: string;
  /** Sends a notification request to our endpoint (in-process through the app, or over the network). */
  deliver: (request: Request) => Promise<Response>;
}

const NotificationSchema = v.object({
  type: v.literal('notification'),
  event: v.picklist(['payment.succeeded', 'payment.canceled']),
  object: v.object({ id: v.pipe(v.string(), v.uuid()) }),
});

export function sandboxSecret(signingSecret: string): string {
  return createHmac('sha256', signingSecret).update('sandbox-payment-notifications').digest('hex');
}

export function signSandboxNotification(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

const isUuid = (id: string) => v.is(v.pipe(v.string(), v.uuid()), id);

export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const { db } = options;

  async function hostedPayment(id: string): Promise<SandboxPayment | null> {
    if (!isUuid(id)) return null;
    return findSandboxPayment(db, id);
  }

  return {
    name: 'sandbox',
    hostedPayment,

    async createPayment(request) {
      // The idempotence key is the order: asking twice gives the same payment.
      const row = await claimSandboxPayment(db, request, options.now());
      return { id: row.id, confirmationUrl: `${request.siteUrl}${SANDBOX_PAGE_PATH}/${row.id}` };
    },

    async getPayment(paymentId): Promise<ProviderPayment | null> {
      const payment = await hostedPayment(paymentId);
      if (!payment) return null;
      const receiptUrl = payment.status === 'succeeded' ? `${new URL(payment.returnUrl).origin}${SANDBOX_PAGE_PATH}/${payment.id}/receipt` : null;
      return { id: payment.id, status: payment.status, amount: payment.amount, currency: payment.currency, orderId: payment.orderId, receiptUrl };
    },

    async readNotification(request) {
      const given = request.headers.get(SIGNATURE_HEADER) ?? '';
      const expected = signSandboxNotification(options.secret, request.body);
      if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return 'bad-signature';
      let body: unknown;
      try {
        body = JSON.parse(request.body);
      } catch {
        return 'ignored';
      }
      const parsed = v.safeParse(NotificationSchema, body);
      return parsed.success ? { paymentId: parsed.output.object.id } : 'ignored';
    },

    async decide(id, outcome, notificationUrl) {
      if (!isUuid(id)) return null;
      const changed = await decideSandboxPayment(db, id, outcome, options.now());
      if (changed) {
        const body = JSON.stringify({
          type: 'notification',
          event: `payment.${outcome}`,
          object: { id: changed.id, status: outcome, amount: { value: changed.amount.toFixed(2), currency: changed.currency } },
        });
        try {
          await options.deliver(
            new Request(notificationUrl, {
              method: 'POST',
              headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signSandboxNotification(options.secret, body) },
              body,
            }),
          );
        } catch (error) {
          // Like an acquirer, a failed delivery does not undo the payment; the payer's return reads the status anyway.
          console.error('Sandbox payment notification failed', error);
        }
      }
      return hostedPayment(id);
    },
  };
}
