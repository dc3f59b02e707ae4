import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from './seed-if-empty';

/** pnpm --filter api seed: migrates and loads demo data into an empty database. */
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/db` });
await migrateToLatest(handle.db);
const seeded = await seedIfEmpty(handle.db, config.seedScale);
if (!seeded) console.log('В базе уже есть данные: демо-данные не загружались.');
await handle.close();
