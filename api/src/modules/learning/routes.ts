import { endpoints, procedures } from '@school/shared/contracts';
import { courseById, isCourseAccessOpen, isCourseStepKey, isGrammarTopicId, itUnitAvailableFrom, parseCourseProgressKey } from '@school/shared/domain';
import { canChangeProgramStatus, canRecordCourseProgress, type Viewer } from '@school/shared/permissions';
import { commonTexts } from '@school/shared/texts';
import type { RequestContext } from '../../http/context';
import { badRequest, forbidden } from '../../http/errors';
import { procedureRoute, route } from '../../http/register';
import type { ApiModule } from '../module';
import { studentOr404, studentRefusal, viewableStudent } from '../students/access';
import {
  courseResults,
  programStatuses,
  recordCourseResult,
  saveProgramStatus,
  saveUserVariables,
  studentOffers,
  studentTransactions,
  subscriptionPlans,
  userVariables,
} from './repository';

export const learningTexts = {
  unknownStep: 'В курсе нет такого шага.',
  unknownTopic: 'В программе нет такой темы.',
  unitLocked: 'Этот раздел курса ещё закрыт.',
};

/** 'me' or an id: the student whose data is read; others' data needs the right to view that student. */
async function readableStudentId(ctx: RequestContext, studentId: number | 'me'): Promise<number> {
  const user: Viewer = ctx.user();
  const id = studentId === 'me' ? user.id : studentId;
  if (id !== user.id) await viewableStudent(ctx, id);
  return id;
}

export function learningModule(): ApiModule {
  return {
    name: 'learning',
    routes: [route(endpoints.subscriptionPlans, async (ctx, { query }) => subscriptionPlans(ctx.db, query.subscriptionPlanIds), { public: true })],
    procedures: [
      procedureRoute(procedures['students.getTransactions'], async (ctx, input) => studentTransactions(ctx.db, await readableStudentId(ctx, input.studentId))),
      procedureRoute(procedures['students.getOffers'], async (ctx, input) => studentOffers(ctx.db, await readableStudentId(ctx, input.studentId), ctx.now)),
      procedureRoute(procedures['students.getProgramStatuses'], async (ctx, input) => programStatuses(ctx.db, await readableStudentId(ctx, input.studentId))),
      procedureRoute(procedures['students.getCourseResultsNormalized'], async (ctx, input) =>
        courseResults(ctx.db, await readableStudentId(ctx, input.studentId), input.courseId),
      ),
      procedureRoute(procedures['students.setProgramStatus'], async (ctx, input) => {
        const facts = await studentOr404(ctx, input.studentId, studentRefusal);
        if (!canChangeProgramStatus(ctx.user(), facts)) throw forbidden();
        if (!isGrammarTopicId(input.topicId)) throw badRequest(learningTexts.unknownTopic, 'topicId');
        await saveProgramStatus(ctx.db, { studentId: input.studentId, topicId: input.topicId, status: input.status });
        return programStatuses(ctx.db, input.studentId);
      }),
      procedureRoute(procedures['students.createCourseResult'], async (ctx, input) => {
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
      }),
      procedureRoute(procedures['users.getVariables'], async (ctx) => userVariables(ctx.db, ctx.user().id)),
      procedureRoute(procedures['users.updateVariables'], async (ctx, input) => {
        await saveUserVariables(ctx.db, ctx.user().id, input.variables);
        return { ok: true as const };
      }),
    ],
  };
}
