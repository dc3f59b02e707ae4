/**
 * Points requests at the shared package's entries by name, before webpack resolves them, so Module
 * Federation shares them (it matches shared modules by the request as written):
 *   - `react-router`, `react-router-dom` and `valibot` from any module but the facade itself become
 *     `@school/shared/router` / `@school/shared/valibot`: one shared module that re-exports the part of the
 *     library the school uses, tree-shaken, instead of the whole library shared untouched;
 *   - a relative import inside shared/ of another shared entry ('../api' from app-shell) becomes
 *     '@school/shared/api', so the entry reaches the one shared module instead of copying its code.
 */
const path = require('node:path');

const PLUGIN = 'SharedRequestsPlugin';

class SharedRequestsPlugin {
  /**
   * @param {object} options
   * @param {string} options.sharedSrc      absolute path of shared/src
   * @param {Record<string, string>} options.entries   share key → absolute file of the entry ('@school/shared/api' → …/src/api/index.ts)
   * @param {Record<string, string>} options.libraries library request → share key of its facade
   */
  constructor({ sharedSrc, entries, libraries }) {
    this.sharedSrc = sharedSrc;
    this.libraries = libraries;
    this.facadeFiles = new Set(Object.values(libraries).map((key) => entries[key]));
    // An entry is reached by its folder ('../api'), its index ('../api/index') or its file ('../libs/router').
    this.byTarget = new Map();
    for (const [key, file] of Object.entries(entries)) {
      const noExt = file.replace(/\.tsx?$/, '');
      this.byTarget.set(noExt, key);
      if (path.basename(noExt) === 'index') this.byTarget.set(path.dirname(noExt), key);
    }
  }

  /** The share key a request should be written as, or null to leave it alone. */
  rewrite(request, context, issuer) {
    if (!issuer) return null;
    const library = this.libraries[request];
    if (library) return this.facadeFiles.has(issuer) ? null : library;
    if (!request.startsWith('.') || !issuer.startsWith(this.sharedSrc + path.sep)) return null;
    const target = path.resolve(context, request).replace(/\.(tsx?|js)$/, '');
    const key = this.byTarget.get(target);
    if (!key) return null;
    // Files of an entry importing their own entry's index keep the relative import.
    const entryDir = path.dirname(target.endsWith('index') ? target : `${target}/index`);
    return issuer.startsWith(entryDir + path.sep) ? null : key;
  }

  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap(PLUGIN, (factory) => {
      factory.hooks.beforeResolve.tap(PLUGIN, (data) => {
        const key = this.rewrite(data.request, data.context, data.contextInfo.issuer);
        if (key) data.request = key;
      });
    });
  }
}

module.exports = { SharedRequestsPlugin };
