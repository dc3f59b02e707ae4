import { canScheduleNextLesson, isCalendarBound, type Viewer } from '@school/shared/permissions';
import type { LinguoPortraitField } from '@school/shared/schemas';
import { teacherApiTexts } from '@school/shared/texts';
import type { RequestContext } from '../../http/context';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { studentRefusal, viewableStudent as viewable } from './access';
import { findStudentAppointment } from './repository';

/** The student page names the student in its 404 and 403 answers. */
export const viewableStudent = (ctx: RequestContext, studentId: number) => viewable(ctx, studentId, studentRefusal);

/** Only keys and values the configuration offers; an empty value clears the key. */
export function checkedPortrait(portrait: Record<string, string>, fields: LinguoPortraitField[]): Record<string, string> {
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
export async function schedulable(ctx: RequestContext, studentId: number) {
  const { user, facts } = await viewableStudent(ctx, studentId);
  if (!canScheduleNextLesson(user, { ...facts, id: studentId })) throw forbidden();
  return user;
}

export async function ownAppointment(ctx: RequestContext, user: Viewer, studentId: number, appointmentId: number) {
  const appointment = await findStudentAppointment(ctx.db, studentId, appointmentId);
  if (!appointment) throw notFound(teacherApiTexts.appointmentNotFound);
  if (appointment.teacherId !== user.id) throw forbidden();
  if (isCalendarBound(appointment)) throw conflict(teacherApiTexts.appointmentCalendarBound);
  return appointment;
}
