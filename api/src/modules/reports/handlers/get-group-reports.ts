import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { viewableGroup } from '../../student-groups/access';
import { presentReportPage } from '../present';
import { listReports } from '../repository';

/** A group's reports for whoever may open the group. */
export const getGroupReports: ProcedureHandler<(typeof procedures)['students.getGroupReports']> = async (ctx, input) => {
  const [{ user }, page] = await Promise.all([
    viewableGroup(ctx, input.studentGroupId),
    listReports(ctx.db, { groupId: input.studentGroupId, page: input.page, pageSize: input.pageSize, fullTypeId: input.fullTypeId }),
  ]);
  return presentReportPage(page, input, user);
};
