import { canScheduleGroupLesson, isCalendarBound } from '@school/shared/permissions';
import type { RequestContext } from '../../http/context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { groupRefusal, viewableGroup } from './access';
import { findGroupAppointment } from './repository';
import { studentTexts } from '../students/texts';

/** Group lessons are scheduled by the group's own teachers. */
export async function schedulableGroup(ctx: RequestContext, groupId: number) {
  const { user, facts } = await viewableGroup(ctx, groupId, groupRefusal);
  if (!canScheduleGroupLesson(user, facts)) throw forbidden();
  return user;
}

export async function changeableAppointment(ctx: RequestContext, groupId: number, appointmentId: number) {
  const appointment = await findGroupAppointment(ctx.db, groupId, appointmentId);
  if (!appointment) throw notFound(studentTexts.appointmentNotFound);
  if (isCalendarBound(appointment)) throw conflict(studentTexts.appointmentCalendarBound);
  return appointment;
}
