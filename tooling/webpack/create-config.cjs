/**
 * One webpack configuration for the host and every remote, so the five apps build alike.
 *
 * createConfig({ dir, name, isHost }) returns a function for webpack-cli; createRemoteConfig(dir) for a remote.
 */
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SharedRequestsPlugin } = require('./shared-requests.cjs');
const { FirstLoadPlugin } = require('./first-load-plugin.cjs');
const { remotes, host, apiDevPort } = require('./remotes.cjs');
const { loadPageList, checkPageLists, PublishPagesPlugin } = require('./page-lists.cjs');

const sharedRoot = path.resolve(__dirname, '../../shared');
const sharedPkg = JSON.parse(fs.readFileSync(path.join(sharedRoot, 'package.json'), 'utf8'));
/**
 * The version this build provides of @school/shared and the range it accepts: a remote built against
 * 1.4.0 runs only with a host whose shared package is 1.4.0 or a later 1.x. SHARED_VERSION overrides it
 * (tests of an incompatible remote).
 */
const sharedVersion = process.env.SHARED_VERSION || sharedPkg.version;

/**
 * Libraries that must exist once on the page and are shared as they are: one React. The router, the
 * query client and valibot are shared too, but through the shared package (`@school/shared/router`,
 * `@school/shared/query`, `@school/shared/valibot`, see `libraryFacades`) so they travel tree-shaken. What holds no state of its
 * own is not shared at all and is tree-shaken into each build: zustand (the stores live in shared
 * entries), ky; Apollo and graphql live inside `@school/shared/graphql` only.
 */
const singletonLibraries = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

/** The file behind an entry of the shared package: './api' → /…/shared/src/api/index.ts. */
const sharedEntryFile = (subpath) => path.join(sharedRoot, sharedPkg.exports[subpath]);

/**
 * Libraries the apps import by their own names, shared through a file of the shared package that
 * re-exports the part the school uses (shared/src/libs): one shared, versioned module with only what is
 * used in it (Module Federation cannot tree-shake a library it shares whole). SharedRequestsPlugin
 * rewrites the requests; the facade itself imports the real library.
 */
const libraryFacades = {
  'react-router': '@school/shared/router',
  'react-router-dom': '@school/shared/router',
  '@tanstack/react-query': '@school/shared/query',
  valibot: '@school/shared/valibot',
};
/**
 * The runtime plugin that hands the host's federation runtime to the remotes (what
 * `experiments.provideExternalRuntime` adds), as its ES module: the CommonJS file that option picks
 * would bring a second, CommonJS copy of the whole runtime into the host's main.js (+7 KB compressed).
 */
const externalRuntimeProvider = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [require.resolve('@module-federation/enhanced')] })),
  'index.js',
);

/** Apollo, graphql and what only they use. */
const graphqlLibraries =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:@apollo|graphql|graphql-tag|@wry|optimism|rxjs|ts-invariant|zen-observable)[\\/]/;

/**
 * What the host's startup takes: React, the libraries behind the facades and zustand, the shared package
 * but its pure entries, and the host's own startup code (the settings and legal pages load with their
 * route). A pure helper of the shared package (domain, permissions) joins them when startup code uses it,
 * instead of travelling in a file of a few hundred bytes of its own. So does a file of the contracts: the
 * calls the client makes at once (`contracts/core.ts`) start with it, the registry of every call
 * (`contracts/index.ts` and its areas) loads with the first page that calls the API by name.
 */
function hostStartupModule(module, { moduleGraph }, seen = new Set()) {
  const file = module.resource ?? module.rootModule?.resource ?? '';
  if (/[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|@tanstack|valibot|zustand)[\\/]/.test(file))
    return true;
  const shared = path.join(sharedRoot, 'src') + path.sep;
  if (file.startsWith(shared)) {
    const rest = file.slice(shared.length);
    if (/^(?:graphql|testing|dev-shell)[\\/]/.test(rest)) return false;
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
  return file.startsWith(hostSrc) && !/^features[\\/](?:legal|profile)[\\/]/.test(file.slice(hostSrc.length));
}

/** React Router ships its development build by default; the facade takes the production one. */
const reactRouterProduction = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [sharedRoot] })), 'dist/production/index.mjs');

/**
 * Entries of the shared package that hold no state and no identity a second copy could break (pure
 * rules, permissions as functions of their arguments, the report views a few pages show): not shared, so
 * each build takes only the functions it uses (the domain entry whole would bring date-fns and DOMPurify to
 * every page). The
 * texts stay shared: every entry uses the same few objects of them. Test fixtures (./testing), the
 * build-time page list helpers (./pages) and a remote's standalone dev shell (./dev-shell, development
 * only) are never part of a page either.
 */
const unsharedEntries = new Set(['./domain', './permissions', './schemas', './report-views', './review', './testing', './pages', './dev-shell']);

/** The shared package's entries as shared modules: '@school/shared/api' → its options and its file. */
function sharedEntries() {
  const entries = {};
  for (const subpath of Object.keys(sharedPkg.exports)) {
    if (subpath === '.' || subpath.endsWith('.css') || unsharedEntries.has(subpath)) continue;
    entries[`${sharedPkg.name}/${subpath.replace(/^\.\//, '')}`] = {
      singleton: true,
      version: sharedVersion,
      requiredVersion: `^${sharedVersion}`,
      strictVersion: true,
    };
  }
  return entries;
}

/** Share key → file of every shared entry ('@school/shared/api' → …/shared/src/api/index.ts). */
function sharedEntryFiles() {
  return Object.fromEntries(Object.keys(sharedEntries()).map((key) => [key, sharedEntryFile(`./${key.slice(sharedPkg.name.length + 1)}`)]));
}

function sharedConfig(appDir) {
  const appPkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...appPkg.dependencies };
  const shared = {};
  for (const lib of singletonLibraries) {
    const pkgName = lib.startsWith('@') ? lib.split('/').slice(0, 2).join('/') : lib.split('/')[0];
    const range = deps[pkgName];
    if (!range) continue;
    shared[lib] = { singleton: true, requiredVersion: range };
  }
  // Every other entry point of the workspace's shared package is a singleton too (session, toasts, query
  // keys, remotes), versioned: a remote built against an incompatible shared package is refused instead
  // of running against the wrong code.
  for (const [shareKey, options] of Object.entries(sharedEntries())) shared[shareKey] = options;
  return shared;
}

/** TypeScript through SWC, CSS (modules where *.module.css) extracted into files in production. */
function codeRules(name, production) {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
            target: 'es2022',
          },
        },
      },
    },
    {
      test: /\.css$/,
      // Production: CSS as files, loaded with the chunk that needs them (styled before scripts run);
      // development: injected by style-loader for fast reloads.
      use: [
        production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
        {
          loader: require.resolve('css-loader'),
          options: {
            modules: {
              auto: true,
              namedExport: false,
              exportLocalsConvention: 'as-is',
              localIdentName: production ? `${name}_[hash:base64:6]` : `${name}__[local]__[hash:base64:4]`,
            },
          },
        },
      ],
    },
  ];
}

/** Production only: CSS files, and brotli and gzip twins of every text asset (the server sends the best one the browser accepts). */
function assetPlugins() {
  return [
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css', ignoreOrder: true }),
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: /\.(js|css|html|json|svg)$/,
      threshold: 512,
      minRatio: 0.9,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: /\.(js|css|html|json|svg)$/,
      threshold: 512,
      minRatio: 0.9,
      compressionOptions: { level: 9 },
    }),
  ];
}

/** The page: the template with the entry script (the server inlines the remotes manifest). */
function htmlPlugin(title = 'Онлайн-школа английского', meta = {}) {
  return new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), title, chunks: ['main'], publicPath: '/', meta });
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
        alias: { 'react-router$': reactRouterProduction },
      },
      module: {
        rules: [...codeRules(name, production)],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? 'hostEntry.js' : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          shared: sharedConfig(dir),
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
          runtimePlugins: production && isHost ? [externalRuntimeProvider] : [],
        }),
        new SharedRequestsPlugin({ sharedSrc: path.join(sharedRoot, 'src'), entries: sharedEntryFiles(), libraries: libraryFacades }),
        ...publishPlugin,
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
  const { withServerBuild } = require('./create-server-config.cjs');
  return withServerBuild(createConfig({ dir, name: remote.name, devPort: remote.devPort }), { dir, name: remote.name, isHost: false });
}

/** The host's whole config: its browser build, and in production its server build. */
function createHostConfig(dir) {
  const { withServerBuild } = require('./create-server-config.cjs');
  return withServerBuild(createConfig({ dir, name: host.name, isHost: true, devPort: host.devPort }), { dir, name: host.name, isHost: true });
}

module.exports = {
  createConfig,
  createRemoteConfig,
  createHostConfig,
  remotes,
  host,
  sharedConfig,
  sharedVersion,
  sharedRoot,
  sharedEntries,
  sharedEntryFiles,
  singletonLibraries,
  libraryFacades,
  codeRules,
  assetPlugins,
  htmlPlugin,
  reactRouterProduction,
};
