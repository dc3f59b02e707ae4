import {
  PromoCodeCheckInputSchema,
  PromoCodeCreateInputSchema,
  PromoCodesSchema,
  PromoCodeSchemaAdmin,
  PromoCodeTermsSchema,
  PromoCodeUpdateInputSchema,
} from '../schemas';
import * as v from 'valibot';
import { procedure } from './define';

/** Promo codes: the learner checks one at checkout; admins manage them (until the back office has a screen for it). */
export const commerceProcedures = {
  /** What a promo code gives the signed-in learner now; 400 with the reason when it gives nothing. */
  'promoCodes.check': procedure({ name: 'promoCodes.check', kind: 'query', input: PromoCodeCheckInputSchema, output: PromoCodeTermsSchema }),
  /** Admins: every promo code with its uses, the newest first. */
  'promoCodes.list': procedure({ name: 'promoCodes.list', kind: 'query', input: v.optional(v.strictObject({}), {}), output: PromoCodesSchema }),
  /** Admins: a new promo code (its code unique, case aside). */
  'promoCodes.create': procedure({ name: 'promoCodes.create', kind: 'mutation', input: PromoCodeCreateInputSchema, output: PromoCodeSchemaAdmin }),
  /** Admins: a code's terms, dates, limit, comment, or switching it off (codes are never deleted: purchases name them). */
  'promoCodes.update': procedure({ name: 'promoCodes.update', kind: 'mutation', input: PromoCodeUpdateInputSchema, output: PromoCodeSchemaAdmin }),
};
