import * as v from 'valibot';
import { ConfigSchema, ErrorReportInputSchema, ErrorReportSchema, LoginInputSchema, OkSchema, SessionSchema } from '../schemas';
import { endpoint } from './define';

/**
 * Session, configuration and the calls any page may make at once: they travel with the API client, the
 * other areas each load with the first call that needs them (`@school/shared/api`, `registry.ts`).
 */
export const coreEndpoints = {
  health: endpoint({ method: 'GET', path: '/health', response: v.object({ ok: v.boolean(), database: v.string() }) }),
  login: endpoint({ method: 'POST', path: '/auth/login', body: LoginInputSchema, response: SessionSchema }),
  logout: endpoint({ method: 'POST', path: '/auth/logout', response: OkSchema }),
  session: endpoint({ method: 'GET', path: '/auth/session', response: SessionSchema }),
  demoAccounts: endpoint({
    method: 'GET',
    path: '/auth/demo-accounts',
    response: v.object({
      enabled: v.boolean(),
      password: v.string(),
      accounts: v.array(v.object({ email: v.string(), description: v.string() })),
    }),
  }),
  config: endpoint({ method: 'GET', path: '/server/config', response: ConfigSchema }),
  reportError: endpoint({ method: 'POST', path: '/server/error_reports', body: ErrorReportInputSchema, response: OkSchema, successStatus: 201 }),
  errorReports: endpoint({ method: 'GET', path: '/server/error_reports', response: v.array(ErrorReportSchema) }),
};
