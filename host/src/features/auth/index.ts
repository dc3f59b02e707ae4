export { LoginPage } from './components/login-page';
export { LogoutPage } from './components/logout-page';
