/**
 * Build-time side of the remotes' page lists (shared/src/pages/page-list.ts):
 * load a remote's src/app/pages.ts, refuse bad or conflicting lists, publish pages.json.
 * Node 24 loads the TypeScript page lists directly (type stripping).
 */
const path = require('node:path');

function sharedPages(appDir) {
  return require(require.resolve('@school/shared/pages', { paths: [appDir] }));
}

/**
 * @param {string} appDir the remote's folder
 * @param {string} [pagesFile] another page list module (a build variant), absolute or relative to appDir
 */
function loadPageList(appDir, pagesFile) {
  const file = pagesFile ? path.resolve(appDir, pagesFile) : path.join(appDir, 'src/app/pages.ts');
  const { pageList } = require(file);
  if (!pageList) throw new Error(`${file} must export pageList = definePages(…)`);
  const helpers = sharedPages(appDir);
  return { appDir, file, list: pageList, exposes: helpers.exposesOf(pageList), helpers };
}

/** Throws one clear error naming every problem: bad pages, host paths, a path claimed by two remotes. */
function checkPageLists(loaded) {
  const problems = [];
  for (const { list, helpers } of loaded) problems.push(...helpers.pageListProblems(list));
  if (loaded.length > 0) problems.push(...loaded[0].helpers.conflictingClaims(loaded.map((l) => l.list)));
  if (problems.length > 0) {
    throw new Error(`Page lists refused:\n  - ${problems.join('\n  - ')}\n(see ${loaded.map((l) => path.relative(process.cwd(), l.file)).join(', ')})`);
  }
  return { published: loaded.map(({ list, helpers }) => helpers.publishPages(list, '0.0.0-dev')) };
}

/** Writes pages.json beside mf-manifest.json: the pages the host routes to, the remote's version and shared version. */
class PublishPagesPlugin {
  constructor(loaded, version, sharedVersion) {
    this.loaded = loaded;
    this.version = version;
    this.sharedVersion = sharedVersion;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublishPagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublishPagesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const published = { ...this.loaded.helpers.publishPages(this.loaded.list, this.version), sharedVersion: this.sharedVersion };
        compilation.emitAsset('pages.json', new sources.RawSource(`${JSON.stringify(published, null, 2)}\n`));
      });
    });
  }
}

module.exports = { loadPageList, checkPageLists, PublishPagesPlugin };
