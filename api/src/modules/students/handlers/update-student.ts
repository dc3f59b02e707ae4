import type { procedures } from '@school/shared/contracts';
import { programByNumericId } from '@school/shared/domain';
import { canActivateStudent, canChangeSubscriptionPlan, canEditStudentProfile, canSeeJournalLink } from '@school/shared/permissions';
import { teacherApiTexts, validationTexts } from '@school/shared/texts';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { checkedPortrait, viewableStudent } from '../checks';
import { loadLinguoPortraitFields, loadStudent, planExists, saveStudentChanges, type StudentChanges } from '../repository';
import { studentTexts } from '../texts';

export const updateStudent: ProcedureHandler<(typeof procedures)['students.updateStudent']> = async (ctx, input) => {
  const { user, facts } = await viewableStudent(ctx, input.studentId);
  const { studentId, activatedAt, subscriptionPlanId, bio, preferredLessonsTime, programId, linguoPortrait } = input;
  const changes: StudentChanges = { profile: {} };
  if (bio !== undefined) changes.profile.bio = bio;
  if (preferredLessonsTime !== undefined) changes.profile.preferred_lessons_time = preferredLessonsTime;
  if (programId !== undefined) changes.profile.program_id = programId;
  const editsProfile = Object.keys(changes.profile).length > 0 || linguoPortrait !== undefined;
  if (!editsProfile && activatedAt === undefined && subscriptionPlanId === undefined) throw badRequest(studentTexts.nothingToUpdate);

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
    if (!(await planExists(ctx.db, subscriptionPlanId))) throw badRequest(studentTexts.planUnknown, 'subscriptionPlanId');
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
};
