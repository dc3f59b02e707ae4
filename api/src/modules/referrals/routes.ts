import { procedures } from '@school/shared/contracts';
import { canInviteFriends, canReadReferralsOf } from '@school/shared/permissions';
import { commonTexts, landingTexts } from '@school/shared/texts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { procedureRoute } from '../../http/register';
import type { ApiModule } from '../module';
import {
  acceptReferral,
  earnedLessons,
  findReferrerByCode,
  findUserName,
  hasPurchases,
  invitedBy,
  isInvitedFriend,
  listReferrals,
  referralCodeOf,
  shortName,
} from './repository';

export function referralsModule(): ApiModule {
  return {
    name: 'referrals',
    procedures: [
      procedureRoute(procedures['referrals.get'], async (ctx, { studentId }) => {
        const user = ctx.user();
        const id = studentId === 'me' ? user.id : studentId;
        if (id === user.id && !canInviteFriends(user)) throw forbidden(landingTexts.referral.learnersOnly);
        if (!canReadReferralsOf(user, id)) throw forbidden(landingTexts.referral.noAccess);
        if (!(await findUserName(ctx.db, id))) throw notFound(commonTexts.notFound);
        const [code, friends, earned, inviter] = await Promise.all([
          referralCodeOf(ctx.db, id, ctx.now),
          listReferrals(ctx.db, id),
          earnedLessons(ctx.db, id),
          invitedBy(ctx.db, id),
        ]);
        return { code, friends, earnedLessons: earned, invitedBy: inviter };
      }),
      procedureRoute(procedures['referrals.accept'], async (ctx, { code }) => {
        const user = ctx.user();
        if (!canInviteFriends(user)) throw forbidden(landingTexts.referral.learnersOnly);
        const referrer = await findReferrerByCode(ctx.db, code);
        if (!referrer) throw badRequest(landingTexts.referral.codeUnknown, 'code');
        if (referrer.id === user.id) throw badRequest(landingTexts.referral.ownCode, 'code');
        if (await isInvitedFriend(ctx.db, user.id)) throw conflict(landingTexts.referral.alreadyInvited);
        if (await hasPurchases(ctx.db, user.id)) throw conflict(landingTexts.referral.alreadyCustomer);
        const me = await findUserName(ctx.db, user.id);
        const name = me ? shortName(me.first_name, me.last_name) : '';
        const accepted = await acceptReferral(ctx.db, { referrerId: referrer.id, friend: { id: user.id, name }, now: ctx.now });
        if (!accepted) throw conflict(landingTexts.referral.alreadyInvited);
        return { referrerName: shortName(referrer.first_name, referrer.last_name) };
      }),
    ],
  };
}
