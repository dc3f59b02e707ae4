import { endpoints, procedures, reportVideoPath } from '@school/shared/contracts';
import { programByNumericId } from '@school/shared/domain';
import {
  canActivateStudent,
  canChangeSubscriptionPlan,
  canEditStudentProfile,
  canScheduleNextLesson,
  canSeeJournalLink,
  canSeeStatsTab,
  isCalendarBound,
  type Viewer,
} from '@school/shared/permissions';
import type { LinguoPortraitField } from '@school/shared/schemas';
import { teacherApiTexts, validationTexts } from '@school/shared/texts';
import type { RequestContext } from '../../http/context';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { procedureRoute, route } from '../../http/register';
import type { ApiModule } from '../module';
import { studentRefusal, viewableStudent as viewable } from './access';
import { nextLessonDate } from './next-lesson';
import {
  deleteStudentAppointment,
  findStudentAppointment,
  homeworkLessonCodes,
  insertStudentAppointment,
  lessonHistory,
  loadContact,
  loadLinguoPortraitFields,
  loadStudent,
  nextAppointments,
  planExists,
  programIdOf,
  purchasedCourses,
  reportsWithVideos,
  saveStudentChanges,
  updateStudentAppointment,
  type StudentChanges,
} from './repository';

/** The student page names the student in its 404 and 403 answers. */
const viewableStudent = (ctx: RequestContext, studentId: number) => viewable(ctx, studentId, studentRefusal);

/** Only keys and values the configuration offers; an empty value clears the key. */
function checkedPortrait(portrait: Record<string, string>, fields: LinguoPortraitField[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(portrait)) {
    const field = fields.find((f) => f.key === key);
    if (!field) throw badRequest(teacherApiTexts.portraitFieldUnknown, `linguoPortrait.${key}`);
    if (value === '') continue;
    if (!field.values.includes(value)) throw badRequest(teacherApiTexts.portraitValueUnknown, `linguoPortrait.${key}`);
    result[key] = value;
  }
  return result;
}

/** Next single lessons: only the student's own teachers, never in a past day, never a calendar-bound one. */
async function schedulable(ctx: RequestContext, studentId: number) {
  const { user, facts } = await viewableStudent(ctx, studentId);
  if (!canScheduleNextLesson(user, { ...facts, id: studentId })) throw forbidden();
  return user;
}

async function ownAppointment(ctx: RequestContext, user: Viewer, studentId: number, appointmentId: number) {
  const appointment = await findStudentAppointment(ctx.db, studentId, appointmentId);
  if (!appointment) throw notFound(teacherApiTexts.appointmentNotFound);
  if (appointment.teacherId !== user.id) throw forbidden();
  if (isCalendarBound(appointment)) throw conflict(teacherApiTexts.appointmentCalendarBound);
  return appointment;
}

export function studentsModule(): ApiModule {
  return {
    name: 'students',
    routes: [
      route(endpoints.createStudentAppointment, async (ctx, { params, body }) => {
        const user = await schedulable(ctx, params.studentId);
        const date = nextLessonDate(ctx, body.date);
        return insertStudentAppointment(ctx.db, { studentId: params.studentId, teacherId: user.id, date });
      }),
      route(endpoints.updateStudentAppointment, async (ctx, { params, body }) => {
        const user = await schedulable(ctx, params.studentId);
        await ownAppointment(ctx, user, params.studentId, params.id);
        const date = nextLessonDate(ctx, body.date);
        const updated = await updateStudentAppointment(ctx.db, { studentId: params.studentId, appointmentId: params.id, date });
        if (!updated) throw notFound(teacherApiTexts.appointmentNotFound);
        return updated;
      }),
      route(endpoints.deleteStudentAppointment, async (ctx, { params }) => {
        const user = await schedulable(ctx, params.studentId);
        await ownAppointment(ctx, user, params.studentId, params.id);
        await deleteStudentAppointment(ctx.db, params.studentId, params.id);
        return { ok: true as const };
      }),
    ],
    procedures: [
      procedureRoute(procedures['students.getStudent'], async (ctx, { studentId }) => {
        const { user } = await viewableStudent(ctx, studentId);
        const student = await loadStudent(ctx.db, studentId, ctx.now, { withJournal: canSeeJournalLink(user) });
        if (!student) throw notFound(teacherApiTexts.studentNotFound);
        return student;
      }),
      procedureRoute(procedures['students.getContact'], async (ctx, { studentId }) => {
        await viewableStudent(ctx, studentId);
        const contact = await loadContact(ctx.db, studentId);
        if (!contact) throw notFound(teacherApiTexts.studentNotFound);
        return contact;
      }),
      procedureRoute(procedures['students.updateStudent'], async (ctx, input) => {
        const { user, facts } = await viewableStudent(ctx, input.studentId);
        const { studentId, activatedAt, subscriptionPlanId, bio, preferredLessonsTime, programId, linguoPortrait } = input;
        const changes: StudentChanges = { profile: {} };
        if (bio !== undefined) changes.profile.bio = bio;
        if (preferredLessonsTime !== undefined) changes.profile.preferred_lessons_time = preferredLessonsTime;
        if (programId !== undefined) changes.profile.program_id = programId;
        const editsProfile = Object.keys(changes.profile).length > 0 || linguoPortrait !== undefined;
        if (!editsProfile && activatedAt === undefined && subscriptionPlanId === undefined) throw badRequest(teacherApiTexts.nothingToUpdate);

        if (editsProfile && !canEditStudentProfile(user, { id: studentId, lastStudentStatusForbidEditing: facts.lastStudentStatusForbidEditing })) {
          throw forbidden();
        }
        if (activatedAt !== undefined) {
          if (!canActivateStudent(user, facts)) throw forbidden();
          if (!subscriptionPlanId) throw badRequest(validationTexts.planRequired, 'subscriptionPlanId');
          // Activation happens now, by the server's clock.
          changes.activatedAt = ctx.now;
        } else if (subscriptionPlanId !== undefined && !canChangeSubscriptionPlan(user)) {
          throw forbidden();
        }
        if (subscriptionPlanId !== undefined) {
          if (!(await planExists(ctx.db, subscriptionPlanId))) throw badRequest(teacherApiTexts.planUnknown, 'subscriptionPlanId');
          changes.subscriptionPlanId = subscriptionPlanId;
        }
        if (programId !== undefined && programId !== null && !programByNumericId(programId)) {
          throw badRequest(validationTexts.programInvalid, 'programId');
        }
        if (linguoPortrait !== undefined) changes.profile.linguo_portrait = checkedPortrait(linguoPortrait, await loadLinguoPortraitFields(ctx.db));

        await saveStudentChanges(ctx.db, studentId, changes);
        const student = await loadStudent(ctx.db, studentId, ctx.now, { withJournal: canSeeJournalLink(user) });
        if (!student) throw notFound(teacherApiTexts.studentNotFound);
        return student;
      }),
      procedureRoute(procedures['students.getNextAppointments'], async (ctx, { studentId }) => {
        await viewableStudent(ctx, studentId);
        return nextAppointments(ctx.db, studentId, ctx.now);
      }),
      procedureRoute(procedures['students.getStats'], async (ctx, { studentId }) => {
        const { user } = await viewableStudent(ctx, studentId);
        if (!canSeeStatsTab(user)) throw forbidden();
        return { lessons: await lessonHistory(ctx.db, studentId) };
      }),
      procedureRoute(procedures['students.getProgramProgress'], async (ctx, { studentId }) => {
        await viewableStudent(ctx, studentId);
        const [programId, lessonCodes] = await Promise.all([programIdOf(ctx.db, studentId), homeworkLessonCodes(ctx.db, studentId)]);
        return { programId, lessonCodes };
      }),
      procedureRoute(procedures['students.getRecordings'], async (ctx, { studentId }) => {
        await viewableStudent(ctx, studentId);
        const rows = await reportsWithVideos(ctx.db, studentId);
        return rows.map((r) => ({
          reportId: r.id,
          date: r.date.toISOString(),
          teacher: { id: r.teacher_id, firstName: r.first_name, lastName: r.last_name },
          fullTypeName: r.name,
          videoFileName: r.video_file_name!,
          // The report's video address checks access and signs a fresh storage link on every play.
          videoUrl: `/api${reportVideoPath(r.id)}`,
        }));
      }),
      procedureRoute(procedures['students.getCourses'], async (ctx, { studentId }) => {
        await viewableStudent(ctx, studentId);
        return purchasedCourses(ctx.db, studentId);
      }),
    ],
  };
}
