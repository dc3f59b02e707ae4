// pnpm start: builds what is missing or outdated, then serves the whole school (API, host and
// remotes) from one process on PORT (8080), with demo data in an empty database.
import { spawn, spawnSync } from 'node:child_process';
import { apps, needsBuild, root } from './apps.mjs';

const stale = apps.filter(needsBuild);
if (stale.length > 0) {
  console.log(`Собираем: ${stale.join(', ')}`);
  const result = spawnSync('node', ['scripts/build.mjs', ...stale], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn('pnpm', ['--filter', 'api', 'run', 'start'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SERVE_APPS: 'true', PORT: process.env.PORT ?? '8080' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
