import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig, productionStartProblem } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { deleteExpiredRateLimits } from './http/rate-limit';
import { deleteExpiredSessions } from './modules/auth/repository';
import { startPaymentHousekeeping } from './modules/payments/routes';
import { seedIfEmpty } from './seed/seed-if-empty';
import { createFileStorage } from './storage';

const config = loadConfig();
const refusal = productionStartProblem(config);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? '' : `${config.dataDir}/db` });
await migrateToLatest(handle.db);
if (config.seedDemo) await seedIfEmpty(handle.db, config.seedScale);
await deleteExpiredSessions(handle.db, new Date());
await deleteExpiredRateLimits(handle.db, new Date());

const app = createApp({ db: handle.db, config, storage: createFileStorage(config), now: () => new Date() });
const stopPaymentHousekeeping = startPaymentHousekeeping(handle.db, () => new Date());
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Школа работает: http://localhost:${info.port} (${handle.kind}${config.serveApps ? ', с приложениями' : ', только API'})`);
});

async function shutdown() {
  stopPaymentHousekeeping();
  server.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
