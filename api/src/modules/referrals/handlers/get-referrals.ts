import type { procedures } from '@school/shared/contracts';
import { canInviteFriends, canReadReferralsOf } from '@school/shared/permissions';
import { commonTexts, landingTexts } from '@school/shared/texts';
import { forbidden, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { earnedLessons, findUserName, invitedBy, listReferrals, referralCodeOf } from '../repository';
import { referralTexts } from '../texts';

export const getReferrals: ProcedureHandler<(typeof procedures)['referrals.get']> = async (ctx, { studentId }) => {
  const user = ctx.user();
  const id = studentId === 'me' ? user.id : studentId;
  if (id === user.id && !canInviteFriends(user)) throw forbidden(landingTexts.referral.learnersOnly);
  if (!canReadReferralsOf(user, id)) throw forbidden(referralTexts.noAccess);
  if (!(await findUserName(ctx.db, id))) throw notFound(commonTexts.notFound);
  const [code, friends, earned, inviter] = await Promise.all([
    referralCodeOf(ctx.db, id, ctx.now),
    listReferrals(ctx.db, id),
    earnedLessons(ctx.db, id),
    invitedBy(ctx.db, id),
  ]);
  return { code, friends, earnedLessons: earned, invitedBy: inviter };
};
