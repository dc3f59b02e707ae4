import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for YooKassa's HTTP API (v3) for tests: payments are created with Basic auth and an
 * Idempotence-Key (the same key answers the same payment), read back by id, and moved to succeeded or
 * canceled by the test, as a payer on YooKassa's page would.
 */
interface FakePayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  amount: { value: string; currency: string };
  description?: string;
  capture?: boolean;
  metadata?: Record<string, string>;
  confirmation: { type: 'redirect'; return_url: string; confirmation_url: string };
  payment_method_data?: { type: string };
  created_at: string;
  paid: boolean;
}

export interface FakeYooKassa {
  /** e.g. http://127.0.0.1:41234/v3 */
  apiUrl: string;
  shopId: string;
  secretKey: string;
  payments: Map<string, FakePayment>;
  /** Every create request: its idempotence key and body. */
  createRequests: { idempotenceKey: string | undefined; body: Record<string, unknown> }[];
  /** Answer 500 to everything while set (create requests are still recorded). */
  down: boolean;
  setStatus: (id: string, status: FakePayment['status']) => void;
  close: () => Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startFakeYooKassa(options: { shopId?: string; secretKey?: string } = {}): Promise<FakeYooKassa> {
  const shopId = options.shopId ?? '123456';
  const secretKey = options.secretKey ?? 'test_secret_key';
  const expectedAuth = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;
  const payments = new Map<string, FakePayment>();
  const byKey = new Map<string, string>();
  const fake = { payments, createRequests: [] as FakeYooKassa['createRequests'], down: false };

  const server = createServer((req, res) => {
    void (async () => {
      if (req.headers.authorization !== expectedAuth) return send(res, 401, { type: 'error', code: 'invalid_credentials' });
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'POST' && url.pathname === '/v3/payments') {
        const key = req.headers['idempotence-key'] as string | undefined;
        const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
        fake.createRequests.push({ idempotenceKey: key, body });
        if (fake.down) return send(res, 500, { type: 'error', code: 'internal_server_error' });
        if (!key) return send(res, 400, { type: 'error', code: 'invalid_request', parameter: 'Idempotence-Key' });
        const existing = byKey.get(key);
        if (existing) return send(res, 200, payments.get(existing));
        const id = randomUUID();
        const confirmation = body.confirmation as { return_url: string };
        const payment: FakePayment = {
          id,
          status: 'pending',
          amount: body.amount as FakePayment['amount'],
          description: body.description as string | undefined,
          capture: body.capture as boolean | undefined,
          metadata: body.metadata as Record<string, string> | undefined,
          payment_method_data: body.payment_method_data as FakePayment['payment_method_data'],
          confirmation: {
            type: 'redirect',
            return_url: confirmation.return_url,
            confirmation_url: `https://yoomoney.example/checkout/payments/v2/contract?orderId=${id}`,
          },
          created_at: new Date().toISOString(),
          paid: false,
        };
        payments.set(id, payment);
        byKey.set(key, id);
        return send(res, 200, payment);
      }
      if (fake.down) return send(res, 500, { type: 'error', code: 'internal_server_error' });
      const match = /^\/v3\/payments\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const payment = payments.get(decodeURIComponent(match[1]!));
        return payment ? send(res, 200, payment) : send(res, 404, { type: 'error', code: 'not_found' });
      }
      return send(res, 404, { type: 'error', code: 'not_found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    apiUrl: `http://127.0.0.1:${port}/v3`,
    shopId,
    secretKey,
    setStatus: (id: string, status: FakePayment['status']) => {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no payment ${id}`);
      payment.status = status;
      payment.paid = status === 'succeeded';
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  });
}
