export { LoginPage } from './components/login-page';
export { LogoutPage } from './components/logout-page';
export { signupQuery } from './model/signup-query';
