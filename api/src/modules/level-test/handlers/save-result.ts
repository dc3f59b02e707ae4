import type { procedures } from '@school/shared/contracts';
import { scoreLevelTest } from '@school/shared/domain';
import { canSaveLevelTestResult } from '@school/shared/permissions';
import { landingTexts } from '@school/shared/texts';
import { badRequest, forbidden } from '../../../http/errors';
import { enforceRateLimit, rateLimits } from '../../../http/rate-limit';
import type { ProcedureHandler } from '../../../http/register';
import { insertLevelTestResult } from '../repository';

export const saveResult: ProcedureHandler<(typeof procedures)['levelTest.saveResult']> = async (ctx, { answers }) => {
  const user = ctx.user();
  if (!canSaveLevelTestResult(user)) throw forbidden(landingTexts.levelTest.learnersOnly);
  await enforceRateLimit(ctx, rateLimits.levelTestResults, `user:${user.id}`);
  // The server scores the answers itself: a result is never taken from the browser.
  const outcome = scoreLevelTest(answers);
  if (!outcome.finished) throw badRequest(landingTexts.levelTest.unfinished, 'answers');
  return insertLevelTestResult(ctx.db, user.id, outcome, ctx.now);
};
