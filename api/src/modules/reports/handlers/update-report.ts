import type { procedures } from '@school/shared/contracts';
import { canEditReport } from '@school/shared/permissions';

import { badRequest, forbidden, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { assertStudentEditable, checkedWrite, formatOr400, presented, removeReplacedVideo } from '../checks';
import { loadReportFacts, updateReport as saveReport } from '../repository';
import { reportTexts } from '../texts';

/** A student's report edited; a group report is edited through reports.updateGroupReport. */
export const updateReport: ProcedureHandler<(typeof procedures)['reports.updateReport']> = async (ctx, input) => {
  const user = ctx.user();
  const report = await loadReportFacts(ctx.db, input.reportId);
  if (!report) throw notFound();
  if (report.studentId === null) throw badRequest(reportTexts.reportIsGroup, 'reportId');
  if (report.studentId !== input.studentId) throw badRequest(reportTexts.reportNotOfStudent, 'studentId');
  if (!canEditReport({ user, report })) throw forbidden(reportTexts.cannotEdit);
  await assertStudentEditable(ctx, user, report.studentId, reportTexts.cannotEdit);
  const { format } = await formatOr400(ctx, report.fullTypeId);
  const data = await checkedWrite(ctx, user, format, input.data, report.videoFileName);
  await saveReport(ctx.db, { id: report.id, data, attendance: null, now: ctx.now });
  await removeReplacedVideo(ctx, report.videoFileName, data.videoFileName);
  return presented(ctx, user, report.id);
};
