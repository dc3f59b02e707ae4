/**
 * The single-bundle twin (`pnpm build:single` → dist-single/): the same host and the same remote pages
 * as one ordinary webpack app, without Module Federation. Remote pages are imported directly from each
 * remote's page list; libraries are plain imports, tree-shaken once. It exists to be measured beside the
 * federated build (`pnpm bench:web`), never to be deployed.
 */
const path = require('node:path');
const { codeRules, assetPlugins, htmlPlugin, reactRouterProduction } = require('./build-parts.cjs');
const { host, remotes } = require('./remotes.cjs');
const { contentFiles } = require('./content-files.cjs');
const { FirstLoadPlugin } = require('./first-load-plugin.cjs');

const root = path.resolve(__dirname, '../..');
/** The remotes' content as JSON files, as in the federated build (one remote has content: its files sit at /content/). */
const content = remotes.map((r) => contentFiles(path.join(root, r.pkg)));

module.exports = () => ({
  name: 'single',
  mode: 'production',
  context: path.join(root, host.pkg),
  entry: { main: path.join(root, host.pkg, 'src/index.ts') },
  devtool: 'source-map',
  target: 'web',
  output: {
    path: path.resolve(root, process.env.OUTPUT_DIR ?? 'dist-single'),
    publicPath: '/',
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:8].js',
    uniqueName: 'school_single',
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.mjs'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    alias: {
      // One router, the production build, as in the federated build's facade (react-router-dom would
      // bring React Router's development build beside it: two router contexts).
      'react-router$': reactRouterProduction,
      'react-router-dom$': reactRouterProduction,
      '@module-federation/enhanced/runtime$': path.join(__dirname, 'single/federation-runtime.mjs'),
      ...Object.assign({}, ...content.map((c) => c.alias)),
    },
  },
  module: {
    rules: [
      { test: path.join(__dirname, 'single/remote-modules.mjs'), use: path.join(__dirname, 'single/remote-modules-loader.cjs') },
      ...codeRules('school', true),
    ],
  },
  plugins: [
    ...content.flatMap((c) => c.plugins),
    ...assetPlugins(),
    htmlPlugin(undefined, { 'school-build': 'single' }),
    new FirstLoadPlugin({ preloadStartup: true }),
  ],
  performance: { hints: false },
  stats: 'errors-warnings',
  infrastructureLogging: { level: 'warn' },
});
