// Publishes one remote under its own version, next to the versions before it:
//   pnpm release mfe-teacher                 version from mfe-teacher/package.json
//   pnpm release mfe-teacher --version 1.4.0
// The build goes to RELEASES_DIR/{package}/{version}/ (default ./releases), which the server serves at
// /remotes/{package}/{version}/. A published version is never overwritten. Switching the remotes
// manifest (REMOTES_FILE or host/dist/remotes.json) to it releases it; switching back rolls it back.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './apps.mjs';

const args = process.argv.slice(2);
const pkg = args.find((a) => !a.startsWith('--'));
const versionFlag = args.indexOf('--version');
const { remotes } = await import('../tooling/webpack/remotes.cjs').then((m) => m.default ?? m);
const remote = remotes.find((r) => r.pkg === pkg);
if (!remote) {
  console.error(`Укажите ремоут: ${remotes.map((r) => r.pkg).join(', ')}`);
  process.exit(2);
}
const version = versionFlag >= 0 ? args[versionFlag + 1] : JSON.parse(readFileSync(path.join(root, pkg, 'package.json'), 'utf8')).version;
if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]{1,40})?$/.test(version ?? '')) {
  console.error(`Версия «${version}» не похожа на semver (1.4.0)`);
  process.exit(2);
}
const releasesDir = path.resolve(root, process.env.RELEASES_DIR ?? 'releases');
const target = path.join(releasesDir, pkg, version);
if (existsSync(target)) {
  console.error(`${pkg} ${version} уже опубликован в ${target}: поднимите версию в ${pkg}/package.json`);
  process.exit(1);
}

const result = spawnSync('pnpm', ['--filter', pkg, 'run', 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, OUTPUT_DIR: target, RELEASE_VERSION: version },
});
if (result.status !== 0) process.exit(result.status ?? 1);

console.log(`\n✓ ${pkg} ${version} опубликован: ${target}`);
console.log('Чтобы выпустить его, укажите в манифесте ремоутов (REMOTES_FILE или host/dist/remotes.json):');
console.log(`  "${remote.name}": "/remotes/${pkg}/${version}/mf-manifest.json"`);
