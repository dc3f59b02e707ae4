import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { readableStudentId } from '../access';
import { courseResults } from '../repository';

export const getCourseResults: ProcedureHandler<(typeof procedures)['students.getCourseResultsNormalized']> = async (ctx, input) =>
  courseResults(ctx.db, await readableStudentId(ctx, input.studentId), input.courseId);
