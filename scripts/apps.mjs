import { createRequire } from 'node:module';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleFile as apiBundle, isStale as apiIsStale } from '../api/build.mjs';

const require = createRequire(import.meta.url);
const { remotes, host } = require('../tooling/webpack/remotes.cjs');

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The five webpack apps: the host first, then the remotes. */
const apps = [host.pkg, ...remotes.map((r) => r.pkg)];
/** What `pnpm build` builds: the five apps and the API's server bundle (api/build.mjs). */
export const packages = [...apps, 'api'];

/** The latest change time of a file or of anything in a folder (node_modules and dist left out). */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** The file a finished build leaves behind. */
function buildMarker(app) {
  if (app === 'api') return apiBundle;
  return path.join(root, app, 'dist', app === host.pkg ? 'index.html' : 'mf-manifest.json');
}

/** An app needs a build when its output is missing or older than its sources (or the shared ones). */
export function needsBuild(app) {
  if (app === 'api') return apiIsStale();
  const marker = buildMarker(app);
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(root, app, 'src')),
    newestMtime(path.join(root, app, 'package.json')),
    newestMtime(path.join(root, app, 'webpack.config.cjs')),
    newestMtime(path.join(root, 'shared', 'src')),
    newestMtime(path.join(root, 'tooling', 'webpack')),
  );
  return sources > built;
}
