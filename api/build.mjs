// The API's production build: the server (src/main.ts) and the administrator command
// (src/cli/admin-create.ts), each with the parts of @school/shared it uses, bundled by esbuild into
// dist/{name}.mjs (and its source map). The npm packages the API lists as dependencies stay imports,
// resolved from api/node_modules at run time; what shared code needs beyond them (date-fns, …) is
// bundled. Files read at run time stay where they are: the SQL migrations (api/migrations), the PDF
// fonts (dejavu-fonts-ttf), the built apps. Nothing of the webpack tooling is part of it.
//   node build.mjs            build
//   node build.mjs --if-stale build only when a bundle is missing or older than its sources
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.join(apiDir, 'dist');

/** What the build makes: name → its TypeScript entry. */
export const entries = { main: 'src/main.ts', 'admin-create': 'src/cli/admin-create.ts' };

/** The compiled file of an entry: dist/{name}.mjs. */
export function bundleOf(name) {
  return path.join(distDir, `${name}.mjs`);
}

/** The server's bundle: what `pnpm --filter api start` runs. */
export const bundleFile = bundleOf('main');

/** Everything the bundles are made of: the API's and the shared package's sources, their manifests, this script. */
const sources = [
  path.join(apiDir, 'src'),
  path.join(apiDir, 'package.json'),
  path.join(apiDir, 'build.mjs'),
  path.join(apiDir, '../shared/src'),
  path.join(apiDir, '../shared/package.json'),
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** A bundle is missing or older than a source it is built from (a deployment without sources is never stale). */
export function isStale() {
  const built = Object.keys(entries).map(bundleOf);
  if (!built.every((file) => existsSync(file))) return true;
  return Math.max(...sources.map(newestMtime)) > Math.min(...built.map((file) => statSync(file).mtimeMs));
}

async function buildApi() {
  // esbuild is a development dependency: a deployment builds once and runs dist/main.mjs without it.
  const { build } = await import('esbuild');
  const pkg = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@school/'));
  const result = await build({
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(apiDir, file)])),
    outdir: distDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    // The npm dependencies stay imports (PGlite finds its WebAssembly beside its own module); shared's
    // own dependencies that the API does not list are bundled, so a bundle needs nothing but api/node_modules.
    external: [...external, ...external.map((name) => `${name}/*`), ...builtinModules, ...builtinModules.map((name) => `node:${name}`)],
    // Bundled CommonJS modules may call require().
    banner: { js: "import { createRequire as __schoolCreateRequire } from 'node:module'; const require = __schoolCreateRequire(import.meta.url);" },
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
  });
  // Written beside and renamed into place, so a server starting meanwhile never reads half a file.
  mkdirSync(distDir, { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.argv.includes('--if-stale') || isStale()) {
    const started = Date.now();
    await buildApi();
    console.log(`✓ api собран за ${((Date.now() - started) / 1000).toFixed(1)} с → ${path.relative(process.cwd(), distDir)}`);
  }
}
