export { CompanyActivity } from './components/company-activity';
