const { createConfig, remotes } = require('@school/tooling/webpack');

const self = remotes.find((r) => r.name === 'mfe_teacher');

/** The pages this remote exposes to the host (each a default-exported React component). */
module.exports = createConfig({
  dir: __dirname,
  name: self.name,
  devPort: self.devPort,
  exposes: {
    './TeacherHome': './src/app/routes/teacher-home.tsx',
    './StudentPage': './src/app/routes/student-page.tsx',
    './TeacherPage': './src/app/routes/teacher-page.tsx',
    './StudentGroupPage': './src/app/routes/student-group-page.tsx',
    './LegalOffersPage': './src/app/routes/legal-offers-page.tsx',
    './TeacherSearchRequestsPage': './src/app/routes/teacher-search-requests-page.tsx',
    './AdminPage': './src/app/routes/admin-page.tsx',
    './TeacherSidebar': './src/app/routes/teacher-sidebar.tsx',
    './GroupReports': './src/app/routes/group-reports.tsx',
  },
});
