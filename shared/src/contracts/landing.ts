import * as v from 'valibot';
import {
  AcceptReferralInputSchema,
  AcceptReferralResultSchema,
  LeadCreatedSchema,
  LeadInputSchema,
  LeadsSchema,
  LevelTestResultAnswerSchema,
  LevelTestResultSchema,
  ReferralOverviewSchema,
  SaveLevelTestInputSchema,
  StudentOrSelfInputSchema,
  TeacherSearchCreatedSchema,
  TeacherSearchInputSchema,
} from '../schemas';
import { endpoint, procedure } from './define';

const NoInput = v.optional(v.object({}), {});

/** The school's front door (commerce remote): the intro-lesson lead anyone may send. */
export const landingEndpoints = {
  /** A visitor books the free introductory lesson; a repeat of the same phone within minutes adds nothing. */
  createLead: endpoint({ method: 'POST', path: '/public/leads', body: LeadInputSchema, response: LeadCreatedSchema, successStatus: 201 }),
};

export const landingProcedures = {
  /** Leads of the introductory lesson, newest first (admins and client managers). */
  'leads.list': procedure({ name: 'leads.list', kind: 'query', input: NoInput, output: LeadsSchema }),
  /** Scores the signed-in learner's answers on the server and stores the result. */
  'levelTest.saveResult': procedure({ name: 'levelTest.saveResult', kind: 'mutation', input: SaveLevelTestInputSchema, output: LevelTestResultSchema }),
  /** A student's latest level test result: for whoever may open the student's page. */
  'levelTest.getResult': procedure({ name: 'levelTest.getResult', kind: 'query', input: StudentOrSelfInputSchema, output: LevelTestResultAnswerSchema }),
  /** The learner's invitation code, invited friends and their state (own only; staff may read anyone's). */
  'referrals.get': procedure({ name: 'referrals.get', kind: 'query', input: StudentOrSelfInputSchema, output: ReferralOverviewSchema }),
  /** A signed-in new learner accepts a friend's invitation. */
  'referrals.accept': procedure({ name: 'referrals.accept', kind: 'mutation', input: AcceptReferralInputSchema, output: AcceptReferralResultSchema }),
  /** A learner's teacher-search questionnaire: becomes a new request teachers see. */
  'teachers.createTeacherSearchRequest': procedure({
    name: 'teachers.createTeacherSearchRequest',
    kind: 'mutation',
    input: TeacherSearchInputSchema,
    output: TeacherSearchCreatedSchema,
  }),
};
