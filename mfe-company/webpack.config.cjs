const { createConfig, remotes } = require('@school/tooling/webpack');

const self = remotes.find((r) => r.name === 'mfe_company');

/** The pages this remote exposes to the host (each a default-exported React component). */
module.exports = createConfig({
  dir: __dirname,
  name: self.name,
  devPort: self.devPort,
  exposes: {
    './UserGroupsPage': './src/app/routes/user-groups-page.tsx',
    './HrHome': './src/app/routes/hr-home.tsx',
  },
});
