/**
 * Writes first-load.json: which files a page downloads first, read from the chunk graph, so
 * `pnpm build` prints what a browser really fetches for a page (scripts/first-load.mjs adds up the
 * compressed twins) instead of the size of an entry file.
 *
 * A load is { files, consumes }: the files of a chunk group and the shared modules its chunks take from
 * the share scope (loaded with them: the federation runtime fetches them before the chunks run).
 *   startup   the entry and the chunks the entry imports at once (the host's import('./bootstrap'))
 *   lazy      every other import(): the imported file (relative to the repository) → its load
 *   provides  share key → the load of this build's copy of a shared module
 *   fallbacks share key → the load of this build's own copy when it consumes one nobody else provided
 *   exposes   a remote's exposed modules ('./StudentPage') → their loads, plus its remoteEntry.js
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'FirstLoadPlugin';
const root = path.resolve(__dirname, '../..');

class FirstLoadPlugin {
  /** @param {{ preloadStartup?: boolean }} [options] preloadStartup: the page links every startup file (the host) */
  constructor(options = {}) {
    this.preloadStartup = Boolean(options.preloadStartup);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      if (this.preloadStartup) {
        // The page asks for every file of the startup at once, beside main.js, instead of after main.js
        // has run: styles as stylesheets (the chunk loader finds them there), scripts as preloads.
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
          const publicPath = data.publicPath ?? '/';
          const files = startupFiles(describe(compilation)).filter((f) => f !== 'main.js');
          const tag = (attributes) => ({ tagName: 'link', voidTag: true, meta: { plugin: PLUGIN }, attributes });
          data.headTags.unshift(...files.filter((f) => f.endsWith('.css')).map((f) => tag({ rel: 'stylesheet', href: `${publicPath}${f}` })));
          data.headTags.push(...files.filter((f) => f.endsWith('.js')).map((f) => tag({ rel: 'preload', as: 'script', href: `${publicPath}${f}` })));
          return data;
        });
      }
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const report = describe(compilation);
        compilation.emitAsset('first-load.json', new sources.RawSource(`${JSON.stringify(report, null, 1)}\n`));
      });
    });
  }
}

/** The files of the startup and of every shared module it takes from this build, once each. */
function startupFiles(report) {
  const files = new Set(report.startup?.files ?? []);
  const seen = new Set();
  const visit = (consumes) => {
    for (const key of consumes) {
      if (seen.has(key) || !report.provides[key]) continue;
      seen.add(key);
      for (const f of report.provides[key].files) files.add(f);
      visit(report.provides[key].consumes);
    }
  };
  visit(report.startup?.consumes ?? []);
  return [...files];
}

function describe(compilation) {
  const { chunkGraph } = compilation;
  const kind = (module) => module.constructor && module.constructor.name;

  /** Files and consumed share keys of a chunk group (and of the groups it depends on synchronously). */
  const loadOfGroup = (group) => {
    const files = new Set();
    const consumes = new Set();
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (kind(module) === 'ConsumeSharedModule') consumes.add(module.options.shareKey);
      }
    }
    return { files: [...files].sort(), consumes: [...consumes].sort() };
  };
  const loadOfBlock = (block) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    return group ? loadOfGroup(group) : { files: [], consumes: [] };
  };
  /** The file behind a module (a concatenated module is named after its root). */
  const resourceOf = (module) => module && (module.resource ?? module.rootModule?.resource);
  /** Async imports of a module (a concatenated module keeps those of the modules it joined). */
  const blocksOf = (module) => (module.modules ? [...module.modules].flatMap((inner) => inner.blocks) : module.blocks);
  const merge = (...loads) => ({
    files: [...new Set(loads.flatMap((l) => l.files))].sort(),
    consumes: [...new Set(loads.flatMap((l) => l.consumes))].sort(),
  });

  const report = { startup: null, lazy: {}, provides: {}, fallbacks: {}, exposes: {}, entry: null };
  const entryModules = new Set();
  for (const [name, entrypoint] of compilation.entrypoints) {
    const entryLoad = loadOfGroup(entrypoint);
    if (name === 'main') {
      const entryModule = entrypoint.getEntrypointChunk() && [...chunkGraph.getChunkEntryModulesIterable(entrypoint.getEntrypointChunk())][0];
      if (entryModule) entryModules.add(entryModule);
      const atOnce = entryModule ? blocksOf(entryModule).map(loadOfBlock) : [];
      report.startup = merge(entryLoad, ...atOnce);
    } else {
      report.entry = entryLoad.files.find((f) => f.endsWith('.js')) ?? null;
    }
  }

  for (const module of compilation.modules) {
    const type = kind(module);
    if (type === 'ProvideSharedModule') {
      report.provides[module._name] = merge(...module.blocks.map(loadOfBlock));
    } else if (type === 'ConsumeSharedModule') {
      if (module.blocks.length > 0)
        report.fallbacks[module.options.shareKey] = merge(
          report.fallbacks[module.options.shareKey] ?? { files: [], consumes: [] },
          ...module.blocks.map(loadOfBlock),
        );
    } else if (type === 'ContainerEntryModule') {
      for (const block of module.blocks) {
        const exposed = block.dependencies.find((d) => d.exposedName)?.exposedName;
        if (exposed) report.exposes[exposed] = loadOfBlock(block);
      }
    } else if (!entryModules.has(module)) {
      for (const block of blocksOf(module)) {
        const target = block.dependencies.map((d) => resourceOf(compilation.moduleGraph.getModule(d))).find(Boolean);
        if (target) report.lazy[path.relative(root, target)] = loadOfBlock(block);
      }
    }
  }
  return report;
}

module.exports = { FirstLoadPlugin, startupFiles };
