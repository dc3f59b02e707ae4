import type { AppDeps } from '../../http/context';
import type { PaymentProvider } from './provider';
import { createSandboxProvider, sandboxSecret } from './sandbox';
import { createYooKassaProvider } from './yookassa';

/** The provider PAYMENT_PROVIDER names. The sandbox sends its notifications through `deliver`. */
export function createPaymentProvider(deps: Omit<AppDeps, 'payments'>, deliver: (request: Request) => Promise<Response>): PaymentProvider {
  const { payments } = deps.config;
  if (payments.provider === 'yookassa' && payments.yookassa) return createYooKassaProvider(payments.yookassa);
  return createSandboxProvider({ db: deps.db, now: deps.now, secret: sandboxSecret(deps.config.signingSecret), deliver });
}
