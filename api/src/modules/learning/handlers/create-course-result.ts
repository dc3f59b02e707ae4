import type { procedures } from '@school/shared/contracts';
import { courseById, isCourseAccessOpen, isCourseStepKey, itUnitAvailableFrom, parseCourseProgressKey } from '@school/shared/domain';
import { canRecordCourseProgress } from '@school/shared/permissions';
import { commonTexts } from '@school/shared/texts';
import { badRequest, forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { courseResults, recordCourseResult } from '../repository';
import { learningTexts } from '../texts';

export const createCourseResult: ProcedureHandler<(typeof procedures)['students.createCourseResult']> = async (ctx, input) => {
  // Only the student's own progress, never a teacher's viewing; only a course they have; only an open unit.
  const user = ctx.user();
  if (!canRecordCourseProgress(user, input.studentId)) throw forbidden();
  const purchase = user.userCourses.find((c) => c.courseId === input.courseId);
  if (!courseById(input.courseId) || !purchase || !isCourseAccessOpen(purchase, ctx.now)) throw forbidden(commonTexts.courseNoAccess);
  // The key must name a step (a lesson) the course has: its structure, not only its shape.
  const key = parseCourseProgressKey(input.courseId, input.fieldName);
  if (!key || !isCourseStepKey(input.courseId, input.fieldName)) throw badRequest(learningTexts.unknownStep, 'fieldName');
  if (ctx.now < itUnitAvailableFrom(purchase.createdAt, key.unitIndex)) throw forbidden(learningTexts.unitLocked);
  await recordCourseResult(ctx.db, {
    studentId: input.studentId,
    courseId: input.courseId,
    fieldName: input.fieldName,
    value: input.fieldValue.progress,
  });
  return courseResults(ctx.db, input.studentId, input.courseId);
};
