/**
 * The school's micro-frontends as the builds and the development runner need them: the list itself
 * (federation names, package folders, the path each is served under) is `REMOTE_APPS` of
 * @school/shared/pages, which the API's server of built apps reads too; this file adds the
 * development ports. Used by the webpack configs, the dev runner and the build scripts.
 */
const { REMOTE_APPS, servedPath } = require('@school/shared/pages');

/** Development server port of each remote (`pnpm dev`, `pnpm --filter <remote> dev`). */
const devPorts = { 'mfe-teacher': 3101, 'mfe-learner': 3102, 'mfe-company': 3103, 'mfe-commerce': 3104 };

const remotes = REMOTE_APPS.map((remote) => {
  const devPort = devPorts[remote.pkg];
  if (!devPort) throw new Error(`${remote.pkg} has no development port in tooling/webpack/remotes.cjs`);
  return { ...remote, devPort };
});

const host = { name: 'host', pkg: 'host', devPort: 8080 };
const apiDevPort = 3000;

module.exports = { remotes, host, apiDevPort, servedPath };
