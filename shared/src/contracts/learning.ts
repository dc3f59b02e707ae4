import * as v from 'valibot';
import {
  CourseResultsInputSchema,
  CourseResultsNormalizedSchema,
  CreateCourseResultInputSchema,
  OffersSchema,
  PaymentInputSchema,
  PaymentResultSchema,
  PaymentsAttentionSchema,
  ResolvePaymentInputSchema,
  PurchaseRatingInputSchema,
  ProgramStatusesSchema,
  SetProgramStatusInputSchema,
  StudentIdInputSchema,
  StudentOrMeInputSchema,
  StudentTransactionsSchema,
  SubscriptionPlansQuerySchema,
  SubscriptionPlansSchema,
  UpdateUserVariablesInputSchema,
  UserVariablesSchema,
  OkSchema,
} from '../schemas';
import { endpoint, procedure } from './define';

/** Learning content and commerce (learner and commerce remotes). */
export const learningEndpoints = {
  subscriptionPlans: endpoint({
    method: 'GET',
    path: '/public/subscription-plans',
    query: SubscriptionPlansQuerySchema,
    response: SubscriptionPlansSchema,
  }),
};

export const learningProcedures = {
  'students.getCourseResultsNormalized': procedure({
    name: 'students.getCourseResultsNormalized',
    kind: 'query',
    input: CourseResultsInputSchema,
    output: CourseResultsNormalizedSchema,
  }),
  'students.createCourseResult': procedure({
    name: 'students.createCourseResult',
    kind: 'mutation',
    input: CreateCourseResultInputSchema,
    output: CourseResultsNormalizedSchema,
  }),
  'students.getProgramStatuses': procedure({
    name: 'students.getProgramStatuses',
    kind: 'query',
    input: StudentIdInputSchema,
    output: ProgramStatusesSchema,
  }),
  /** Only the student's own teachers and staff; answers every status of the student. */
  'students.setProgramStatus': procedure({
    name: 'students.setProgramStatus',
    kind: 'mutation',
    input: SetProgramStatusInputSchema,
    output: ProgramStatusesSchema,
  }),
  'students.getOffers': procedure({ name: 'students.getOffers', kind: 'query', input: StudentOrMeInputSchema, output: OffersSchema }),
  'students.getTransactions': procedure({
    name: 'students.getTransactions',
    kind: 'query',
    input: StudentOrMeInputSchema,
    output: StudentTransactionsSchema,
  }),
  'users.getVariables': procedure({ name: 'users.getVariables', kind: 'query', input: v.optional(v.object({}), {}), output: UserVariablesSchema }),
  'users.updateVariables': procedure({ name: 'users.updateVariables', kind: 'mutation', input: UpdateUserVariablesInputSchema, output: OkSchema }),
  /** Creates a payment order priced by the server and answers the payment provider's page to go to. */
  'payments.create': procedure({ name: 'payments.create', kind: 'mutation', input: PaymentInputSchema, output: PaymentResultSchema }),
  /** The success popup's rating (1–5) of the signed-in user's latest paid order. */
  'payments.rate': procedure({ name: 'payments.rate', kind: 'mutation', input: PurchaseRatingInputSchema, output: OkSchema }),
  /** Admins: payments that need attention (a sum the provider reported differently) and the latest resolved ones. */
  'payments.listAttention': procedure({
    name: 'payments.listAttention',
    kind: 'query',
    input: v.optional(v.strictObject({}), {}),
    output: PaymentsAttentionSchema,
  }),
  /** Admins: credit such a payment's purchase, or note its refund; written to the order's history. Answers the list. */
  'payments.resolveAttention': procedure({
    name: 'payments.resolveAttention',
    kind: 'mutation',
    input: ResolvePaymentInputSchema,
    output: PaymentsAttentionSchema,
  }),
};
