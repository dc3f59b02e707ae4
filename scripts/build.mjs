// Builds the host and the four remotes (each into its own dist/), two at a time, then prints the
// gzip size of each app's initial JavaScript so growth is seen.
//   node scripts/build.mjs                 all apps
//   node scripts/build.mjs mfe-teacher     only the named ones
//   node scripts/build.mjs --if-needed     only apps whose sources changed
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { apps, needsBuild, root } from './apps.mjs';

const args = process.argv.slice(2);
const ifNeeded = args.includes('--if-needed');
const named = args.filter((a) => !a.startsWith('--'));
let selected = named.length > 0 ? named : apps;
if (ifNeeded) selected = selected.filter(needsBuild);

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('pnpm', ['--filter', app, 'run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`✓ ${app} собран за ${((Date.now() - started) / 1000).toFixed(1)} с`);
        resolve();
      } else {
        console.error(output);
        reject(new Error(`${app}: сборка не удалась`));
      }
    });
  });
}

async function runAll(list, concurrency = 2) {
  const queue = [...list];
  const workers = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    while (queue.length > 0) await build(queue.shift());
  });
  await Promise.all(workers);
}

function initialScripts(app) {
  const dist = path.join(root, app, 'dist');
  if (app === 'host') {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    return [...html.matchAll(/<script[^>]+src=["']?\/?([^"' >]+)/g)].map((m) => path.join(dist, m[1]));
  }
  return [path.join(dist, 'remoteEntry.js')];
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function printSizes() {
  console.log('\nНачальный JavaScript (gzip):');
  for (const app of apps) {
    try {
      const files = initialScripts(app);
      const raw = files.reduce((sum, f) => sum + readFileSync(f).length, 0);
      const gz = files.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0);
      console.log(`  ${app.padEnd(14)} ${kb(gz).padStart(9)}  (без сжатия ${kb(raw)})`);
    } catch {
      console.log(`  ${app.padEnd(14)}  не собран`);
    }
  }
}

if (selected.length === 0) {
  console.log('Все приложения уже собраны.');
} else {
  await runAll(selected);
}
printSizes();
