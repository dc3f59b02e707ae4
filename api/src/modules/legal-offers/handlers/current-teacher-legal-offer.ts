import { canPublishLegalOffer } from '@school/shared/permissions';
import { forbidden } from '../../../http/errors';
import type { GraphqlResolver } from '../../module';
import { latestOffer } from '../repository';

/** The latest published offer, for those who publish the next one. */
export const currentTeacherLegalOffer: GraphqlResolver = async (_parent, _args, { request: ctx }) => {
  if (!canPublishLegalOffer(ctx.user())) throw forbidden();
  return latestOffer(ctx.db);
};
