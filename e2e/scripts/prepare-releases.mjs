// Published versions of the company remote for the release journeys (e2e/.releases, served by a
// test server with RELEASES_DIR pointing here):
//   1.0.0   the remote as built by `pnpm build`
//   1.0.1   the same build whose pages.json also claims a teacher page (a path another remote owns)
//   1.1.0   a real build with one page more (e2e/fixtures/company-pages-next.mjs)
//   1.2.0   a real build against an incompatible shared package (SHARED_VERSION=99.0.0)
// A release is reused while it is newer than the company remote's own build (mfe-company/dist), and
// made again after each `pnpm build`: a release left from an older build may be built against another
// version of the shared package. `rm -rf e2e/.releases` starts over.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const releases = path.join(root, 'e2e/.releases/mfe-company');
const dist = path.join(root, 'mfe-company/dist');
if (!existsSync(path.join(dist, 'pages.json'))) throw new Error('Build the apps first (pnpm build)');
mkdirSync(releases, { recursive: true });
const built = statSync(path.join(dist, 'pages.json')).mtimeMs;

/** The release folder of `version`, emptied when it is older than the remote's last build. */
function current(version) {
  const target = path.join(releases, version);
  const pages = path.join(target, 'pages.json');
  if (existsSync(target) && (!existsSync(pages) || statSync(pages).mtimeMs < built)) rmSync(target, { recursive: true, force: true });
  return target;
}

function copyOf(version) {
  const target = current(version);
  if (!existsSync(target)) cpSync(dist, target, { recursive: true });
  return target;
}

function build(version, env) {
  const target = current(version);
  if (existsSync(path.join(target, 'pages.json'))) return;
  const result = spawnSync('pnpm', ['--filter', 'mfe-company', 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, OUTPUT_DIR: target, RELEASE_VERSION: version, ...env },
  });
  if (result.status !== 0) throw new Error(`mfe-company ${version} did not build`);
}

copyOf('1.0.0');
const duplicate = copyOf('1.0.1');
const pagesFile = path.join(duplicate, 'pages.json');
const pages = JSON.parse(readFileSync(pagesFile, 'utf8'));
if (!pages.pages.some((p) => p.path === '/lms/teachers/:teacherId')) {
  pages.version = '1.0.1';
  pages.pages.push({ path: '/lms/teachers/:teacherId', module: 'mfe_company/UserGroupsPage', access: 'any', title: 'Чужая страница' });
  writeFileSync(pagesFile, JSON.stringify(pages, null, 2));
}
build('1.1.0', { PAGES_FILE: path.join(root, 'e2e/fixtures/company-pages-next.mjs') });
build('1.2.0', { SHARED_VERSION: '99.0.0' });
writeFileSync(path.join(root, 'e2e/.releases/remotes.json'), JSON.stringify({ mfe_company: '/remotes/mfe-company/1.0.0/mf-manifest.json' }));
