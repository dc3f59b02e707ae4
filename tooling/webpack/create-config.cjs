/**
 * One webpack configuration for the host and every remote, so the five apps build alike.
 *
 * createConfig({ dir, name, isHost }) returns a function for webpack-cli; createRemoteConfig(dir) for a remote.
 */
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SharedRequestsPlugin } = require('./shared-requests.cjs');
const { FirstLoadPlugin } = require('./first-load-plugin.cjs');
const { remotes, host, apiDevPort } = require('./remotes.cjs');
const { loadPageList, checkPageLists, PublishPagesPlugin } = require('./page-lists.cjs');
const { withServerBuild } = require('./create-server-config.cjs');
const { contentFiles } = require('./content-files.cjs');
const {
  sharedRoot,
  sharedVersion,
  libraryFacades,
  reactRouterProduction,
  sharedEntryFiles,
  sharedConfig,
  hostProvidedShares,
  codeRules,
  assetPlugins,
  htmlPlugin,
} = require('./build-parts.cjs');

/**
 * The runtime plugin that hands the host's federation runtime to the remotes (what
 * `experiments.provideExternalRuntime` adds), as its ES module: the CommonJS file that option picks
 * would bring a second, CommonJS copy of the whole runtime into the host's main.js (+7 KB compressed).
 */
const externalRuntimeProvider = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [require.resolve('@module-federation/enhanced')] })),
  'index.js',
);

/**
 * Takes a shared singleton found in the very version the consumer's caret range names without the
 * runtime's costly range check (the file says why); any other pair is still checked and refused.
 */
const shareVersionShortcut = path.join(sharedRoot, 'src/app-shell/remotes/share-version-shortcut.ts');

/** Apollo, graphql and what only they use. */
const graphqlLibraries =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:@apollo|graphql|graphql-tag|@wry|optimism|rxjs|ts-invariant|zen-observable)[\\/]/;

/**
 * What the host's startup takes: React, the libraries behind the facades and zustand, the shared package
 * but its pure entries, and the host's own startup code (the settings and legal pages load with their
 * route). A pure helper of the shared package (domain, permissions) joins them when startup code uses it,
 * instead of travelling in a file of a few hundred bytes of its own. So does a file of the contracts: the
 * calls the client makes at once (`contracts/core.ts`) start with it; the registry's index
 * (`api/registry-areas.ts`) and each of its areas (`contracts/<area>.ts`) load with the first call that
 * needs them.
 */
function hostStartupModule(module, { moduleGraph }, seen = new Set()) {
  const file = module.resource ?? module.rootModule?.resource ?? '';
  if (/[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|@tanstack|valibot|zustand)[\\/]/.test(file))
    return true;
  const shared = path.join(sharedRoot, 'src') + path.sep;
  if (file.startsWith(shared)) {
    const rest = file.slice(shared.length);
    if (/^(?:graphql|testing|dev-shell)[\\/]|^api[\\/]registry-areas\.ts$/.test(rest)) return false;
    if (!/^(?:domain|permissions|schemas|report-views|contracts)[\\/]/.test(rest)) return true;
    seen.add(module);
    for (const connection of moduleGraph.getIncomingConnections(module)) {
      const { originModule } = connection;
      // Only an import that is used: a barrel's re-export of a file whose names nobody takes does not count.
      if (connection.getActiveState(undefined) === false) continue;
      if (originModule && !seen.has(originModule) && hostStartupModule(originModule, { moduleGraph }, seen)) return true;
    }
    return false;
  }
  const hostSrc = path.resolve(__dirname, '../..', host.pkg, 'src') + path.sep;
  // The host's pages that load with their route (host/src/app/routes.tsx) stay out of it.
  return file.startsWith(hostSrc) && !/^features[\\/](?:legal|profile|accounts)[\\/]/.test(file.slice(hostSrc.length));
}

/**
 * What a remote built for production shares: the same modules, without a fallback copy of those the
 * host's startup provides (`import: false` for `hostProvidedShares`). A production remote runs only under
 * the host, whose share scope holds them before a remote's entry loads; a fallback would only add its
 * loader to the remote's entry (about 1 KB compressed on every page with a remote). A remote's
 * development build keeps them, since a remote alone is its own host there.
 */
function productionRemoteShared(dir) {
  const fromHost = new Set(hostProvidedShares);
  return Object.fromEntries(Object.entries(sharedConfig(dir)).map(([key, options]) => [key, fromHost.has(key) ? { ...options, import: false } : options]));
}

/** The remotes manifest the host's dev server answers: the remotes' dev servers and their pages. */
function devRemotesManifest() {
  const entries = Object.fromEntries(remotes.map((r) => [r.name, `http://localhost:${r.devPort}/mf-manifest.json`]));
  const { published } = checkPageLists(remotes.map((r) => loadPageList(path.resolve(__dirname, '../..', r.pkg))));
  const { mergePublishedPages } = requireSharedPages(path.resolve(__dirname, '../..', host.pkg));
  return { remotes: entries, ...mergePublishedPages(published) };
}

function requireSharedPages(appDir) {
  return require(require.resolve('@school/shared/pages', { paths: [appDir] }));
}

/**
 * @param {object} options
 * @param {string} options.dir       the app folder (__dirname of its webpack.config.cjs)
 * @param {string} options.name      module federation name (a JS identifier)
 * @param {boolean} [options.isHost]
 * @param {number} options.devPort
 */
function createConfig({ dir, name, isHost = false, devPort, title = 'Онлайн-школа английского' }) {
  return (_env, argv) => {
    // A remote's exposes come from its page list (src/app/pages.ts), checked against the host's
    // paths and every other remote's list before anything is built.
    let exposes = {};
    let publishPlugin = [];
    if (!isHost) {
      const own = loadPageList(dir, process.env.PAGES_FILE);
      const others = remotes
        .filter((r) => r.name !== name)
        .map((r) => path.resolve(__dirname, '../..', r.pkg))
        .filter((otherDir) => fs.existsSync(path.join(otherDir, 'src/app/pages.ts')))
        .map((otherDir) => loadPageList(otherDir));
      checkPageLists([own, ...others]);
      exposes = own.exposes;
      const version = process.env.RELEASE_VERSION || JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
      publishPlugin = [new PublishPagesPlugin(own, version, sharedVersion)];
    }
    const production = argv.mode === 'production';
    const standaloneDev = !isHost && !production;
    const entry = isHost || standaloneDev ? { main: path.join(dir, 'src/index.ts') } : {};
    // The content as JSON files beside the scripts, fetched (production; development imports it).
    const content = production ? contentFiles(dir) : { alias: {}, plugins: [] };

    return {
      name,
      mode: production ? 'production' : 'development',
      context: dir,
      entry,
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: process.env.OUTPUT_DIR ? path.resolve(process.env.OUTPUT_DIR) : path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        // Entry files keep a stable name: webpack 5.111 cannot hash them inside the federation runtime
        // (module-federation/core#5077). They are served without caching; chunks are hashed and cached.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: { 'react-router$': reactRouterProduction, ...content.alias },
      },
      module: {
        rules: [...codeRules(name, production)],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? 'hostEntry.js' : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          shared: production && !isHost ? productionRemoteShared(dir) : sharedConfig(dir),
          // Reuse what the page already loaded (the host's singletons) and load a remote's entry only
          // when one of its modules is needed; a remote that needs a newer shared package is refused.
          shareStrategy: 'loaded-first',
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          experiments: {
            // Browser only: the Node loaders of the federation runtime are left out.
            // A remote built for production consumes no other remote itself (a component of another remote
            // is loaded through the host's app-shell): its entry leaves the remote-loading code out.
            optimization: { target: 'web', ...(production && !isHost ? { disableRemote: true } : {}) },
            // One federation runtime on the page: the host brings it (externalRuntimeProvider), a remote's
            // entry uses it instead of carrying its own copy (≈ 20 KB compressed per remote entry).
            // Development keeps a remote's own runtime, since a remote alone is its own host there.
            ...(production && !isHost ? { externalRuntime: true } : {}),
          },
          runtimePlugins: [...(production && isHost ? [externalRuntimeProvider] : []), shareVersionShortcut],
        }),
        new SharedRequestsPlugin({ sharedSrc: path.join(sharedRoot, 'src'), entries: sharedEntryFiles(), libraries: libraryFacades }),
        ...publishPlugin,
        ...content.plugins,
        ...(production ? [...assetPlugins(), new FirstLoadPlugin({ preloadStartup: isHost })] : []),
        ...(isHost || standaloneDev ? [htmlPlugin(title)] : []),
      ],
      optimization: {
        // Module federation needs one runtime per container; keep webpack's defaults otherwise.
        runtimeChunk: false,
        splitChunks: {
          cacheGroups: {
            // Apollo and graphql travel in a chunk of their own, named so (graphql.<hash>.js): only the
            // pages that use GraphQL download it, and a browser test can see that others do not.
            graphql: { test: graphqlLibraries, name: 'graphql', chunks: 'async', enforce: true, priority: 20 },
            // The host loads React, the router, the query client, valibot and the shared entries at once,
            // every time: one file instead of fifteen (over HTTP/1.1 a browser opens six connections to a
            // host, and each file more waits for a free one). Remotes take these from the host's share
            // scope, so they never download a file of their own for them.
            ...(isHost ? { startup: { test: hostStartupModule, name: 'startup', chunks: 'async', enforce: true, priority: 10 } } : {}),
          },
        },
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
        proxy: [{ context: ['/api'], target: `http://localhost:${apiDevPort}` }],
        setupMiddlewares: (middlewares, server) => {
          // The host in development reads remote locations from the running dev servers.
          server.app.get('/remotes.json', (_req, res) => res.json(devRemotesManifest()));
          return middlewares;
        },
      },
    };
  };
}

/** A remote's whole config from its folder: name and port from the list of remotes, pages from its page list. */
function createRemoteConfig(dir) {
  const pkg = path.basename(dir);
  const remote = remotes.find((r) => r.pkg === pkg);
  if (!remote) throw new Error(`${pkg} is not in tooling/webpack/remotes.cjs`);
  return withServerBuild(createConfig({ dir, name: remote.name, devPort: remote.devPort }), { dir, name: remote.name, isHost: false });
}

/** The host's whole config: its browser build, and in production its server build. */
function createHostConfig(dir) {
  return withServerBuild(createConfig({ dir, name: host.name, isHost: true, devPort: host.devPort }), { dir, name: host.name, isHost: true });
}

module.exports = { createRemoteConfig, createHostConfig };
