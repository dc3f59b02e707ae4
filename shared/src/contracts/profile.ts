import { NotificationIdInputSchema, OkSchema, PasswordChangeInputSchema, PersonalDataInputSchema, SessionSchema, SettingsInputSchema } from '../schemas';
import { endpoint, procedure } from './define';

/** The signed-in user's own profile: personal data, settings, password, notifications read. */
export const profileEndpoints = {
  updatePersonalData: endpoint({ method: 'PUT', path: '/server/me/personal_data', body: PersonalDataInputSchema, response: SessionSchema }),
  updateSettings: endpoint({ method: 'PUT', path: '/server/me/settings', body: SettingsInputSchema, response: SessionSchema }),
  changePassword: endpoint({ method: 'PUT', path: '/server/me/password', body: PasswordChangeInputSchema, response: OkSchema }),
};

export const profileProcedures = {
  'auth.decrementNotification': procedure({
    name: 'auth.decrementNotification',
    kind: 'mutation',
    input: NotificationIdInputSchema,
    output: OkSchema,
  }),
};
