// pnpm --filter mfe-<name> dev: one remote alone in its dev shell, signed in as a demo account.
// Starts the API too unless one already answers on its dev port.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './apps.mjs';

const require = createRequire(import.meta.url);
const { remotes, apiDevPort } = require('../tooling/webpack/remotes.cjs');
const app = path.basename(process.cwd());
const remote = remotes.find((r) => r.pkg === app);
if (!remote) {
  console.error(`${app} не является удалённым приложением школы`);
  process.exit(1);
}

const children = [];
async function apiAnswers() {
  try {
    return (await fetch(`http://localhost:${apiDevPort}/api/health`)).ok;
  } catch {
    return false;
  }
}

if (!(await apiAnswers())) {
  console.log(`API не запущен: запускаем его на порту ${apiDevPort}`);
  children.push(spawn('pnpm', ['--filter', 'api', 'run', 'dev'], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: String(apiDevPort) } }));
}
console.log(`${app}: http://localhost:${remote.devPort}`);
children.push(spawn('pnpm', ['run', 'serve'], { stdio: 'inherit' }));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((c) => c.kill(signal)));
children.at(-1).on('exit', (code) => {
  children.forEach((c) => c.kill());
  process.exit(code ?? 0);
});
