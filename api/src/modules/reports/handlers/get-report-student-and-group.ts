import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { viewableGroup } from '../../student-groups/access';
import { viewableStudent } from '../../students/access';
import { loadReportGroup, loadReportStudent } from '../repository';

/** The student facts the report area needs. */
export const getReportStudent: ProcedureHandler<(typeof procedures)['reports.getStudent']> = async (ctx, input) => {
  const { facts } = await viewableStudent(ctx, input.studentId);
  return loadReportStudent(ctx.db, facts, ctx.now);
};

/** The group facts the report area needs. */
export const getReportGroup: ProcedureHandler<(typeof procedures)['reports.getGroup']> = async (ctx, input) => {
  const { facts } = await viewableGroup(ctx, input.studentGroupId);
  return loadReportGroup(ctx.db, facts, ctx.now);
};
