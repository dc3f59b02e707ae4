import * as v from 'valibot';
import { PlannedTeacherRateSchema, TeacherLegalOfferSchema, TeacherLegalOfferStatusChangeSchema } from '../schemas';

/** The GraphQL schema served at /api/graphql. The server builds from it; clients read the documents below. */
export const graphqlSchemaSDL = /* GraphQL */ `
  type TeacherRef {
    id: ID!
  }

  type TeacherLegalOffer {
    id: ID!
    content: String!
    createdAt: String!
  }

  type TeacherLegalOfferStatusChange {
    id: ID!
    teacherLegalOffer: TeacherLegalOffer!
    teacher: TeacherRef!
    status: String!
  }

  input CreateTeacherLegalOfferStatusChangeInput {
    offerId: ID!
    teacherId: ID!
    status: String!
  }

  type PlannedTeacherReportRate {
    version: Int
    rate: Float
    baseRate: Float
    auctionMultiplier: Float
    skillMultiplier: Float
    qualityMultiplier: Float
    performanceBonus: Float
    LTVBonus: Float
    salaryPaymentMethodMultiplier: Float
  }

  type Query {
    "Offers this teacher has not accepted yet (status 'pending')."
    teachersLegalOfferStatusChanges(teacherId: ID!): [TeacherLegalOfferStatusChange!]!
    plannedTeacherReportRate(studentId: ID!, reportFullTypeId: ID!): PlannedTeacherReportRate!
    "The newest published offer (admins)."
    currentTeacherLegalOffer: TeacherLegalOffer
  }

  type Mutation {
    createTeacherLegalOfferStatusChange(data: CreateTeacherLegalOfferStatusChangeInput!): TeacherLegalOfferStatusChange!
    "Publishes a new offer version that every teacher must accept (admins)."
    publishTeacherLegalOffer(content: String!): TeacherLegalOffer!
  }
`;

export const graphqlDocuments = {
  teachersLegalOfferStatusChanges: /* GraphQL */ `
    query TeachersLegalOfferStatusChanges($teacherId: ID!) {
      teachersLegalOfferStatusChanges(teacherId: $teacherId) {
        id
        status
        teacher {
          id
        }
        teacherLegalOffer {
          id
          content
          createdAt
        }
      }
    }
  `,
  createTeacherLegalOfferStatusChange: /* GraphQL */ `
    mutation CreateTeacherLegalOfferStatusChange($data: CreateTeacherLegalOfferStatusChangeInput!) {
      createTeacherLegalOfferStatusChange(data: $data) {
        id
        status
      }
    }
  `,
  plannedTeacherReportRate: /* GraphQL */ `
    query PlannedTeacherReportRate($studentId: ID!, $reportFullTypeId: ID!) {
      plannedTeacherReportRate(studentId: $studentId, reportFullTypeId: $reportFullTypeId) {
        version
        rate
        baseRate
        auctionMultiplier
        skillMultiplier
        qualityMultiplier
        performanceBonus
        LTVBonus
        salaryPaymentMethodMultiplier
      }
    }
  `,
  currentTeacherLegalOffer: /* GraphQL */ `
    query CurrentTeacherLegalOffer {
      currentTeacherLegalOffer {
        id
        content
        createdAt
      }
    }
  `,
  publishTeacherLegalOffer: /* GraphQL */ `
    mutation PublishTeacherLegalOffer($content: String!) {
      publishTeacherLegalOffer(content: $content) {
        id
        content
        createdAt
      }
    }
  `,
} as const;

/** GraphQL sends ids as strings; the shared schemas keep numbers. */
const GqlId = v.pipe(v.union([v.string(), v.number()]), v.transform(Number));

export const graphqlResultSchemas = {
  teachersLegalOfferStatusChanges: v.object({
    teachersLegalOfferStatusChanges: v.array(
      v.object({
        ...TeacherLegalOfferStatusChangeSchema.entries,
        id: GqlId,
        teacher: v.object({ id: GqlId }),
        teacherLegalOffer: v.object({ ...TeacherLegalOfferSchema.entries, id: GqlId }),
      }),
    ),
  }),
  createTeacherLegalOfferStatusChange: v.object({
    createTeacherLegalOfferStatusChange: v.object({ id: GqlId, status: v.string() }),
  }),
  plannedTeacherReportRate: v.object({ plannedTeacherReportRate: PlannedTeacherRateSchema }),
  currentTeacherLegalOffer: v.object({
    currentTeacherLegalOffer: v.nullable(v.object({ ...TeacherLegalOfferSchema.entries, id: GqlId })),
  }),
  publishTeacherLegalOffer: v.object({
    publishTeacherLegalOffer: v.object({ ...TeacherLegalOfferSchema.entries, id: GqlId }),
  }),
};
