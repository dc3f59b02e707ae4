import { procedures } from '@school/shared/contracts';
import { scoreLevelTest } from '@school/shared/domain';
import { canSaveLevelTestResult } from '@school/shared/permissions';
import { landingTexts } from '@school/shared/texts';
import { badRequest, forbidden } from '../../http/errors';
import { enforceRateLimit, rateLimits } from '../../http/rate-limit';
import { procedureRoute } from '../../http/register';
import { studentRefusal, viewableStudent } from '../students/access';
import type { ApiModule } from '../module';
import { insertLevelTestResult, latestLevelTestResult } from './repository';

export function levelTestModule(): ApiModule {
  return {
    name: 'level-test',
    procedures: [
      procedureRoute(procedures['levelTest.saveResult'], async (ctx, { answers }) => {
        const user = ctx.user();
        if (!canSaveLevelTestResult(user)) throw forbidden(landingTexts.levelTest.learnersOnly);
        await enforceRateLimit(ctx, rateLimits.levelTestResults, `user:${user.id}`);
        // The server scores the answers itself: a result is never taken from the browser.
        const outcome = scoreLevelTest(answers);
        if (!outcome.finished) throw badRequest(landingTexts.levelTest.unfinished, 'answers');
        return insertLevelTestResult(ctx.db, user.id, outcome, ctx.now);
      }),
      procedureRoute(procedures['levelTest.getResult'], async (ctx, { studentId }) => {
        const user = ctx.user();
        const id = studentId === 'me' ? user.id : studentId;
        if (id !== user.id) await viewableStudent(ctx, id, studentRefusal);
        return { result: await latestLevelTestResult(ctx.db, id) };
      }),
    ],
  };
}
