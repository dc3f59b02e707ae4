import type { procedures } from '@school/shared/contracts';
import { canEditReport } from '@school/shared/permissions';

import { badRequest, forbidden, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { groupOr404 } from '../../student-groups/access';
import { checkedAttendance, checkedWrite, formatOr400, presented, removeReplacedVideo } from '../checks';
import { loadReportFacts, updateReport } from '../repository';
import { reportTexts } from '../texts';

export const updateGroupReport: ProcedureHandler<(typeof procedures)['reports.updateGroupReport']> = async (ctx, input) => {
  const user = ctx.user();
  const report = await loadReportFacts(ctx.db, input.reportId);
  if (!report) throw notFound();
  if (report.studentGroupId === null) throw badRequest(reportTexts.reportIsNotGroup, 'reportId');
  if (!canEditReport({ user, report })) throw forbidden(reportTexts.cannotEdit);
  const group = await groupOr404(ctx, report.studentGroupId);
  const attendance = checkedAttendance(group, input.students);
  const { format } = await formatOr400(ctx, report.fullTypeId);
  const data = await checkedWrite(ctx, user, format, input.data, report.videoFileName);
  await updateReport(ctx.db, { id: report.id, data, attendance, now: ctx.now });
  await removeReplacedVideo(ctx, report.videoFileName, data.videoFileName);
  return presented(ctx, user, report.id);
};
