import type { endpoints } from '@school/shared/contracts';
import type { EndpointHandler } from '../../../http/register';
import { lessonRemoved } from '../../lessons/events';
import { changeableAppointment, schedulableGroup } from '../checks';
import { deleteGroupAppointment as removeGroupAppointment } from '../repository';

export const deleteGroupAppointment: EndpointHandler<typeof endpoints.deleteGroupAppointment> = async (ctx, { params }) => {
  await schedulableGroup(ctx, params.studentGroupId);
  await changeableAppointment(ctx, params.studentGroupId, params.id);
  await lessonRemoved(ctx.db, ctx, params.id, (trx) => removeGroupAppointment(trx, params.studentGroupId, params.id));
  return { ok: true as const };
};
