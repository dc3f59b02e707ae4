export { MailPage } from './components/mail-page';
