import { definePages } from '@school/shared/pages';

/**
 * Every page of mfe-company, declared once. The webpack `exposes`, the dev shell routes and the
 * pages.json the host routes by are derived from this list; `file` is in src/app/routes/.
 * Edit this file (and only this file) to add, move or remove a page; then ship this remote alone.
 */
export const pageList = definePages(
  'mfe_company',
  [
    { path: '/lms/user-groups', module: 'UserGroupsPage', file: 'user-groups-page.tsx', access: 'any', title: 'Компании и HR-кабинет' },
    { path: '/lms/user-groups/:userGroupId/*', module: 'UserGroupsPage', file: 'user-groups-page.tsx', access: 'any', title: 'Компании и HR-кабинет' },
  ],
  [{ module: 'HrHome', file: 'hr-home.tsx', devPath: '/lms/dashboard' }],
);
