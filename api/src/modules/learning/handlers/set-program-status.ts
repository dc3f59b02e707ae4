import type { procedures } from '@school/shared/contracts';
import { isGrammarTopicId } from '@school/shared/domain';
import { canChangeProgramStatus } from '@school/shared/permissions';
import { badRequest, forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { studentOr404, studentRefusal } from '../../students/access';
import { programStatuses, saveProgramStatus } from '../repository';
import { learningTexts } from '../texts';

export const setProgramStatus: ProcedureHandler<(typeof procedures)['students.setProgramStatus']> = async (ctx, input) => {
  const facts = await studentOr404(ctx, input.studentId, studentRefusal);
  if (!canChangeProgramStatus(ctx.user(), facts)) throw forbidden();
  if (!isGrammarTopicId(input.topicId)) throw badRequest(learningTexts.unknownTopic, 'topicId');
  await saveProgramStatus(ctx.db, { studentId: input.studentId, topicId: input.topicId, status: input.status });
  return programStatuses(ctx.db, input.studentId);
};
