import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import type { PaymentProvider, ProviderPayment } from './provider';

/**
 * The sandbox provider: an acquirer of our own for the demo school and for development. Its hosted
 * page (served by our API, `sandbox-page.ts`) lets the payer approve or decline; it then sends our
 * notification endpoint a signed notification, as a real acquirer does, and sends the payer back.
 * Its payments live in the database (`sandbox_payments`), so any API instance can serve them.
 */
export const SANDBOX_PAGE_PATH = '/api/public/payments/sandbox';
export const SIGNATURE_HEADER = 'x-sandbox-signature';

export type SandboxPayment = {
  id: string;
  amount: number;
  currency: string;
  description: string;
  returnUrl: string;
  installmentMonths: number | null;
  orderId: string;
  status: 'pending' | 'succeeded' | 'canceled';
  expiresAt: Date;
};

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

export interface SandboxOptions {
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

function rowToPayment(row: {
  id: string;
  amount: number;
  currency: string;
  description: string;
  return_url: string;
  installment_months: number | null;
  order_id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  expires_at: Date;
}): SandboxPayment {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    description: row.description,
    returnUrl: row.return_url,
    installmentMonths: row.installment_months,
    orderId: row.order_id,
    status: row.status,
    expiresAt: row.expires_at,
  };
}

const isUuid = (id: string) => v.is(v.pipe(v.string(), v.uuid()), id);

export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const { db } = options;

  async function hostedPayment(id: string): Promise<SandboxPayment | null> {
    if (!isUuid(id)) return null;
    const row = await db.selectFrom('sandbox_payments').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? rowToPayment(row) : null;
  }

  return {
    name: 'sandbox',
    hostedPayment,

    async createPayment(request) {
      // The idempotence key is the order: asking twice gives the same payment.
      await db
        .insertInto('sandbox_payments')
        .values({
          id: randomUUID(),
          idempotence_key: request.orderId,
          amount: request.amount,
          currency: request.currency,
          description: request.description,
          return_url: request.returnUrl,
          installment_months: request.installmentMonths,
          order_id: request.orderId,
          expires_at: request.expiresAt,
          created_at: options.now(),
        })
        .onConflict((oc) => oc.column('idempotence_key').doNothing())
        .execute();
      const row = await db.selectFrom('sandbox_payments').select('id').where('idempotence_key', '=', request.orderId).executeTakeFirstOrThrow();
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
      const changed = await db
        .updateTable('sandbox_payments')
        .set({ status: outcome })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('expires_at', '>', options.now())
        .returningAll()
        .executeTakeFirst();
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
