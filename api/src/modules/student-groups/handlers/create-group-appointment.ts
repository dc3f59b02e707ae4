import type { endpoints } from '@school/shared/contracts';
import type { EndpointHandler } from '../../../http/register';
import { lessonSaved } from '../../lessons/events';
import { nextLessonDate } from '../../students/next-lesson';
import { schedulableGroup } from '../checks';
import { insertGroupAppointment } from '../repository';

export const createGroupAppointment: EndpointHandler<typeof endpoints.createGroupAppointment> = async (ctx, { params, body }) => {
  const user = await schedulableGroup(ctx, params.studentGroupId);
  const date = nextLessonDate(ctx, body.date);
  return ctx.db.transaction().execute(async (trx) => {
    const appointment = await insertGroupAppointment(trx, { groupId: params.studentGroupId, teacherId: user.id, date });
    await lessonSaved(trx, ctx, { appointmentId: appointment.id, previousDate: null });
    return appointment;
  });
};
