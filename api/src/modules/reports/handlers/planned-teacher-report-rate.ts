import { canQueryPlannedRate } from '@school/shared/permissions';
import { IdLikeSchema, KeySchema } from '@school/shared/schemas';

import { forbidden, notFound } from '../../../http/errors';
import { validate } from '../../../http/validate';
import { loadReportFullTypes } from '../../core/repository';
import type { GraphqlResolver } from '../../module';
import { loadPlannedRate, teachesStudent } from '../repository';
import { reportTexts } from '../texts';

/** The teacher's planned rate for a lesson type, asked only for a student the teacher teaches. */
export const plannedTeacherReportRate: GraphqlResolver = async (_parent, args, context) => {
  const ctx = context.request;
  const user = ctx.user();
  const studentId = validate(IdLikeSchema, args.studentId);
  const fullTypeId = validate(KeySchema, args.reportFullTypeId);
  if (!canQueryPlannedRate(user)) throw forbidden();
  if (!(await teachesStudent(ctx.db, user.id, studentId))) throw forbidden();
  const formats = await loadReportFullTypes(ctx.db);
  if (!formats.some((f) => f.id === fullTypeId)) throw notFound(reportTexts.formatUnknown);
  return loadPlannedRate(ctx.db, user.id, fullTypeId);
};
