import type { procedures } from '@school/shared/contracts';
import { canInviteFriends } from '@school/shared/permissions';
import { landingTexts } from '@school/shared/texts';
import { badRequest, conflict, forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { acceptReferral as saveAcceptedReferral, findReferrerByCode, findUserName, hasPurchases, isInvitedFriend, shortName } from '../repository';
import { referralTexts } from '../texts';

export const acceptReferral: ProcedureHandler<(typeof procedures)['referrals.accept']> = async (ctx, { code }) => {
  const user = ctx.user();
  if (!canInviteFriends(user)) throw forbidden(landingTexts.referral.learnersOnly);
  const referrer = await findReferrerByCode(ctx.db, code);
  if (!referrer) throw badRequest(landingTexts.referral.codeUnknown, 'code');
  if (referrer.id === user.id) throw badRequest(referralTexts.ownCode, 'code');
  if (await isInvitedFriend(ctx.db, user.id)) throw conflict(referralTexts.alreadyInvited);
  if (await hasPurchases(ctx.db, user.id)) throw conflict(referralTexts.alreadyCustomer);
  const me = await findUserName(ctx.db, user.id);
  const name = me ? shortName(me.first_name, me.last_name) : '';
  const accepted = await saveAcceptedReferral(ctx.db, { referrerId: referrer.id, friend: { id: user.id, name }, now: ctx.now });
  if (!accepted) throw conflict(referralTexts.alreadyInvited);
  return { referrerName: shortName(referrer.first_name, referrer.last_name) };
};
