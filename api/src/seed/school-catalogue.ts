import { sql, type Insertable } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import { LINGUO_PORTRAIT_FIELDS, REPORT_FIELD_TYPES, REPORT_FULL_TYPES, STUDENT_STATUSES, SUBSCRIPTION_PLANS, transactionTypesOf } from './catalogue';

/**
 * The school's catalogue — lesson formats and their report fields, plans and prices, student
 * statuses, the learner portrait — is product data, not demo data: a school that starts empty
 * (SEED_DEMO=false) needs it to write its first report or sell its first package. `seedDemoSchool`
 * writes it with the demo school; `ensureCatalogue` writes it into a database that has none.
 */
export async function insertCatalogue(db: Database): Promise<void> {
  const insert = async <T extends keyof DB & string>(table: T, rows: Insertable<DB[T]>[]) => {
    for (let i = 0; i < rows.length; i += 400)
      await db
        .insertInto(table)
        .values(rows.slice(i, i + 400) as never)
        .execute();
  };
  await insert('report_field_types', REPORT_FIELD_TYPES);
  await insert(
    'report_full_types',
    REPORT_FULL_TYPES.map(({ fields: _fields, ...t }) => t),
  );
  await insert(
    'report_full_type_fields',
    REPORT_FULL_TYPES.flatMap((t) => t.fields.map((fieldId, order) => ({ report_full_type_id: t.id, report_field_type_id: fieldId, order: order + 1 }))),
  );
  await insert(
    'subscription_plans',
    SUBSCRIPTION_PLANS.map(({ packages: _p, course: _c, testDrive: _t, ...p }) => p),
  );
  await insert('transaction_types', SUBSCRIPTION_PLANS.flatMap(transactionTypesOf));
  await insert('student_statuses', STUDENT_STATUSES);
  await insert('config_entries', [{ key: 'linguoPortraitFields', value: JSON.stringify(LINGUO_PORTRAIT_FIELDS) }]);
  await sql`SELECT setval(pg_get_serial_sequence('report_field_types', 'id'), (SELECT coalesce(max(id), 1) FROM report_field_types))`.execute(db);
}

/** Writes the catalogue when the database has none (an empty school); answers whether it did. */
export async function ensureCatalogue(db: Database): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // One instance writes it; another starting at the same moment waits, then finds it there.
    await sql`SELECT pg_advisory_xact_lock(hashtext('school-catalogue'))`.execute(trx);
    const existing = await trx.selectFrom('report_full_types').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    await insertCatalogue(trx);
    return true;
  });
}
