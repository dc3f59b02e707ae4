import type { procedures } from '@school/shared/contracts';
import { computeTeacherRate } from '@school/shared/domain';
import { canAddReport, canUseReportFormat } from '@school/shared/permissions';

import { forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { studentOr404 } from '../../students/access';
import { checkedWrite, formatOr400, presented } from '../checks';
import { reportWritten } from '../../lessons/events';
import { insertReport, loadPlannedRate } from '../repository';
import { reportTexts } from '../texts';

export const createStudentReport: ProcedureHandler<(typeof procedures)['reports.createStudentReport']> = async (ctx, input) => {
  const user = ctx.user();
  const student = await studentOr404(ctx, input.studentId);
  if (!canAddReport(user, student)) throw forbidden(reportTexts.cannotAdd);
  const { format, formats } = await formatOr400(ctx, input.data.fullTypeId);
  if (!canUseReportFormat({ user, format, formats, kind: 'student', defaultFormatId: student.defaultReportFullTypeId })) {
    throw forbidden(reportTexts.formatNotAllowed);
  }
  const data = await checkedWrite(ctx, user, format, input.data, null);
  const planned = await loadPlannedRate(ctx.db, user.id, format.id);
  const computed = computeTeacherRate(planned);
  const id = await insertReport(
    ctx.db,
    {
      teacherId: user.id,
      studentId: student.id,
      groupId: null,
      fullTypeId: format.id,
      data,
      attendance: null,
      rate: { amount: computed.ok ? computed.amount : null, planned },
      now: ctx.now,
    },
    (trx, reportId) => reportWritten(trx, ctx, reportId),
  );
  return presented(ctx, user, id);
};
