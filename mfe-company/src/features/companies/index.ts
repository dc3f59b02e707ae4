export { CompaniesListPage } from './components/companies-list-page';
export { CompanyLayout } from './components/company-layout';
export { useCompanyDetails } from './api/companies';
export { companyPath, parseCompanyId } from './model/company-path';
