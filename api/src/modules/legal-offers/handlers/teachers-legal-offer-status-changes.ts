import { canAccessLegalOffers } from '@school/shared/permissions';
import { IdLikeSchema } from '@school/shared/schemas';
import { forbidden } from '../../../http/errors';
import { validate } from '../../../http/validate';
import type { GraphqlResolver } from '../../module';
import { pendingOffers } from '../repository';

/** The offers a teacher has still to accept: the teacher's own, or any teacher's for staff. */
export const teachersLegalOfferStatusChanges: GraphqlResolver = async (_parent, args, { request: ctx }) => {
  const user = ctx.user();
  const teacherId = validate(IdLikeSchema, args.teacherId);
  if (!canAccessLegalOffers(user, teacherId)) throw forbidden();
  return pendingOffers(ctx.db, teacherId);
};
