import { endpoints } from '@school/shared/contracts';
import { route } from '../../http/register';
import type { ApiModule } from '../module';
import { confirmEmail } from './handlers/confirm-email';
import { forgotPassword, passwordResetJob, passwordResetWorker } from './handlers/forgot-password';
import { linkInfo } from './handlers/link-info';
import { resendEmailConfirmation } from './handlers/resend-email-confirmation';
import { setPassword } from './handlers/set-password';
import { signup } from './handlers/signup';

/** Accounts the school opens itself: sign-up, one-time links, password reset, e-mail confirmation. */
export function accountsModule(): ApiModule {
  return {
    name: 'accounts',
    routes: [
      route(endpoints.signup, signup, { public: true }),
      route(endpoints.forgotPassword, forgotPassword, { public: true }),
      route(endpoints.linkInfo, linkInfo, { public: true }),
      route(endpoints.setPassword, setPassword, { public: true }),
      route(endpoints.confirmEmail, confirmEmail, { public: true }),
      route(endpoints.resendEmailConfirmation, resendEmailConfirmation),
    ],
    jobKinds: [passwordResetJob],
    jobWorkers: (deps) => [passwordResetWorker(deps)],
  };
}
