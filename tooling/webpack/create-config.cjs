/**
 * One webpack configuration for the host and every remote, so the five apps build alike.
 *
 * createConfig({ dir, name, exposes, isHost }) returns a function for webpack-cli.
 */
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { remotes, host, apiDevPort } = require('./remotes.cjs');

const sharedRoot = path.resolve(__dirname, '../../shared');
const sharedPkg = JSON.parse(fs.readFileSync(path.join(sharedRoot, 'package.json'), 'utf8'));

/** Libraries that must exist once on the page: one React, one router, one query client, one store. */
const singletonLibraries = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  '@apollo/client',
  '@apollo/client/react',
  'graphql',
  // One valibot: the shared schemas set its Russian fallback message once for every app.
  'valibot',
];

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
  // Every entry point of the workspace's shared package is a singleton too (session, toasts, query keys).
  // Test fixtures (./testing) are for tests only and never part of a page.
  for (const subpath of Object.keys(sharedPkg.exports)) {
    if (subpath === '.' || subpath.endsWith('.css') || subpath === './testing') continue;
    const request = `${sharedPkg.name}/${subpath.replace(/^\.\//, '')}`;
    shared[request] = { singleton: true, requiredVersion: false, version: sharedPkg.version };
  }
  return shared;
}

function devRemotesManifest() {
  return Object.fromEntries(
    remotes.map((r) => [r.name, `http://localhost:${r.devPort}/mf-manifest.json`]),
  );
}

/**
 * @param {object} options
 * @param {string} options.dir       the app folder (__dirname of its webpack.config.cjs)
 * @param {string} options.name      module federation name (a JS identifier)
 * @param {Record<string,string>} [options.exposes]  modules a remote exposes
 * @param {boolean} [options.isHost]
 * @param {number} options.devPort
 */
function createConfig({ dir, name, exposes = {}, isHost = false, devPort, title = 'Онлайн-школа английского' }) {
  return (_env, argv) => {
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
        path: path.join(dir, 'dist'),
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
      },
      module: {
        rules: [
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
            use: [
              require.resolve('style-loader'),
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
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? 'hostEntry.js' : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          shared: sharedConfig(dir),
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        ...(isHost || standaloneDev
          ? [new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), title, chunks: ['main'], publicPath: '/' })]
          : []),
      ],
      optimization: {
        // Module federation needs one runtime per container; keep webpack's defaults otherwise.
        runtimeChunk: false,
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

module.exports = { createConfig, remotes, host, sharedConfig };
