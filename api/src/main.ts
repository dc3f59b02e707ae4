import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { pluralCount } from '@school/shared/texts';
import { createApp } from './app';
import { ConfigError, loadConfig, productionStartProblem, type AppConfig } from './config';
import { analyzeDatabase, openDatabase } from './db/database';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { migrateToLatest } from './db/migrate';
import { gracefulShutdown } from './http/shutdown';
import { startJobQueue } from './jobs/queue';
import { allModules } from './modules';
import { seedIfEmpty } from './seed/seed-if-empty';
import { ensureCatalogue } from './seed/school-catalogue';
import { createFileStorage } from './storage';

/** The configuration, or the reason the server must not start (printed) and exit 1. */
function configOrExit(): AppConfig {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const refusal = productionStartProblem(config);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  return config;
}

const config = configOrExit();
// PGlite is one process's database: a second server or admin:create on the same folder is refused.
let unlockDataDir = () => undefined as void;
if (!config.databaseUrl) {
  try {
    unlockDataDir = lockDataDir(
      config.dataDir,
      (pid) => `С базой в ${config.dataDir} уже работает другой процесс школы (${pid}). Встроенную базу открывает только один процесс.`,
    );
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? '' : `${config.dataDir}/db`,
  poolSize: config.databasePoolSize,
  preparedStatements: config.databasePreparedStatements,
});
await migrateToLatest(handle.db);
const seeded = config.seedDemo && (await seedIfEmpty(handle.db, config.seedScale));
// An empty school still gets its catalogue (formats, plans, statuses): product data, not demo data.
await ensureCatalogue(handle.db);
if (handle.kind === 'pglite' || seeded) await analyzeDatabase(handle.db);
if (config.databaseUrl && !config.s3 && !config.filesDir) {
  console.warn(
    'Файлы отчётов хранятся в папке этого экземпляра (DATA_DIR/files). Если школу обслуживают несколько экземпляров API, задайте общую папку FILES_DIR или хранилище S3_*.',
  );
}

// The job queue starts before the app: handlers send jobs in their transactions from the first request.
// What must happen later or again — sweeps of old rows, expiring unpaid orders, PGlite's statistics —
// is a job of a module's workers (api/src/jobs/sweeps.ts), run once per period across instances.
const modules = allModules();
const jobs = await startJobQueue(handle, { kinds: modules.flatMap((m) => m.jobKinds ?? []) });
const deps = { db: handle.db, config, storage: createFileStorage(config), now: () => new Date(), jobs };
await jobs.work(modules.flatMap((m) => m.jobWorkers?.(deps) ?? []));
const app = createApp(deps, modules);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Школа работает: http://localhost:${info.port} (${handle.kind}${config.serveApps ? ', с приложениями' : ', только API'})`);
}) as Server;

// Job handlers under way finish (as long as requests may) while the requests drain; then the database closes.
let jobsStopped: Promise<void> | null = null;
const stopJobs = () => (jobsStopped ??= jobs.stop(config.shutdownTimeoutMs).catch((error: unknown) => console.error(error)));
const lifecycle = gracefulShutdown(server, {
  timeoutMs: config.shutdownTimeoutMs,
  closeDatabase: async () => {
    await stopJobs();
    await handle.close();
    unlockDataDir();
  },
});
const requestForms = { one: 'запрос', few: 'запроса', many: 'запросов' };

/** SIGTERM or SIGINT: finish the requests under way, then close the database. A second signal stops at once. */
function stop(signal: NodeJS.Signals) {
  process.once(signal, () => process.exit(1));
  void stopJobs();
  console.log(`Остановка (${signal}): ждём ${pluralCount(lifecycle.inFlight(), requestForms)} в работе…`);
  lifecycle
    .shutdown()
    .then(({ cutOff }) => {
      if (cutOff > 0) console.warn(`Прервано ${pluralCount(cutOff, requestForms)}: не закончились за ${config.shutdownTimeoutMs / 1000} с.`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
