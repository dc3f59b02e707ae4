import { Route, Routes } from 'react-router-dom';
import { texts } from '../texts';
import UserGroupsPage from './routes/user-groups-page';
import HrHome from './routes/hr-home';

/** Links of the standalone dev shell. */
export const devLinks = [{ to: '/lms/user-groups', label: texts.pages.userGroupsPage }, { to: '/lms/dashboard', label: texts.pages.hrHome }];

/** The remote's pages at their real paths (as the host routes them), for the standalone dev shell. */
export function DevRoutes() {
  return (
    <Routes>
      <Route path="/lms/user-groups" element={<UserGroupsPage />} />
      <Route path="/lms/user-groups/:userGroupId/*" element={<UserGroupsPage />} />
      <Route path="/lms/dashboard" element={<HrHome />} />
    </Routes>
  );
}
