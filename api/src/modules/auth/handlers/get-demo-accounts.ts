import type { endpoints } from '@school/shared/contracts';
import type { EndpointHandler } from '../../../http/register';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../seed/demo-accounts';

/** demoAccounts: the demo accounts of the sign-in page, only where the school shows them. */
export const getDemoAccounts: EndpointHandler<typeof endpoints.demoAccounts> = async (ctx) => {
  const enabled = ctx.deps.config.showDemoAccounts;
  return {
    enabled,
    password: enabled ? DEMO_PASSWORD : '',
    accounts: enabled ? DEMO_ACCOUNTS.map(({ email, description }) => ({ email, description })) : [],
  };
};
