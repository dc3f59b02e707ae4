import type { ApiModule } from '../module';
import { createTeacherLegalOfferStatusChange } from './handlers/create-teacher-legal-offer-status-change';
import { currentTeacherLegalOffer } from './handlers/current-teacher-legal-offer';
import { publishTeacherLegalOffer } from './handlers/publish-teacher-legal-offer';
import { teachersLegalOfferStatusChanges } from './handlers/teachers-legal-offer-status-changes';

/** The teacher legal offer over GraphQL: teachers read and accept their own offers, admins publish new versions. */
export function legalOffersModule(): ApiModule {
  return {
    name: 'legal-offers',
    resolvers: {
      Query: { teachersLegalOfferStatusChanges, currentTeacherLegalOffer },
      Mutation: { createTeacherLegalOfferStatusChange, publishTeacherLegalOffer },
    },
  };
}
