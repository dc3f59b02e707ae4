const { createConfig, remotes } = require('@school/tooling/webpack');

const self = remotes.find((r) => r.name === 'mfe_commerce');

/** The pages this remote exposes to the host (each a default-exported React component). */
module.exports = createConfig({
  dir: __dirname,
  name: self.name,
  devPort: self.devPort,
  exposes: {
    './DashboardPage': './src/app/routes/dashboard-page.tsx',
    './PayPage': './src/app/routes/pay-page.tsx',
    './ReferralPage': './src/app/routes/referral-page.tsx',
    './TeacherSearchPage': './src/app/routes/teacher-search-page.tsx',
    './IntroLessonPage': './src/app/routes/intro-lesson-page.tsx',
    './HomePage': './src/app/routes/home-page.tsx',
  },
});
