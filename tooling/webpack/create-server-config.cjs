/**
 * The server build of an app (production only, beside its browser build, into dist/server/): the same
 * pages compiled for Node, so the API can send a page's first view as HTML instead of an empty page
 * that paints only after its scripts and data arrived (docs/architecture.md, "First view from the server").
 *
 *   host    dist/server/render.cjs: renderFirstView() and the modules the remotes share on the page
 *           (React, the shared package's entries) — the server's one copy of each, as in the browser;
 *   remote  dist/server/remote.cjs: its exposed modules, taking the shared ones from the host's bundle
 *           (so the remote's server code ships and is released with the remote, like its browser code).
 *
 * Styles are not emitted: CSS modules give only their class names, the same as in the browser build.
 */
const path = require('node:path');
const { codeRules, libraryFacades, reactRouterProduction, sharedEntries, sharedEntryFiles, singletonLibraries, sharedRoot } = require('./build-parts.cjs');
const { SharedRequestsPlugin } = require('./shared-requests.cjs');

/** Every module the host's server bundle hands to the remotes' server bundles. */
const serverSharedKeys = () => [...singletonLibraries, ...Object.keys(sharedEntries())];

function serverConfig({ dir, name, isHost }) {
  const rules = codeRules(name, true).map((rule) =>
    String(rule.test) === String(/\.css$/)
      ? {
          test: /\.css$/,
          use: {
            loader: require.resolve('css-loader'),
            options: {
              modules: { auto: true, namedExport: false, exportLocalsConvention: 'as-is', exportOnlyLocals: true, localIdentName: `${name}_[hash:base64:6]` },
            },
          },
        }
      : rule,
  );
  const shared = new Set(serverSharedKeys());
  const requests = new SharedRequestsPlugin({ sharedSrc: path.join(sharedRoot, 'src'), entries: sharedEntryFiles(), libraries: libraryFacades });
  // Externals see a request as written (before SharedRequestsPlugin renames it): rename it here too.
  const sharedKeyOf = ({ request, context, contextInfo }) => requests.rewrite(request, context, contextInfo?.issuer) ?? request;
  return {
    name: `${name}-server`,
    mode: 'production',
    context: dir,
    target: 'node24',
    entry: { [isHost ? 'render' : 'remote']: path.join(__dirname, 'server/entry.cjs') },
    devtool: false,
    output: {
      // Beside the browser build (OUTPUT_DIR when a build is written elsewhere: a release, a test's build).
      path: path.join(process.env.OUTPUT_DIR ? path.resolve(process.env.OUTPUT_DIR) : path.join(dir, 'dist'), 'server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      uniqueName: `${name}_server`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.cjs'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      conditionNames: ['node', 'import', 'require', 'default'],
      alias: {
        'react-router$': reactRouterProduction,
        'react-router-dom$': reactRouterProduction,
        // On the server every remote module is handed over by the API: nothing is fetched at run time.
        '@module-federation/enhanced/runtime$': path.join(__dirname, 'server/federation-runtime.mjs'),
      },
    },
    module: {
      rules: [
        {
          test: path.join(__dirname, 'server/entry.cjs'),
          use: { loader: path.join(__dirname, 'server/entry-loader.cjs'), options: { dir, isHost, shared: serverSharedKeys() } },
        },
        ...rules,
      ],
    },
    // A remote's bundle takes React, the router, the query client and the shared package from the host's
    // bundle (the API passes them in as `require`): one router and one query client context, as on the page.
    externals: isHost
      ? []
      : [
          (data, callback) => {
            const key = sharedKeyOf(data);
            return shared.has(key) ? callback(null, `commonjs ${key}`) : callback();
          },
        ],
    plugins: [...(isHost ? [] : [requests]), new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 })],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * An app's webpack configuration with its server build added in production: `withServerBuild(createConfig(…), …)`.
 * Development builds (webpack serve) stay browser only.
 */
function withServerBuild(browserConfig, options) {
  return (env, argv) => {
    const browser = browserConfig(env, argv);
    if (argv.mode !== 'production') return browser;
    // The browser build cleans dist/ but leaves the server build's folder to it.
    browser.output.clean = { keep: /^server[\\/]/ };
    return [browser, serverConfig(options)];
  };
}

module.exports = { withServerBuild };
