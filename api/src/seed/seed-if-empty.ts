import type { Database } from '../db/database';
import { seedDemoSchool } from './demo-school';

/** Loads the demo school into an empty database; a database with users is left alone. */
export async function seedIfEmpty(db: Database, scale: 'full' | 'small', now = new Date()): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const started = Date.now();
  await seedDemoSchool(db, { scale, now });
  console.log(`Демо-данные загружены за ${((Date.now() - started) / 1000).toFixed(1)} с`);
  return true;
}
