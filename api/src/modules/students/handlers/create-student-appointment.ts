import type { endpoints } from '@school/shared/contracts';
import type { EndpointHandler } from '../../../http/register';
import { lessonSaved } from '../../lessons/events';
import { schedulable } from '../checks';
import { nextLessonDate } from '../next-lesson';
import { insertStudentAppointment } from '../repository';

export const createStudentAppointment: EndpointHandler<typeof endpoints.createStudentAppointment> = async (ctx, { params, body }) => {
  const user = await schedulable(ctx, params.studentId);
  const date = nextLessonDate(ctx, body.date);
  // The lesson and what it sets off (the student's notification) are written together.
  return ctx.db.transaction().execute(async (trx) => {
    const appointment = await insertStudentAppointment(trx, { studentId: params.studentId, teacherId: user.id, date });
    await lessonSaved(trx, ctx, { appointmentId: appointment.id, previousDate: null });
    return appointment;
  });
};
