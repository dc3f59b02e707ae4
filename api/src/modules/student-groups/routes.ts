import { endpoints } from '@school/shared/contracts';
import { canScheduleGroupLesson, isCalendarBound } from '@school/shared/permissions';
import { teacherApiTexts } from '@school/shared/texts';
import type { RequestContext } from '../../http/context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { route } from '../../http/register';
import type { ApiModule } from '../module';
import { lessonRemoved, lessonSaved } from '../lessons/events';
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
        return ctx.db.transaction().execute(async (trx) => {
          const appointment = await insertGroupAppointment(trx, { groupId: params.studentGroupId, teacherId: user.id, date });
          await lessonSaved(trx, ctx, { appointmentId: appointment.id, previousDate: null });
          return appointment;
        });
      }),
      route(endpoints.updateGroupAppointment, async (ctx, { params, body }) => {
        await schedulableGroup(ctx, params.studentGroupId);
        const before = await changeableAppointment(ctx, params.studentGroupId, params.id);
        const date = nextLessonDate(ctx, body.date);
        return ctx.db.transaction().execute(async (trx) => {
          const updated = await updateGroupAppointment(trx, { groupId: params.studentGroupId, appointmentId: params.id, date });
          if (!updated) throw notFound(teacherApiTexts.appointmentNotFound);
          await lessonSaved(trx, ctx, { appointmentId: params.id, previousDate: new Date(before.date) });
          return updated;
        });
      }),
      route(endpoints.deleteGroupAppointment, async (ctx, { params }) => {
        await schedulableGroup(ctx, params.studentGroupId);
        await changeableAppointment(ctx, params.studentGroupId, params.id);
        await lessonRemoved(ctx.db, ctx, params.id, (trx) => deleteGroupAppointment(trx, params.studentGroupId, params.id));
        return { ok: true as const };
      }),
    ],
  };
}
