// pnpm dev: the API (restarting on change) and the five webpack dev servers (reloading on change).
// Open http://localhost:8080; each remote also answers on its own port.
import { createRequire } from 'node:module';
import concurrently from 'concurrently';
import { root } from './apps.mjs';

const require = createRequire(import.meta.url);
const { remotes, host, apiDevPort } = require('../tooling/webpack/remotes.cjs');

const { result } = concurrently(
  [
    { name: 'api', command: 'pnpm --filter api run dev', env: { PORT: String(apiDevPort) }, prefixColor: 'magenta' },
    { name: host.pkg, command: `pnpm --filter ${host.pkg} run serve`, prefixColor: 'blue' },
    ...remotes.map((r) => ({ name: r.pkg, command: `pnpm --filter ${r.pkg} run serve`, prefixColor: 'green' })),
  ],
  { cwd: root, killOthersOn: ['failure'], prefix: 'name' },
);
result.catch(() => process.exit(1));
