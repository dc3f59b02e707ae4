import { canAccessLegalOffers, canPublishLegalOffer } from '@school/shared/permissions';
import { CreateLegalOfferStatusChangeInputSchema, IdLikeSchema, PublishLegalOfferInputSchema } from '@school/shared/schemas';
import { teacherApiTexts } from '@school/shared/texts';
import { forbidden, notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import type { ApiModule } from '../module';
import { acceptOffer, latestOffer, pendingOffers, publishOffer } from './repository';

/** The teacher legal offer over GraphQL: teachers read and accept their own offers, admins publish new versions. */
export function legalOffersModule(): ApiModule {
  return {
    name: 'legal-offers',
    resolvers: {
      Query: {
        teachersLegalOfferStatusChanges: async (_parent, args, { request: ctx }) => {
          const user = ctx.user();
          const teacherId = validate(IdLikeSchema, args.teacherId);
          if (!canAccessLegalOffers(user, teacherId)) throw forbidden();
          return pendingOffers(ctx.db, teacherId);
        },
        currentTeacherLegalOffer: async (_parent, _args, { request: ctx }) => {
          if (!canPublishLegalOffer(ctx.user())) throw forbidden();
          return latestOffer(ctx.db);
        },
      },
      Mutation: {
        createTeacherLegalOfferStatusChange: async (_parent, args, { request: ctx }) => {
          const user = ctx.user();
          const input = validate(CreateLegalOfferStatusChangeInputSchema, args.data);
          if (!canAccessLegalOffers(user, input.teacherId)) throw forbidden();
          const accepted = await acceptOffer(ctx.db, input.offerId, input.teacherId, ctx.now);
          if (!accepted) throw notFound(teacherApiTexts.legalOfferNotFound);
          return accepted;
        },
        publishTeacherLegalOffer: async (_parent, args, { request: ctx }) => {
          // Input is checked before permission, as every REST route does.
          const user = ctx.user();
          const { content } = validate(PublishLegalOfferInputSchema, { content: args.content });
          if (!canPublishLegalOffer(user)) throw forbidden();
          return publishOffer(ctx.db, content, ctx.now);
        },
      },
    },
  };
}
