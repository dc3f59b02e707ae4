import {
  PaymentRecordsSchema,
  PromoCodeCheckInputSchema,
  TaxCertificateInputSchema,
  PromoCodeCreateInputSchema,
  PromoCodesSchema,
  PromoCodeSchemaAdmin,
  PromoCodeTermsSchema,
  PromoCodeUpdateInputSchema,
} from '../schemas';
import * as v from 'valibot';
import { endpoint, procedure } from './define';

/** The PDF a download endpoint answers (not JSON: the client reads it as a file). */
const PdfFileSchema = v.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, 'Ожидался файл PDF.');

export const commerceEndpoints = {
  /** «Справка для налогового вычета»: a PDF of the signed-in learner's payments of a year, with the school's requisites. */
  taxCertificate: endpoint({
    method: 'POST',
    path: '/server/payments/tax-certificate',
    body: TaxCertificateInputSchema,
    response: PdfFileSchema,
  }),
};

/** Promo codes: the learner checks one at checkout; admins manage them in the back office («Промокоды»). */
export const commerceProcedures = {
  /** «Мои платежи»: the signed-in user's payments, the newest first. */
  'payments.list': procedure({ name: 'payments.list', kind: 'query', input: v.optional(v.strictObject({}), {}), output: PaymentRecordsSchema }),
  /** What a promo code gives the signed-in learner now; 400 with the reason when it gives nothing. */
  'promoCodes.check': procedure({ name: 'promoCodes.check', kind: 'query', input: PromoCodeCheckInputSchema, output: PromoCodeTermsSchema }),
  /** Admins: every promo code with its uses, the newest first. */
  'promoCodes.list': procedure({ name: 'promoCodes.list', kind: 'query', input: v.optional(v.strictObject({}), {}), output: PromoCodesSchema }),
  /** Admins: a new promo code (its code unique, case aside). */
  'promoCodes.create': procedure({ name: 'promoCodes.create', kind: 'mutation', input: PromoCodeCreateInputSchema, output: PromoCodeSchemaAdmin }),
  /** Admins: a code's terms, dates, limit, comment, or switching it off (codes are never deleted: purchases name them). */
  'promoCodes.update': procedure({ name: 'promoCodes.update', kind: 'mutation', input: PromoCodeUpdateInputSchema, output: PromoCodeSchemaAdmin }),
};
