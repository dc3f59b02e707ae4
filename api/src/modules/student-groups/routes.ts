import { endpoints } from '@school/shared/contracts';
import { canScheduleGroupLesson, isCalendarBound } from '@school/shared/permissions';
import { teacherApiTexts } from '@school/shared/texts';
import type { RequestContext } from '../../http/context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { route } from '../../http/register';
import type { ApiModule } from '../module';
import { nextLessonDate } from '../students/next-lesson';
import { groupRefusal, viewableGroup } from './access';
import { deleteGroupAppointment, findGroupAppointment, insertGroupAppointment, loadStudentGroup, updateGroupAppointment } from './repository';

/** Group lessons are scheduled by the group's own teachers. */
async function schedulableGroup(ctx: RequestContext, groupId: number) {
  const { user, facts } = await viewableGroup(ctx, groupId, groupRefusal);
  if (!canScheduleGroupLesson(user, facts)) throw forbidden();
  return user;
}

async function changeableAppointment(ctx: RequestContext, groupId: number, appointmentId: number) {
  const appointment = await findGroupAppointment(ctx.db, groupId, appointmentId);
  if (!appointment) throw notFound(teacherApiTexts.appointmentNotFound);
  if (isCalendarBound(appointment)) throw conflict(teacherApiTexts.appointmentCalendarBound);
  return appointment;
}

export function studentGroupsModule(): ApiModule {
  return {
    name: 'student-groups',
    routes: [
      route(endpoints.studentGroup, async (ctx, { params }) => {
        await viewableGroup(ctx, params.studentGroupId, groupRefusal);
        const group = await loadStudentGroup(ctx.db, params.studentGroupId, ctx.now);
        if (!group) throw notFound(teacherApiTexts.groupNotFound);
        return group;
      }),
      route(endpoints.createGroupAppointment, async (ctx, { params, body }) => {
        const user = await schedulableGroup(ctx, params.studentGroupId);
        const date = nextLessonDate(ctx, body.date);
        return insertGroupAppointment(ctx.db, { groupId: params.studentGroupId, teacherId: user.id, date });
      }),
      route(endpoints.updateGroupAppointment, async (ctx, { params, body }) => {
        await schedulableGroup(ctx, params.studentGroupId);
        await changeableAppointment(ctx, params.studentGroupId, params.id);
        const date = nextLessonDate(ctx, body.date);
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
