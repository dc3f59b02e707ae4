import type { endpoints } from '@school/shared/contracts';
import type { EndpointHandler } from '../../../http/register';
import { lessonRemoved } from '../../lessons/events';
import { changeableAppointment } from '../checks';
import { deleteStudentAppointment as removeStudentAppointment } from '../repository';

export const deleteStudentAppointment: EndpointHandler<typeof endpoints.deleteStudentAppointment> = async (ctx, { params }) => {
  await changeableAppointment(ctx, params.studentId, params.id);
  await lessonRemoved(ctx.db, ctx, params.id, (trx) => removeStudentAppointment(trx, params.studentId, params.id));
  return { ok: true as const };
};
