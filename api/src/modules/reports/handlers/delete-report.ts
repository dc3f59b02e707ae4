import type { endpoints } from '@school/shared/contracts';
import { canDeleteReport } from '@school/shared/permissions';

import { forbidden, notFound } from '../../../http/errors';
import type { EndpointHandler } from '../../../http/register';
import { assertStudentEditable, removeReplacedVideo } from '../checks';
import { deleteReport as removeReport, loadReportFacts } from '../repository';
import { reportTexts } from '../texts';

export const deleteReport: EndpointHandler<typeof endpoints.deleteReport> = async (ctx, { params }) => {
  const user = ctx.user();
  const report = await loadReportFacts(ctx.db, params.id);
  if (!report) throw notFound();
  if (!canDeleteReport({ user, report, now: ctx.now })) throw forbidden(reportTexts.cannotDelete);
  await assertStudentEditable(ctx, user, report.studentId, reportTexts.cannotDelete);
  await removeReport(ctx.db, report.id);
  await removeReplacedVideo(ctx, report.videoFileName, null);
  return { ok: true as const };
};
