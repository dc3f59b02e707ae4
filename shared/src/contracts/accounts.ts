import {
  EmailConfirmedSchema,
  ForgotPasswordInputSchema,
  LinkInfoSchema,
  LinkTokenInputSchema,
  OkSchema,
  SessionSchema,
  SetPasswordInputSchema,
  SignupInputSchema,
} from '../schemas';
import { endpoint } from './define';

/** Accounts the school opens itself: sign-up, one-time links (invitations, resets), e-mail confirmation. */
export const accountEndpoints = {
  /** A learner signs up (and is signed in); a confirmation link goes to the address. */
  signup: endpoint({ method: 'POST', path: '/auth/signup', body: SignupInputSchema, response: SessionSchema, successStatus: 201 }),
  /** «Забыли пароль?»: the same answer whether the address has an account or not. */
  forgotPassword: endpoint({ method: 'POST', path: '/auth/password/forgot', body: ForgotPasswordInputSchema, response: OkSchema }),
  /** What a one-time link is for (the page greets the person); 400 with the reason when it no longer works. */
  linkInfo: endpoint({ method: 'POST', path: '/auth/link', body: LinkTokenInputSchema, response: LinkInfoSchema }),
  /** Sets a password through a link (an invitation, a reset, the first admin's link), ends every other session and signs in. */
  setPassword: endpoint({ method: 'POST', path: '/auth/password/set', body: SetPasswordInputSchema, response: SessionSchema }),
  /** Confirms an address through a link (a sign-up's, or a new address from the settings). */
  confirmEmail: endpoint({ method: 'POST', path: '/auth/email/confirm', body: LinkTokenInputSchema, response: EmailConfirmedSchema }),
  /** Sends the sign-up's confirmation link again. */
  resendEmailConfirmation: endpoint({ method: 'POST', path: '/server/me/email_confirmation', response: OkSchema }),
};
