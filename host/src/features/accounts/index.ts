export { SignupPage } from './components/signup-page';
export { ForgotPasswordPage } from './components/forgot-password-page';
export { SetPasswordPage } from './components/set-password-page';
export { ConfirmEmailPage } from './components/confirm-email-page';
