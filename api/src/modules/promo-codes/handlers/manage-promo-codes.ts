import type { ProcedureParsedInput, procedures } from '@school/shared/contracts';
import { canManagePromoCodes } from '@school/shared/permissions';
import type { PromoCodeAdmin } from '@school/shared/schemas';
import type { RequestContext } from '../../../http/context';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import { insertPromoCode, knownOptionIds, knownPlanIds, listPromoCodes, promoCodeById, updatePromoCode } from '../repository';
import { promoCodeTexts } from '../texts';

type Procedures = typeof procedures;

function admin(ctx: RequestContext) {
  const user = ctx.user();
  if (!canManagePromoCodes(user)) throw forbidden();
  return user;
}

/** The plans and options a code names must exist (a typo would silently cover nothing). */
async function checkTargets(ctx: RequestContext, input: { planIds: string[]; transactionTypeIds: string[] }) {
  const plans = await knownPlanIds(ctx.db, input.planIds);
  const unknownPlan = input.planIds.find((id) => !plans.includes(id));
  if (unknownPlan) throw badRequest(`Тарифа ${unknownPlan} нет.`, 'planIds');
  const options = await knownOptionIds(ctx.db, input.transactionTypeIds);
  const unknownOption = input.transactionTypeIds.find((id) => !options.includes(id));
  if (unknownOption) throw badRequest(`Варианта оплаты ${unknownOption} нет.`, 'transactionTypeIds');
}

/** promoCodes.list: admins. */
export async function listCodes(ctx: RequestContext): Promise<PromoCodeAdmin[]> {
  admin(ctx);
  return listPromoCodes(ctx.db);
}

/** promoCodes.create: admins; 409 when the code (case aside) exists. */
export async function createCode(ctx: RequestContext, input: ProcedureParsedInput<Procedures['promoCodes.create']>): Promise<PromoCodeAdmin> {
  const user = admin(ctx);
  await checkTargets(ctx, input);
  const id = await insertPromoCode(ctx.db, input, { adminId: user.id, now: ctx.now });
  if (id === undefined) throw conflict(promoCodeTexts.promoTakenCode, 'code');
  return (await promoCodeById(ctx.db, id))!;
}

/** promoCodes.update: admins; the code's text stays (purchases name it). */
export async function updateCode(ctx: RequestContext, input: ProcedureParsedInput<Procedures['promoCodes.update']>): Promise<PromoCodeAdmin> {
  admin(ctx);
  await checkTargets(ctx, input);
  if (!(await updatePromoCode(ctx.db, input))) throw notFound(promoCodeTexts.promoNotFound);
  return (await promoCodeById(ctx.db, input.id))!;
}
