/**
 * Generates the single-bundle twin's table of remote modules from each remote's page list
 * (src/app/pages.ts): 'mfe_teacher/StudentPage' → () => import('…/mfe-teacher/src/app/routes/student-page.tsx').
 */
const path = require('node:path');
const { remotes } = require('../remotes.cjs');
const { loadPageList } = require('../page-lists.cjs');

module.exports = function remoteModulesLoader() {
  const root = path.resolve(__dirname, '../../..');
  const lines = [];
  for (const remote of remotes) {
    const dir = path.join(root, remote.pkg);
    const { exposes, file } = loadPageList(dir);
    this.addDependency(file);
    for (const [expose, source] of Object.entries(exposes)) {
      const id = `${remote.name}/${expose.replace(/^\.\//, '')}`;
      const chunk = id.replace('/', '-');
      lines.push(`  ${JSON.stringify(id)}: () => import(/* webpackChunkName: ${JSON.stringify(chunk)} */ ${JSON.stringify(path.join(dir, source))}),`);
    }
  }
  return `export const remoteModules = {\n${lines.join('\n')}\n};\n`;
};
