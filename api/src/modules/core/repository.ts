import type { Config, ErrorReport, ErrorReportInput, ReportFullType } from '@school/shared/schemas';
import type { Database } from '../../db/database';

/** Configuration, lesson formats and reported client errors. */

export async function loadConfig(db: Database): Promise<Config> {
  const [portrait, plans, statuses] = await Promise.all([
    db.selectFrom('config_entries').select('value').where('key', '=', 'linguoPortraitFields').executeTakeFirst(),
    db.selectFrom('subscription_plans').select(['id', 'name']).orderBy('order').orderBy('id').execute(),
    db.selectFrom('student_statuses').select(['id', 'name', 'forbid_editing']).orderBy('id').execute(),
  ]);
  return {
    linguoPortraitFields: (portrait?.value as Config['linguoPortraitFields'] | undefined) ?? [],
    subscriptionPlans: plans,
    studentStatuses: statuses.map((s) => ({ id: s.id, name: s.name, forbidEditing: s.forbid_editing })),
  };
}

export async function loadReportFullTypes(db: Database): Promise<ReportFullType[]> {
  const [types, fields] = await Promise.all([
    db.selectFrom('report_full_types').selectAll().orderBy('duration_mins').orderBy('id').execute(),
    db
      .selectFrom('report_full_type_fields as tf')
      .innerJoin('report_field_types as f', 'f.id', 'tf.report_field_type_id')
      .select(['tf.report_full_type_id', 'f.id', 'f.name', 'f.visible_for_student', 'tf.order'])
      .orderBy('tf.order')
      .execute(),
  ]);
  return types.map((t) => ({
    id: t.id,
    name: t.name,
    durationMins: t.duration_mins,
    typeId: t.type_id,
    fieldTypes: fields
      .filter((f) => f.report_full_type_id === t.id)
      .map((f) => ({ id: f.id, name: f.name, order: f.order, visibleForStudent: f.visible_for_student })),
  }));
}

/** The error reports kept: older ones are deleted as new ones arrive. */
export const ERROR_REPORTS_KEPT = 10_000;

export async function insertErrorReport(db: Database, userId: number | null, report: ErrorReportInput, kept = ERROR_REPORTS_KEPT) {
  const { id } = await db
    .insertInto('error_reports')
    .values({ user_id: userId, message: report.message, status: report.status, context: JSON.stringify(report.context), url: report.url })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Every hundredth report trims the table to the newest `kept`.
  if (id % 100 === 0) await db.deleteFrom('error_reports').where('id', '<=', id - kept).execute();
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
