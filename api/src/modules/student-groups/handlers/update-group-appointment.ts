import type { endpoints } from '@school/shared/contracts';
import { notFound } from '../../../http/errors';
import type { EndpointHandler } from '../../../http/register';
import { lessonSaved } from '../../lessons/events';
import { nextLessonDate } from '../../students/next-lesson';
import { changeableAppointment, schedulableGroup } from '../checks';
import { updateGroupAppointment as saveGroupAppointment } from '../repository';
import { studentTexts } from '../../students/texts';

export const updateGroupAppointment: EndpointHandler<typeof endpoints.updateGroupAppointment> = async (ctx, { params, body }) => {
  await schedulableGroup(ctx, params.studentGroupId);
  const before = await changeableAppointment(ctx, params.studentGroupId, params.id);
  const date = nextLessonDate(ctx, body.date);
  return ctx.db.transaction().execute(async (trx) => {
    const updated = await saveGroupAppointment(trx, { groupId: params.studentGroupId, appointmentId: params.id, date });
    if (!updated) throw notFound(studentTexts.appointmentNotFound);
    await lessonSaved(trx, ctx, { appointmentId: params.id, previousDate: new Date(before.date) });
    return updated;
  });
};
