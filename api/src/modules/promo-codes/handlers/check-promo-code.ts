import { canBuyLessons } from '@school/shared/permissions';
import type { PromoCodeTerms } from '@school/shared/schemas';
import type { RequestContext } from '../../../http/context';
import { badRequest, forbidden } from '../../../http/errors';
import { enforceRateLimit, rateLimits } from '../../../http/rate-limit';
import type { ProcedureParsedInput, procedures } from '@school/shared/contracts';
import { promoRefusal } from '../checks';
import { coveredOptionIds, findPromoCode, hasPurchases, promoCodeUses } from '../repository';
import { paymentTexts } from '../../payments/texts';
import { promoCodeTexts } from '../texts';

/**
 * promoCodes.check: what a code gives the signed-in learner now (the options it lowers and how), or 400 with
 * the reason. Counted per learner, so codes cannot be guessed by the thousand.
 */
export async function checkPromoCode(ctx: RequestContext, input: ProcedureParsedInput<(typeof procedures)['promoCodes.check']>): Promise<PromoCodeTerms> {
  const user = ctx.user();
  if (!canBuyLessons(user)) throw forbidden(paymentTexts.learnersOnly);
  await enforceRateLimit(ctx, rateLimits.promoCodeChecks, `user:${user.id}`, promoCodeTexts.tooManyPromoChecks);
  const code = await findPromoCode(ctx.db, input.code);
  const refusal = promoRefusal(code, {
    now: ctx.now,
    hasPurchases: await hasPurchases(ctx.db, user.id),
    uses: code ? await promoCodeUses(ctx.db, code.id, ctx.now) : 0,
  });
  if (refusal || !code) throw badRequest(refusal ?? promoCodeTexts.promoUnknown, 'code');
  return {
    code: code.code.toUpperCase(),
    discountPercent: code.discount_percent,
    discountRubles: code.discount_rubles,
    transactionTypeIds: await coveredOptionIds(ctx.db, code),
    firstPurchaseOnly: code.first_purchase_only,
    validUntil: code.valid_until ? code.valid_until.toISOString() : null,
  };
}
