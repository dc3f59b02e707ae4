import { canAccessLegalOffers } from '@school/shared/permissions';
import { CreateLegalOfferStatusChangeInputSchema } from '@school/shared/schemas';
import { forbidden, notFound } from '../../../http/errors';
import { validate } from '../../../http/validate';
import type { GraphqlResolver } from '../../module';
import { acceptOffer } from '../repository';
import { legalOfferTexts } from '../texts';

/** A teacher accepts an offer. */
export const createTeacherLegalOfferStatusChange: GraphqlResolver = async (_parent, args, { request: ctx }) => {
  const user = ctx.user();
  const input = validate(CreateLegalOfferStatusChangeInputSchema, args.data);
  if (!canAccessLegalOffers(user, input.teacherId)) throw forbidden();
  const accepted = await acceptOffer(ctx.db, input.offerId, input.teacherId, ctx.now);
  if (!accepted) throw notFound(legalOfferTexts.legalOfferNotFound);
  return accepted;
};
