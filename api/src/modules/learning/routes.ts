import { endpoints, procedures } from '@school/shared/contracts';
import { canRecordCourseProgress, type Viewer } from '@school/shared/permissions';
import type { RequestContext } from '../../http/context';
import { forbidden } from '../../http/errors';
import { procedureRoute, route } from '../../http/register';
import type { ApiModule } from '../module';
import { viewableStudent } from '../students/access';
import {
  courseResults,
  programStatuses,
  recordCourseResult,
  saveUserVariables,
  studentOffers,
  studentTransactions,
  subscriptionPlans,
  userVariables,
} from './repository';

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
    routes: [
      route(endpoints.subscriptionPlans, async (ctx, { query }) => subscriptionPlans(ctx.db, query.subscriptionPlanIds), { public: true }),
    ],
    procedures: [
      procedureRoute(procedures['students.getTransactions'], async (ctx, input) =>
        studentTransactions(ctx.db, await readableStudentId(ctx, input.studentId)),
      ),
      procedureRoute(procedures['students.getOffers'], async (ctx, input) => studentOffers(ctx.db, await readableStudentId(ctx, input.studentId))),
      procedureRoute(procedures['students.getProgramStatuses'], async (ctx, input) =>
        programStatuses(ctx.db, await readableStudentId(ctx, input.studentId)),
      ),
      procedureRoute(procedures['students.getCourseResultsNormalized'], async (ctx, input) =>
        courseResults(ctx.db, await readableStudentId(ctx, input.studentId), input.courseId),
      ),
      procedureRoute(procedures['students.createCourseResult'], async (ctx, input) => {
        if (!canRecordCourseProgress(ctx.user(), input.studentId)) throw forbidden();
        await recordCourseResult(ctx.db, { studentId: input.studentId, courseId: input.courseId, fieldName: input.fieldName, value: input.fieldValue.progress });
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
