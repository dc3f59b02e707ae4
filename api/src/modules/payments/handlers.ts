import type { EndpointParsedRequest, endpoints } from '@school/shared/contracts';
import { canBuyLessons } from '@school/shared/permissions';
import type { PaymentRecord } from '@school/shared/schemas';
import type { RequestContext } from '../../http/context';
import { forbidden, HttpError } from '../../http/errors';
import { enforceRateLimit, rateLimits } from '../../http/rate-limit';
import { paidInYear, paymentRecords } from './history';
import { renderTaxCertificate } from './tax-certificate';
import { paymentTexts } from './texts';

/** payments.list: «Мои платежи» of the signed-in user (anyone may read their own; only learners have any). */
export async function listPayments(ctx: RequestContext): Promise<PaymentRecord[]> {
  return paymentRecords(ctx.db, ctx.user().id);
}

/**
 * taxCertificate: the PDF of a year's payments of the signed-in learner with the school's requisites. The
 * learner's own payments only; a production school without its requisites configured answers 503.
 */
export async function taxCertificate(ctx: RequestContext, request: EndpointParsedRequest<(typeof endpoints)['taxCertificate']>): Promise<Response> {
  const user = ctx.user();
  if (!canBuyLessons(user)) throw forbidden(paymentTexts.learnersOnly);
  const school = ctx.deps.config.school;
  if (!school) throw new HttpError(503, [{ message: paymentTexts.noSchoolRequisites }]);
  await enforceRateLimit(ctx, rateLimits.taxCertificates, `user:${user.id}`);
  const { year, payerName, payerInn, studentName } = request.body;
  const pdf = await renderTaxCertificate({
    year,
    payerName,
    payerInn: payerInn || null,
    studentName,
    school,
    payments: await paidInYear(ctx.db, user.id, year),
    issuedAt: ctx.now,
    number: `${user.id}-${year}`,
  });
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="spravka-${year}.pdf"`,
      'cache-control': 'no-store',
    },
  });
}
