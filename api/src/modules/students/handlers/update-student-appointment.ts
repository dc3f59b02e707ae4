import type { endpoints } from '@school/shared/contracts';
import { notFound } from '../../../http/errors';
import type { EndpointHandler } from '../../../http/register';
import { lessonSaved } from '../../lessons/events';
import { changeableAppointment } from '../checks';
import { nextLessonDate } from '../next-lesson';
import { updateStudentAppointment as saveStudentAppointment } from '../repository';
import { studentTexts } from '../texts';

export const updateStudentAppointment: EndpointHandler<typeof endpoints.updateStudentAppointment> = async (ctx, { params, body }) => {
  const before = await changeableAppointment(ctx, params.studentId, params.id);
  const date = nextLessonDate(ctx, body.date);
  return ctx.db.transaction().execute(async (trx) => {
    const updated = await saveStudentAppointment(trx, { studentId: params.studentId, appointmentId: params.id, date });
    if (!updated) throw notFound(studentTexts.appointmentNotFound);
    await lessonSaved(trx, ctx, { appointmentId: params.id, previousDate: new Date(before.date) });
    return updated;
  });
};
