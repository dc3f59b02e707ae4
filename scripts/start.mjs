// pnpm start: builds what is missing or outdated (the five apps and the API's server bundle), then
// serves the whole school (API, host and remotes) from one process on PORT (8080), with demo data in
// an empty database. The server runs as compiled JavaScript (api/dist/main.mjs, through api/start.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { needsBuild, packages, root } from './apps.mjs';

const stale = packages.filter(needsBuild);
if (stale.length > 0) {
  console.log(`Собираем: ${stale.join(', ')}`);
  const result = spawnSync('node', ['scripts/build.mjs', ...stale], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['api/start.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SERVE_APPS: 'true', PORT: process.env.PORT ?? '8080' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
