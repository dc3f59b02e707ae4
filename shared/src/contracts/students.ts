import * as v from 'valibot';
import {
  AppointmentInputSchema,
  AppointmentSchema,
  IdLikeSchema,
  OkSchema,
  ProgramProgressSchema,
  StudentContactSchema,
  StudentCoursesSchema,
  StudentGroupSchema,
  StudentIdInputSchema,
  StudentRecordingsSchema,
  StudentSchema,
  StudentStatsSchema,
  UpdateStudentInputSchema,
} from '../schemas';
import { endpoint, procedure } from './define';

const StudentParams = v.object({ studentId: IdLikeSchema });
const StudentAppointmentParams = v.object({ studentId: IdLikeSchema, id: IdLikeSchema });
const GroupParams = v.object({ studentGroupId: IdLikeSchema });
const GroupAppointmentParams = v.object({ studentGroupId: IdLikeSchema, id: IdLikeSchema });

/** Student page, next lesson scheduling and student groups (teacher remote). */
export const studentEndpoints = {
  createStudentAppointment: endpoint({
    method: 'POST',
    path: '/server/students/:studentId/appointments',
    params: StudentParams,
    body: AppointmentInputSchema,
    response: AppointmentSchema,
    successStatus: 201,
  }),
  updateStudentAppointment: endpoint({
    method: 'POST',
    path: '/server/students/:studentId/appointments/:id',
    params: StudentAppointmentParams,
    body: AppointmentInputSchema,
    response: AppointmentSchema,
  }),
  deleteStudentAppointment: endpoint({
    method: 'DELETE',
    path: '/server/students/:studentId/appointments/:id',
    params: StudentAppointmentParams,
    response: OkSchema,
  }),
  createGroupAppointment: endpoint({
    method: 'POST',
    path: '/server/student_groups/:studentGroupId/appointments',
    params: GroupParams,
    body: AppointmentInputSchema,
    response: AppointmentSchema,
    successStatus: 201,
  }),
  updateGroupAppointment: endpoint({
    method: 'POST',
    path: '/server/student_groups/:studentGroupId/appointments/:id',
    params: GroupAppointmentParams,
    body: AppointmentInputSchema,
    response: AppointmentSchema,
  }),
  deleteGroupAppointment: endpoint({
    method: 'DELETE',
    path: '/server/student_groups/:studentGroupId/appointments/:id',
    params: GroupAppointmentParams,
    response: OkSchema,
  }),
  studentGroup: endpoint({
    method: 'GET',
    path: '/server/student_groups/:studentGroupId',
    params: GroupParams,
    response: StudentGroupSchema,
  }),
};

export const studentProcedures = {
  'students.getStudent': procedure({ name: 'students.getStudent', kind: 'query', input: StudentIdInputSchema, output: StudentSchema }),
  'students.getContact': procedure({ name: 'students.getContact', kind: 'query', input: StudentIdInputSchema, output: StudentContactSchema }),
  'students.updateStudent': procedure({ name: 'students.updateStudent', kind: 'mutation', input: UpdateStudentInputSchema, output: StudentSchema }),
  'students.getNextAppointments': procedure({
    name: 'students.getNextAppointments',
    kind: 'query',
    input: StudentIdInputSchema,
    output: v.array(AppointmentSchema),
  }),
  'students.getStats': procedure({ name: 'students.getStats', kind: 'query', input: StudentIdInputSchema, output: StudentStatsSchema }),
  'students.getProgramProgress': procedure({
    name: 'students.getProgramProgress',
    kind: 'query',
    input: StudentIdInputSchema,
    output: ProgramProgressSchema,
  }),
  'students.getRecordings': procedure({
    name: 'students.getRecordings',
    kind: 'query',
    input: StudentIdInputSchema,
    output: StudentRecordingsSchema,
  }),
  'students.getCourses': procedure({ name: 'students.getCourses', kind: 'query', input: StudentIdInputSchema, output: StudentCoursesSchema }),
  'teachers.newTeacherSearchRequestsCount': procedure({
    name: 'teachers.newTeacherSearchRequestsCount',
    kind: 'query',
    input: v.optional(v.object({}), {}),
    output: v.object({ count: v.number() }),
  }),
};
