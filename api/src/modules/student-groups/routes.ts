import { endpoints } from '@school/shared/contracts';
import { isNotInPastDayAt } from '@school/shared/domain';
import { canScheduleGroupLesson, canViewStudentGroup, isCalendarBound } from '@school/shared/permissions';
import { teacherApiTexts, validationTexts } from '@school/shared/texts';
import type { RequestContext } from '../../http/context';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { route } from '../../http/register';
import type { ApiModule } from '../module';
import {
  deleteGroupAppointment,
  findGroupAppointment,
  insertGroupAppointment,
  loadStudentGroup,
  loadStudentGroupFacts,
  updateGroupAppointment,
} from './repository';

async function viewableGroup(ctx: RequestContext, groupId: number) {
  const user = ctx.user();
  const facts = await loadStudentGroupFacts(ctx.db, groupId);
  if (!facts) throw notFound(teacherApiTexts.groupNotFound);
  if (!canViewStudentGroup(user, facts)) throw forbidden(teacherApiTexts.groupNoAccess);
  return { user, facts };
}

/** Group lessons are scheduled by the group's own teachers. */
async function schedulableGroup(ctx: RequestContext, groupId: number) {
  const { user, facts } = await viewableGroup(ctx, groupId);
  if (!canScheduleGroupLesson(user, facts)) throw forbidden();
  return user;
}

async function changeableAppointment(ctx: RequestContext, groupId: number, appointmentId: number) {
  const appointment = await findGroupAppointment(ctx.db, groupId, appointmentId);
  if (!appointment) throw notFound(teacherApiTexts.appointmentNotFound);
  if (isCalendarBound(appointment)) throw conflict(teacherApiTexts.appointmentCalendarBound);
  return appointment;
}

function notInPast(ctx: RequestContext, date: string): Date {
  if (!isNotInPastDayAt(date, ctx.now)) throw badRequest(validationTexts.nextLessonInPast, 'date');
  return new Date(date);
}

export function studentGroupsModule(): ApiModule {
  return {
    name: 'student-groups',
    routes: [
      route(endpoints.studentGroup, async (ctx, { params }) => {
        await viewableGroup(ctx, params.studentGroupId);
        const group = await loadStudentGroup(ctx.db, params.studentGroupId, ctx.now);
        if (!group) throw notFound(teacherApiTexts.groupNotFound);
        return group;
      }),
      route(endpoints.createGroupAppointment, async (ctx, { params, body }) => {
        const user = await schedulableGroup(ctx, params.studentGroupId);
        const date = notInPast(ctx, body.date);
        return insertGroupAppointment(ctx.db, { groupId: params.studentGroupId, teacherId: user.id, date });
      }),
      route(endpoints.updateGroupAppointment, async (ctx, { params, body }) => {
        await schedulableGroup(ctx, params.studentGroupId);
        await changeableAppointment(ctx, params.studentGroupId, params.id);
        const date = notInPast(ctx, body.date);
        const updated = await updateGroupAppointment(ctx.db, { groupId: params.studentGroupId, appointmentId: params.id, date });
        if (!updated) throw notFound(teacherApiTexts.appointmentNotFound);
        return updated;
      }),
      route(endpoints.deleteGroupAppointment, async (ctx, { params }) => {
        await schedulableGroup(ctx, params.studentGroupId);
        await changeableAppointment(ctx, params.studentGroupId, params.id);
        await deleteGroupAppointment(ctx.db, params.studentGroupId, params.id);
        return { ok: true as const };
      }),
    ],
  };
}
