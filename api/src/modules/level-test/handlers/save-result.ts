import type { procedures } from '@school/shared/contracts';
import { scoreLevelTest } from '@school/shared/domain';
import { canSaveLevelTestResult } from '@school/shared/permissions';
import { badRequest, forbidden } from '../../../http/errors';
import { enforceRateLimit, rateLimits } from '../../../http/rate-limit';
import type { ProcedureHandler } from '../../../http/register';
import { insertLevelTestResult } from '../repository';
import { levelTestTexts } from '../texts';

export const saveResult: ProcedureHandler<(typeof procedures)['levelTest.saveResult']> = async (ctx, { answers }) => {
  const user = ctx.user();
  if (!canSaveLevelTestResult(user)) throw forbidden(levelTestTexts.learnersOnly);
  await enforceRateLimit(ctx, rateLimits.levelTestResults, `user:${user.id}`);
  // The server scores the answers itself: a result is never taken from the browser.
  const outcome = scoreLevelTest(answers);
  if (!outcome.finished) throw badRequest(levelTestTexts.unfinished, 'answers');
  return insertLevelTestResult(ctx.db, user.id, outcome, ctx.now);
};
