import type { procedures } from '@school/shared/contracts';
import { computeTeacherRate, isGroupFormat } from '@school/shared/domain';
import { canAddGroupReport, canUseReportFormat } from '@school/shared/permissions';

import { forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { groupOr404 } from '../../student-groups/access';
import { checkedAttendance, checkedWrite, formatOr400, presented } from '../checks';
import { reportWritten } from '../../lessons/events';
import { insertReport, loadPlannedRate } from '../repository';
import { reportTexts } from '../texts';

export const createGroupReport: ProcedureHandler<(typeof procedures)['reports.createGroupReport']> = async (ctx, input) => {
  const user = ctx.user();
  const group = await groupOr404(ctx, input.studentGroupId);
  if (!canAddGroupReport(user, group)) throw forbidden(reportTexts.cannotAdd);
  const { format, formats } = await formatOr400(ctx, input.data.fullTypeId);
  if (!isGroupFormat(format.id)) throw forbidden(reportTexts.formatNotGroup);
  if (!canUseReportFormat({ user, format, formats, kind: 'group', defaultFormatId: group.defaultReportFullTypeId })) {
    throw forbidden(reportTexts.formatNotAllowed);
  }
  const attendance = checkedAttendance(group, input.students);
  const data = await checkedWrite(ctx, user, format, input.data, null);
  const planned = await loadPlannedRate(ctx.db, user.id, format.id);
  const computed = computeTeacherRate(planned);
  const id = await insertReport(
    ctx.db,
    {
      teacherId: user.id,
      studentId: null,
      groupId: group.id,
      fullTypeId: format.id,
      data,
      attendance,
      rate: { amount: computed.ok ? computed.amount : null, planned },
      now: ctx.now,
    },
    (trx, reportId) => reportWritten(trx, ctx, reportId),
  );
  return presented(ctx, user, id);
};
