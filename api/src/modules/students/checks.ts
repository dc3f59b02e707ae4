import { canChangeNextLesson, canScheduleNextLesson, isCalendarBound } from '@school/shared/permissions';
import type { LinguoPortraitField } from '@school/shared/schemas';
import type { RequestContext } from '../../http/context';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { studentRefusal, viewableStudent as viewable } from './access';
import { findStudentAppointment } from './repository';
import { studentTexts } from './texts';

/** The student page names the student in its 404 and 403 answers. */
export const viewableStudent = (ctx: RequestContext, studentId: number) => viewable(ctx, studentId, studentRefusal);

/** Only keys and values the configuration offers; an empty value clears the key. */
export function checkedPortrait(portrait: Record<string, string>, fields: LinguoPortraitField[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(portrait)) {
    const field = fields.find((f) => f.key === key);
    if (!field) throw badRequest(studentTexts.portraitFieldUnknown, `linguoPortrait.${key}`);
    if (value === '') continue;
    if (!field.values.includes(value)) throw badRequest(studentTexts.portraitValueUnknown, `linguoPortrait.${key}`);
    result[key] = value;
  }
  return result;
}

/** Next single lessons: only the student's own teachers (`canScheduleNextLesson`), else 403. */
async function schedulingStudent(ctx: RequestContext, studentId: number) {
  const { user, facts } = await viewableStudent(ctx, studentId);
  const student = { ...facts, id: studentId };
  if (!canScheduleNextLesson(user, student)) throw forbidden();
  return { user, student };
}

/** The user who may schedule a next single lesson for the student. */
export async function schedulable(ctx: RequestContext, studentId: number) {
  return (await schedulingStudent(ctx, studentId)).user;
}

/**
 * A next single lesson the user may change or delete: the decision is `canChangeNextLesson`'s, the
 * rule the teacher's page shows its buttons by. 403 for who may not schedule for the student, then 404
 * for no such lesson of the student; a refused change answers 409 when the lesson is the user's own
 * and bound to a calendar (it is changed in that calendar), else 403.
 */
export async function changeableAppointment(ctx: RequestContext, studentId: number, appointmentId: number) {
  const { user, student } = await schedulingStudent(ctx, studentId);
  const appointment = await findStudentAppointment(ctx.db, studentId, appointmentId);
  if (!appointment) throw notFound(studentTexts.appointmentNotFound);
  if (!canChangeNextLesson(user, student, appointment)) {
    throw appointment.teacherId === user.id && isCalendarBound(appointment) ? conflict(studentTexts.appointmentCalendarBound) : forbidden();
  }
  return appointment;
}
