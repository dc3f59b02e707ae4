// Builds the host and the four remotes (each into its own dist/), two at a time, and the API's server
// bundle (api/dist/main.mjs), then prints what a browser downloads first for each page (compressed, as
// the server sends it) so growth is seen.
//   node scripts/build.mjs                 all apps and the API
//   node scripts/build.mjs mfe-teacher     only the named ones
//   node scripts/build.mjs --if-needed     only apps whose sources changed
//   node scripts/build.mjs --single        the single-bundle twin (dist-single/, pnpm build:single)
import { spawn } from 'node:child_process';
import { needsBuild, packages, root } from './apps.mjs';
import { printFirstLoads, printSingleFirstLoads } from './first-load.mjs';

const args = process.argv.slice(2);
const ifNeeded = args.includes('--if-needed');
const single = args.includes('--single');
const named = args.filter((a) => !a.startsWith('--'));
let selected = named.length > 0 ? named : packages;
if (ifNeeded) selected = selected.filter(needsBuild);

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const command = app === 'single' ? ['--filter', '@school/tooling', 'run', 'build:single'] : ['--filter', app, 'run', 'build'];
    const child = spawn('pnpm', command, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
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

if (single) {
  await runAll(['single']);
  printSingleFirstLoads(root);
} else {
  if (selected.length === 0) console.log('Все приложения уже собраны.');
  else await runAll(selected);
  printFirstLoads(root);
}
