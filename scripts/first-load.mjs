// What a browser downloads first for each page, from the first-load.json files the builds write
// (tooling/webpack/first-load-plugin.cjs): the host's startup, then the page's own chunks (a host page's
// lazy chunk, or a remote's mf-manifest.json, remoteEntry.js and exposed module), each shared module
// taken once: from the host when the host provides it, else from the remote's own copy. Sizes are
// those sent on the wire: the brotli twin when the build wrote one, else the file itself.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { remotes, host } = require('../tooling/webpack/remotes.cjs');

/** The host's own pages and the lazy file each one loads. */
const HOST_PAGES = [
  { path: '/login', who: 'гость', lazy: null },
  { path: '/lms/settings', who: 'любой', lazy: 'host/src/features/profile/index.ts' },
  { path: '/offer', who: 'гость', lazy: 'host/src/features/legal/index.ts' },
];

/** The dashboard per role (host/src/app/route-table.ts) and what else a teacher's pages show (the sidebar). */
const DASHBOARDS = [
  { path: '/lms/dashboard', who: 'ученик', modules: ['mfe_commerce/DashboardPage'] },
  { path: '/lms/dashboard', who: 'преподаватель', modules: ['mfe_teacher/TeacherHome', 'mfe_teacher/TeacherSidebar'] },
  { path: '/lms/dashboard', who: 'HR', modules: ['mfe_company/HrHome'] },
];
const TEACHER_EXTRA = ['mfe_teacher/TeacherSidebar'];

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** Bytes on the wire of a built file. */
function wireSize(file) {
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return existsSync(file) ? statSync(file).size : 0;
}

class Download {
  constructor() {
    this.files = new Set();
    this.shares = new Set();
  }
  addFiles(dir, files) {
    for (const f of files) this.files.add(path.join(dir, f));
  }
  /** A load and, once each, the shared modules it consumes. */
  addLoad(dir, load, provider) {
    this.addFiles(dir, load.files);
    for (const key of load.consumes) {
      if (this.shares.has(key)) continue;
      this.shares.add(key);
      const found = provider(key);
      if (found) this.addLoad(found.dir, found.load, provider);
    }
  }
  totals() {
    let js = 0;
    let css = 0;
    for (const f of this.files) {
      if (f.endsWith('.css')) css += wireSize(f);
      else if (f.endsWith('.js')) js += wireSize(f);
    }
    return { js, css, requests: this.files.size };
  }
}

/**
 * First loads of the federated build: host/dist and each remote's dist (or another root for each,
 * e.g. published releases). Returns rows { path, who, module(s), js, css, requests }.
 */
export function federatedFirstLoads(root) {
  const hostDir = path.join(root, host.pkg, 'dist');
  const hostReport = readJson(path.join(hostDir, 'first-load.json'));
  if (!hostReport) return [];
  const remoteInfo = new Map();
  for (const remote of remotes) {
    const dir = path.join(root, remote.pkg, 'dist');
    const report = readJson(path.join(dir, 'first-load.json'));
    if (report) remoteInfo.set(remote.name, { dir, report, pages: readJson(path.join(dir, 'pages.json'))?.pages ?? [] });
  }
  const fromHost = (key) => (hostReport.provides[key] ? { dir: hostDir, load: hostReport.provides[key] } : null);

  const measure = (lazy, modules) => {
    const download = new Download();
    download.addLoad(hostDir, hostReport.startup, fromHost);
    if (lazy) {
      const load = hostReport.lazy[lazy];
      if (load) download.addLoad(hostDir, load, fromHost);
    }
    for (const id of modules) {
      const [name, exposed] = id.split('/');
      const remote = remoteInfo.get(name);
      if (!remote) continue;
      const load = remote.report.exposes[`./${exposed}`];
      if (!load) continue;
      download.addFiles(remote.dir, ['mf-manifest.json', remote.report.entry ?? 'remoteEntry.js']);
      const provider = (key) => fromHost(key) ?? (remote.report.fallbacks[key] ? { dir: remote.dir, load: remote.report.fallbacks[key] } : null);
      download.addLoad(remote.dir, load, provider);
    }
    return download.totals();
  };

  return pageRows(root, measure);
}

/** First loads of the single-bundle twin (dist-single/): its startup and the page's own chunks. */
function singleFirstLoads(root, dir = path.join(root, 'dist-single')) {
  const report = readJson(path.join(dir, 'first-load.json'));
  if (!report) return [];
  // The twin names each remote module's chunk after it: mfe_teacher-StudentPage.<hash>.js
  // (tooling/webpack/single/remote-modules-loader.cjs).
  const loadOf = (id) => Object.values(report.lazy).find((load) => load.files.some((f) => f.startsWith(`${id.replace('/', '-')}.`)));
  const measure = (lazy, modules) => {
    const download = new Download();
    download.addFiles(dir, report.startup.files);
    if (lazy && report.lazy[lazy]) download.addFiles(dir, report.lazy[lazy].files);
    for (const id of modules) download.addFiles(dir, loadOf(id)?.files ?? []);
    return download.totals();
  };
  return pageRows(root, measure);
}

/** Every page to print: the host's own, the dashboards, then each remote page once. */
function pageRows(root, measure) {
  const rows = HOST_PAGES.map((p) => ({ path: p.path, who: p.who, modules: [], ...measure(p.lazy, []) }));
  for (const d of DASHBOARDS) rows.push({ path: d.path, who: d.who, modules: d.modules, ...measure(null, d.modules) });
  const seen = new Set();
  for (const remote of remotes) {
    for (const page of readJson(path.join(root, remote.pkg, 'dist', 'pages.json'))?.pages ?? []) {
      if (seen.has(page.module)) continue;
      seen.add(page.module);
      const modules = page.access === 'teacher' ? [page.module, ...TEACHER_EXTRA] : [page.module];
      rows.push({ path: page.path, who: page.access === 'teacher' ? 'преподаватель' : '', modules, ...measure(null, modules) });
    }
  }
  return rows;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function printRows(rows, title) {
  if (rows.length === 0) {
    console.log(`\n${title}: не собрано.`);
    return;
  }
  console.log(`\n${title} (что браузер скачивает, пока открывает страницу; brotli, как отдаёт сервер):`);
  console.log(`  ${'страница'.padEnd(40)} ${'кто'.padEnd(14)} ${'JS'.padStart(9)} ${'CSS'.padStart(8)}  файлов`);
  for (const row of rows) {
    console.log(`  ${row.path.padEnd(40)} ${row.who.padEnd(14)} ${kb(row.js).padStart(9)} ${kb(row.css).padStart(8)}  ${String(row.requests).padStart(6)}`);
  }
}

/** The table `pnpm build` ends with. */
export function printFirstLoads(root) {
  printRows(federatedFirstLoads(root), 'Первая загрузка страниц');
}

/** The table `pnpm build:single` ends with. */
export function printSingleFirstLoads(root) {
  printRows(singleFirstLoads(root), 'Первая загрузка страниц, единая сборка dist-single');
}
