/**
 * What every build of the school shares (the browser builds of create-config.cjs, the server builds of
 * create-server-config.cjs, the single-bundle twin of create-single-config.cjs, the server entry's
 * loader): the shared package and how it is shared, the code and asset rules, the page template.
 * It requires none of the config files, so they load in one direction: create-config → create-server-config
 * → build-parts.
 */
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { BannerPlugin, Compilation } = require('webpack');

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

/**
 * What the host's startup provides to every page (its `first-load.json` lists them under `provides`):
 * React and the shared entries its own startup code imports. A production remote takes these from the
 * host without a fallback copy of its own. The host's build test checks this list against what the
 * host's build provides: a shared entry the host never imports (the GraphQL client, for one) is not
 * provided by it, and a remote keeps its own copy of that.
 */
const hostProvidedShares = [
  ...singletonLibraries,
  '@school/shared/api',
  '@school/shared/app-shell',
  '@school/shared/query',
  '@school/shared/router',
  '@school/shared/texts',
  '@school/shared/ui',
  '@school/shared/valibot',
];

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
/** React Router ships its development build by default; the facade takes the production one. */
const reactRouterProduction = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [sharedRoot] })), 'dist/production/index.mjs');

/**
 * Entries of the shared package that hold no state and no identity a second copy could break (pure
 * rules, permissions as functions of their arguments, the report views a few pages show): not shared, so
 * each build takes only the functions it uses (the domain entry whole would bring date-fns and DOMPurify to
 * every page). So are the contracts: shared, the whole registry of calls would load with the first page
 * that names one of its paths or component props; a page finds a call's definition through the API client
 * instead (`endpointDef`, `procedureDef`), which loads the call's area alone. The
 * texts stay shared: every entry uses the same few objects of them. Test fixtures (./testing), the
 * build-time page list helpers (./pages) and a remote's standalone dev shell (./dev-shell, development
 * only) are never part of a page either.
 */
const unsharedEntries = new Set([
  './domain',
  './permissions',
  './schemas',
  './contracts',
  './report-views',
  './review',
  './storage',
  './testing',
  './pages',
  './dev-shell',
]);

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

/**
 * The first line of every script: V8's compile hint (Chrome 136 and later; other engines read a
 * comment). A script is only loaded when its code runs — the startup, a remote's entry, the chunks of
 * the page being opened — so its functions are compiled while it downloads, off the main thread,
 * instead of one by one on the main thread when the page first calls them (docs/decisions.md, "Scripts
 * compiled while they download").
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Production only: CSS files, the compile hint on every script, and brotli and gzip twins of every text asset (the server sends the best one the browser accepts). */
function assetPlugins() {
  return [
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css', ignoreOrder: true }),
    // After minifying (which would drop the comment), before the source maps are written (which count its line).
    new BannerPlugin({ banner: COMPILE_HINT, raw: true, entryOnly: false, test: /\.m?js$/, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }),
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

module.exports = {
  sharedRoot,
  sharedVersion,
  singletonLibraries,
  hostProvidedShares,
  libraryFacades,
  reactRouterProduction,
  sharedEntries,
  sharedEntryFiles,
  sharedConfig,
  codeRules,
  assetPlugins,
  htmlPlugin,
};
