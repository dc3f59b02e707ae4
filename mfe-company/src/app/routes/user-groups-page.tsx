import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { CompanyTransactions } from '../../features/balance-top-up';
import { CompanyActivity } from '../../features/company-activity';
import { CompaniesListPage, CompanyLayout, companyPath, parseCompanyId } from '../../features/companies';
import { CompanyGroupReports, CompanyGroups } from '../../features/company-groups';
import { CompanyStudents } from '../../features/company-students';

/**
 * Exposed as mfe_company/UserGroupsPage. The host routes /lms/user-groups (the HR cabinet list) and
 * /lms/user-groups/:userGroupId/* (one company) here; a company's tabs are relative routes.
 * A tab the user may not see leads to the company's main page.
 */
export default function UserGroupsPage() {
  const { userGroupId: param } = useParams();
  if (param === undefined) return <CompaniesListPage />;
  const userGroupId = parseCompanyId(param);

  return (
    <CompanyLayout userGroupId={userGroupId}>
      {(company) => {
        const id = company.userGroup.id;
        const home = <Navigate to={companyPath(id)} replace />;
        return (
          <Routes>
            <Route index element={<CompanyStudents userGroupId={id} hrView={company.hrView} />} />
            <Route path="groups" element={company.showGroupTabs ? <CompanyGroups userGroupId={id} hrView={company.hrView} /> : home} />
            <Route path="group-reports" element={company.showGroupTabs ? <CompanyGroupReports userGroupId={id} hrView={company.hrView} /> : home} />
            <Route path="reports" element={<CompanyActivity userGroupId={id} />} />
            <Route path="transactions" element={company.canTopUp ? <CompanyTransactions userGroupId={id} /> : home} />
            <Route path="*" element={home} />
          </Routes>
        );
      }}
    </CompanyLayout>
  );
}
