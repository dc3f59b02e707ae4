import { endpoints, procedures } from '@school/shared/contracts';
import * as v from 'valibot';
import type { HonoContext } from '../../http/context';
import { clientAddressKey } from '../../http/sender-key';
import { hitRateLimit, rateLimits } from '../../http/rate-limit';
import { procedureRoute, route } from '../../http/register';
import { sweepJob, sweepWorker } from '../../jobs/sweeps';
import { listPayments, taxCertificate } from './handlers';
import type { ApiModule } from '../module';
import { listPaymentsAttention } from './handlers/list-attention';
import { ratePayment } from './handlers/rate-payment';
import { resolvePaymentAttention } from './handlers/resolve-attention';
import { createPaymentOrder, dashboardAfterPayment, NOTIFICATION_PATH, providerOf, RETURN_PATH, syncOrder } from './orders';
import { ProviderError } from './provider';
import { courseOfTransactionType, findOrder, findOrderByProviderPayment } from './repository';
import { decideSandboxPayment, showSandboxPayment, showSandboxReceipt } from './sandbox-page';
import { SANDBOX_PAGE_PATH } from './sandbox';
import { unpaidOrderSweep } from './sweeps';
import { paymentTexts } from './texts';

const MAX_NOTIFICATION_BYTES = 64 * 1024;
const apiPath = (path: string) => path.replace(/^\/api/, '');
const isUuid = (id: string | undefined): id is string => v.is(v.pipe(v.string(), v.uuid()), id);

const json = (status: 200 | 401 | 404 | 413 | 503, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

/**
 * A provider's notification: checked by the provider adapter (signature), then the payment is read
 * back from the provider and the order follows it. Unknown payments and other events are answered
 * 200 and ignored, so the provider stops sending them; a provider that cannot be asked gets 503 and
 * sends the notification again later.
 */
async function receiveNotification(c: HonoContext): Promise<Response> {
  const deps = c.get('deps');
  const provider = providerOf(deps);
  if (c.req.param('provider') !== provider.name) return json(404, { errors: [{ message: 'Не найдено.' }] });
  if (Number(c.req.header('content-length') ?? 0) > MAX_NOTIFICATION_BYTES) return json(413, { errors: [{ message: 'Слишком большое уведомление.' }] });
  const body = await c.req.text();
  if (body.length > MAX_NOTIFICATION_BYTES) return json(413, { errors: [{ message: 'Слишком большое уведомление.' }] });
  const verdict = await provider.readNotification({ url: new URL(c.req.url), headers: c.req.raw.headers, body });
  if (verdict === 'bad-signature') return json(401, { errors: [{ message: 'Подпись уведомления не подтверждена.' }] });
  if (verdict === 'ignored') return json(200, { ok: true });
  const order = await findOrderByProviderPayment(deps.db, provider.name, verdict.paymentId);
  if (!order) return json(200, { ok: true });
  try {
    await syncOrder(deps, order);
  } catch (error) {
    if (error instanceof ProviderError) {
      console.error(error);
      return json(503, { errors: [{ message: paymentTexts.providerUnavailable }] });
    }
    throw error;
  }
  return json(200, { ok: true });
}

/**
 * The payer's way back from the provider: the order is checked with the provider, then the dashboard
 * says how it went. Anyone may call it, and each call asks the provider, so an address past its share
 * is answered from the order as recorded, without asking (the notification still records a payment).
 */
async function returnFromProvider(c: HonoContext): Promise<Response> {
  const deps = c.get('deps');
  const id = c.req.param('orderId');
  const { allowed } = await hitRateLimit(deps.db, rateLimits.paymentReturns, clientAddressKey(c), deps.now());
  const order = isUuid(id) ? await findOrder(deps.db, id) : undefined;
  let status = order?.status ?? null;
  if (order && allowed) {
    try {
      status = await syncOrder(deps, order);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      console.error(error);
    }
  }
  const courseId = order ? await courseOfTransactionType(deps.db, order.transaction_type_id) : null;
  return new Response(null, { status: 303, headers: { location: dashboardAfterPayment(status, courseId), 'cache-control': 'no-store' } });
}

export function paymentsModule(): ApiModule {
  return {
    name: 'payments',
    jobKinds: [sweepJob(unpaidOrderSweep)],
    jobWorkers: (deps) => [sweepWorker(deps, unpaidOrderSweep)],
    routes: [route(endpoints.taxCertificate, taxCertificate)],
    procedures: [
      procedureRoute(procedures['payments.list'], listPayments),
      procedureRoute(procedures['payments.create'], (ctx, input) => createPaymentOrder(ctx, input)),
      procedureRoute(procedures['payments.rate'], ratePayment),
      procedureRoute(procedures['payments.listAttention'], listPaymentsAttention),
      procedureRoute(procedures['payments.resolveAttention'], resolvePaymentAttention),
    ],
    rawRoutes: [
      { method: 'POST', path: `${apiPath(NOTIFICATION_PATH)}/:provider`, handler: receiveNotification },
      { method: 'GET', path: `${apiPath(RETURN_PATH)}/:orderId`, handler: returnFromProvider },
      { method: 'GET', path: `${apiPath(SANDBOX_PAGE_PATH)}/:paymentId`, handler: showSandboxPayment },
      { method: 'GET', path: `${apiPath(SANDBOX_PAGE_PATH)}/:paymentId/receipt`, handler: showSandboxReceipt },
      { method: 'POST', path: `${apiPath(SANDBOX_PAGE_PATH)}/:paymentId/approve`, handler: (c) => decideSandboxPayment(c, 'succeeded') },
      { method: 'POST', path: `${apiPath(SANDBOX_PAGE_PATH)}/:paymentId/decline`, handler: (c) => decideSandboxPayment(c, 'canceled') },
    ],
  };
}
