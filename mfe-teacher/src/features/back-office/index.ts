export { PeoplePage } from './components/people-page';
export { PersonPage } from './components/person-page';
export { GroupsPage } from './components/groups-page';
export { GroupPage } from './components/group-page';
export { CompaniesPage } from './components/companies-page';
export { CompanyPage } from './components/company-page';
export { AuditPage } from './components/audit-page';
export { LeadActions } from './components/lead-actions';
