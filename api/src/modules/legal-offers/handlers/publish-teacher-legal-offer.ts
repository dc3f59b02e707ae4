import { canPublishLegalOffer } from '@school/shared/permissions';
import { PublishLegalOfferInputSchema } from '@school/shared/schemas';
import { forbidden } from '../../../http/errors';
import { validate } from '../../../http/validate';
import type { GraphqlResolver } from '../../module';
import { publishOffer } from '../repository';

/** An admin publishes a new version of the offer. */
export const publishTeacherLegalOffer: GraphqlResolver = async (_parent, args, { request: ctx }) => {
  // Input is checked before permission, as every REST route does.
  const user = ctx.user();
  const { content } = validate(PublishLegalOfferInputSchema, { content: args.content });
  if (!canPublishLegalOffer(user)) throw forbidden();
  return publishOffer(ctx.db, content, ctx.now);
};
