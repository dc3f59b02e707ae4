/**
 * The single list of the school's micro-frontends: module federation names, package folders,
 * development ports and the path each is served under in production.
 * Used by the webpack configs, the dev runner, the build script and the API's static server.
 */
const remotes = [
  { name: 'mfe_teacher', pkg: 'mfe-teacher', devPort: 3101 },
  { name: 'mfe_learner', pkg: 'mfe-learner', devPort: 3102 },
  { name: 'mfe_company', pkg: 'mfe-company', devPort: 3103 },
  { name: 'mfe_commerce', pkg: 'mfe-commerce', devPort: 3104 },
];

const host = { name: 'host', pkg: 'host', devPort: 8080 };
const apiDevPort = 3000;

/** Production path prefix a remote is served under by `pnpm start`. */
const servedPath = (remote) => `/remotes/${remote.pkg}/`;

module.exports = { remotes, host, apiDevPort, servedPath };
