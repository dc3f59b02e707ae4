export { CompaniesListPage } from './components/companies-list-page';
export { CompanyLayout, type CompanyView } from './components/company-layout';
export { AddCompanyButton } from './components/add-company-button';
export { useCompanies, useCompanyDetails } from './api/companies';
export { companyPath, companySwitchPath, parseCompanyId, COMPANIES_PATH, type CompanyTab } from './model/company-path';
