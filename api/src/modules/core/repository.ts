import type { Config, ErrorReport, ErrorReportInput, ReportFullType } from '@school/shared/schemas';
import { loadCatalogue } from '../../db/catalogue';
import type { Database } from '../../db/database';

/** Configuration, lesson formats and reported client errors. */

/** The configuration pages read: portrait fields (one statement), plans and statuses from the catalogue cache. */
export async function loadConfig(db: Database): Promise<Config> {
  const [portrait, catalogue] = await Promise.all([
    db.selectFrom('config_entries').select('value').where('key', '=', 'linguoPortraitFields').executeTakeFirst(),
    loadCatalogue(db),
  ]);
  return {
    linguoPortraitFields: (portrait?.value as Config['linguoPortraitFields'] | undefined) ?? [],
    subscriptionPlans: catalogue.plans.map((p) => ({ id: p.id, name: p.name })),
    studentStatuses: catalogue.statuses,
  };
}

/** The lesson formats with their fields (from the catalogue cache). */
export async function loadReportFullTypes(db: Database): Promise<ReportFullType[]> {
  return (await loadCatalogue(db)).formats;
}

/** The error reports kept: older ones are deleted as new ones arrive. */
const ERROR_REPORTS_KEPT = 10_000;

export async function insertErrorReport(db: Database, userId: number | null, report: ErrorReportInput, kept = ERROR_REPORTS_KEPT) {
  const { id } = await db
    .insertInto('error_reports')
    .values({ user_id: userId, message: report.message, status: report.status, context: JSON.stringify(report.context), url: report.url })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Every hundredth report trims the table to the newest `kept`.
  if (id % 100 === 0)
    await db
      .deleteFrom('error_reports')
      .where('id', '<=', id - kept)
      .execute();
}

export async function listErrorReports(db: Database, limit = 200): Promise<ErrorReport[]> {
  const rows = await db.selectFrom('error_reports').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    message: r.message,
    status: r.status,
    context: r.context,
    url: r.url,
    createdAt: r.created_at.toISOString(),
  }));
}

export async function databaseReachable(db: Database): Promise<boolean> {
  try {
    await db.selectFrom('users').select('id').limit(1).execute();
    return true;
  } catch {
    return false;
  }
}
