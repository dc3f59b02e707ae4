import type { endpoints } from '@school/shared/contracts';
import type { EndpointHandler } from '../../../http/register';
import { schedulable } from '../checks';
import { nextLessonDate } from '../next-lesson';
import { insertStudentAppointment } from '../repository';

export const createStudentAppointment: EndpointHandler<typeof endpoints.createStudentAppointment> = async (ctx, { params, body }) => {
  const user = await schedulable(ctx, params.studentId);
  const date = nextLessonDate(ctx, body.date);
  return insertStudentAppointment(ctx.db, { studentId: params.studentId, teacherId: user.id, date });
};
