import * as v from 'valibot';
import { EmailSchema } from '@school/shared/schemas';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { migrateToLatest } from '../db/migrate';
import { createAdministrator } from '../modules/accounts/admin-create';

/**
 * `pnpm --filter api admin:create EMAIL`: the school's first administrator (or another one). Makes
 * the account an admin without a password (an existing account keeps its data and becomes an admin
 * again) and prints a one-time link, valid 24 hours, to set the password. Runs on PGlite (DATA_DIR;
 * the server must be stopped) and on DATABASE_URL (while the servers run).
 */
async function main(): Promise<number> {
  const parsed = v.safeParse(EmailSchema, process.argv[2] ?? '');
  if (!parsed.success) {
    console.error('Укажите e-mail администратора: pnpm --filter api admin:create admin@school.example');
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  let unlock = () => undefined as void;
  if (!config.databaseUrl) {
    try {
      unlock = lockDataDir(
        config.dataDir,
        (pid) =>
          `С базой в ${config.dataDir} сейчас работает сервер школы (процесс ${pid}). Встроенную базу открывает только один процесс: остановите сервер, выполните команду и запустите сервер снова.`,
      );
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message);
        return 1;
      }
      throw error;
    }
  }
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? '' : `${config.dataDir}/db` });
  try {
    await migrateToLatest(handle.db);
    const { url, created } = await createAdministrator(handle.db, { email: parsed.output, publicUrl: config.mail.publicUrl, now: new Date() });
    console.log(created ? `Администратор ${parsed.output} создан.` : `${parsed.output} — администратор; прежние ссылки больше не действуют.`);
    console.log('Ссылка, чтобы задать пароль (действует 24 часа, открывается один раз):');
    console.log(url);
    if (!config.mail.publicUrlGiven) console.log('(Адрес ссылки взят из PORT; задайте PUBLIC_URL, если школа открывается по другому адресу.)');
    return 0;
  } finally {
    await handle.close();
    unlock();
  }
}

process.exitCode = await main();
