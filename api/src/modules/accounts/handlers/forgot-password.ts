import * as v from 'valibot';
import type { endpoints } from '@school/shared/contracts';
import type { AppDeps } from '../../../http/context';
import { enforceRateLimit, visitorKey } from '../../../http/rate-limit';
import type { EndpointHandler } from '../../../http/register';
import { defineJob, jobWorker } from '../../../jobs/queue';
import { accountLimits } from '../limits';
import { sendPasswordReset } from '../mails';
import { findAccountByEmail } from '../repository';
import { accountRefusals } from '../texts';

/**
 * «Забыли пароль?» answers at once and the same for every address: the request becomes a job, and
 * the job looks the address up, so neither the answer nor its time tells whether an account exists.
 * The job writes the link and its message in one transaction (nothing for an unknown or deactivated
 * address).
 */
export const passwordResetJob = defineJob({
  name: 'accounts.password-reset',
  schema: v.object({ email: v.pipe(v.string(), v.maxLength(254)) }),
  retry: { limit: 5, delaySeconds: 10, backoff: true },
  expireInSeconds: 60,
});

export const forgotPassword: EndpointHandler<typeof endpoints.forgotPassword> = async (ctx, { body }) => {
  await enforceRateLimit(ctx, accountLimits.resetsPerAddress, visitorKey(ctx), accountRefusals.tooManyResets);
  await enforceRateLimit(ctx, accountLimits.resetsPerEmail, body.email, accountRefusals.tooManyResets);
  await ctx.deps.jobs!.send(ctx.db, passwordResetJob, { email: body.email });
  return { ok: true as const };
};

export const passwordResetWorker = (deps: AppDeps) =>
  jobWorker(
    passwordResetJob,
    async ({ email }) => {
      const account = await findAccountByEmail(deps.db, email);
      if (!account || account.deactivated) return;
      const now = deps.now();
      await deps.db
        .transaction()
        .execute((trx) => sendPasswordReset(trx, deps, { userId: account.id, email: account.email, firstName: account.firstName, now }));
    },
    { pollingIntervalSeconds: 1, concurrency: 2 },
  );
