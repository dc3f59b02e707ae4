import * as v from 'valibot';
import {
  ConfigSchema,
  ErrorReportInputSchema,
  ErrorReportSchema,
  LoginInputSchema,
  OkSchema,
  PasswordChangeInputSchema,
  PersonalDataInputSchema,
  ProgramsSchema,
  ReportFullTypesSchema,
  SessionSchema,
  SettingsInputSchema,
  NotificationIdInputSchema,
} from '../schemas';
import { endpoint, procedure } from './define';

/** Session, profile, configuration and the calls every app needs. */
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
  updatePersonalData: endpoint({ method: 'PUT', path: '/server/me/personal_data', body: PersonalDataInputSchema, response: SessionSchema }),
  updateSettings: endpoint({ method: 'PUT', path: '/server/me/settings', body: SettingsInputSchema, response: SessionSchema }),
  changePassword: endpoint({ method: 'PUT', path: '/server/me/password', body: PasswordChangeInputSchema, response: OkSchema }),
  config: endpoint({ method: 'GET', path: '/server/config', response: ConfigSchema }),
  reportFullTypes: endpoint({ method: 'GET', path: '/server/report_full_types', response: ReportFullTypesSchema }),
  programs: endpoint({ method: 'GET', path: '/content/programs', response: ProgramsSchema }),
  reportError: endpoint({ method: 'POST', path: '/server/error_reports', body: ErrorReportInputSchema, response: OkSchema, successStatus: 201 }),
  errorReports: endpoint({ method: 'GET', path: '/server/error_reports', response: v.array(ErrorReportSchema) }),
};

export const coreProcedures = {
  'auth.decrementNotification': procedure({
    name: 'auth.decrementNotification',
    kind: 'mutation',
    input: NotificationIdInputSchema,
    output: OkSchema,
  }),
};
