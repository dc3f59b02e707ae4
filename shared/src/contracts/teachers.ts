import * as v from 'valibot';
import {
  MarkTeacherSearchRequestsSeenInputSchema,
  TeacherHomeSchema,
  TeacherIdInputSchema,
  TeacherProfileSchema,
  TeacherSearchRequestsSchema,
} from '../schemas';
import { procedure } from './define';

const NoInput = v.optional(v.object({}), {});

/** Teacher home, teacher page and teacher search requests (teacher remote). */
export const teacherProcedures = {
  /** Own students and groups for a teacher; every student and group for admins and client managers. */
  'teachers.getHome': procedure({ name: 'teachers.getHome', kind: 'query', input: NoInput, output: TeacherHomeSchema }),
  'teachers.getTeacher': procedure({ name: 'teachers.getTeacher', kind: 'query', input: TeacherIdInputSchema, output: TeacherProfileSchema }),
  'teachers.getTeacherSearchRequests': procedure({
    name: 'teachers.getTeacherSearchRequests',
    kind: 'query',
    input: NoInput,
    output: TeacherSearchRequestsSchema,
  }),
  /** Marks requests seen; answers the number of new requests left. */
  'teachers.markTeacherSearchRequestsSeen': procedure({
    name: 'teachers.markTeacherSearchRequestsSeen',
    kind: 'mutation',
    input: MarkTeacherSearchRequestsSeenInputSchema,
    output: v.object({ count: v.number() }),
  }),
};
