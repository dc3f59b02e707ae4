export { CompanyGroups } from './components/company-groups';
export { CompanyGroupReports } from './components/company-group-reports';
export { GroupBalance } from './components/group-balance';
export { useCompanyGroups } from './api/company-groups';
export { groupBalance } from './model/group-balance';
export { groupOptions } from './model/groups';
