const { createRemoteConfig } = require('@school/tooling/webpack');

/** Name, port and exposed pages come from tooling/webpack/remotes.cjs and src/app/pages.ts. */
module.exports = createRemoteConfig(__dirname);
