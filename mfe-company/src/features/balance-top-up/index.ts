export { CompanyTransactions } from './components/company-transactions';
