/**
 * Generates an app's server bundle (see create-server-config.cjs):
 *   host    { renderFirstView, sharedModules: { 'react': …, '@school/shared/api': … }, sharedVersion }
 *   remote  { modules: { './StudentPage': () => module, … }, sharedVersion }, from its page list.
 */
const path = require('node:path');
const { loadPageList } = require('../page-lists.cjs');
const { sharedVersion } = require('../build-parts.cjs');

module.exports = function serverEntryLoader() {
  const { dir, isHost, shared } = this.getOptions();
  const version = `sharedVersion: ${JSON.stringify(sharedVersion)},`;
  if (isHost) {
    const modules = shared.map((key) => `  ${JSON.stringify(key)}: require(${JSON.stringify(key)}),`);
    return `module.exports = {\n ${version}\n renderFirstView: require(${JSON.stringify(path.join(dir, 'src/server/index.tsx'))}).renderFirstView,\n sharedModules: {\n${modules.join('\n')}\n }\n};\n`;
  }
  const { exposes, file } = loadPageList(dir);
  this.addDependency(file);
  const modules = Object.entries(exposes).map(([expose, source]) => `  ${JSON.stringify(expose)}: () => require(${JSON.stringify(path.join(dir, source))}),`);
  return `module.exports = {\n ${version}\n modules: {\n${modules.join('\n')}\n }\n};\n`;
};
