import { sql } from 'kysely';
import type { ReportFullType } from '@school/shared/schemas';
import type { Database } from './database';

/**
 * The catalogue tables (lesson formats and their fields, report field types, student statuses,
 * plans), kept in each process and reloaded when the database's `catalogue_version` has moved
 * (migration 0700: a statement trigger on each table moves it).
 *
 * A request learns the current version for free: the session statement reads it
 * (`noteCatalogueVersion`). A process that has not seen a version for `MAX_UNCHECKED_MS` (requests
 * without a session) reloads the catalogue before using it, so another instance's change is seen
 * within that time at worst.
 */
export interface Catalogue {
  version: number;
  /** Lesson formats by duration, then id; each with its field types in the form's order. */
  formats: ReportFullType[];
  formatById: ReadonlyMap<string, ReportFullType>;
  /** Every report field type, by id (a report may keep a field its format no longer lists). */
  fieldTypeById: ReadonlyMap<number, { id: number; name: string; visibleForStudent: boolean }>;
  /** Plans by their order, then id. */
  plans: { id: string; name: string; reportFullTypeId: string | null }[];
  /** Student statuses by id. */
  statuses: { id: string; name: string; forbidEditing: boolean }[];
}

const MAX_UNCHECKED_MS = 5_000;

interface CacheState {
  current: Catalogue | null;
  loading: Promise<Catalogue> | null;
  /** The newest version a statement of this process has seen. */
  seen: number;
  /** When a version was last seen or loaded (ms since epoch). */
  checkedAt: number;
}

const caches = new WeakMap<Database, CacheState>();

function stateOf(db: Database): CacheState {
  let state = caches.get(db);
  if (!state) {
    state = { current: null, loading: null, seen: 0, checkedAt: 0 };
    caches.set(db, state);
  }
  return state;
}

/** A statement read the catalogue version (the session statement does on every signed-in request). */
export function noteCatalogueVersion(db: Database, version: number | null | undefined): void {
  if (version === null || version === undefined) return;
  const state = stateOf(db);
  if (version > state.seen) state.seen = version;
  state.checkedAt = Date.now();
}

/** The version column of the session statement. */
export const catalogueVersionColumn = sql<number>`(select version from catalogue_version)`;

interface CatalogueRow {
  version: number;
  formats: { id: string; name: string; durationMins: number; typeId: string }[] | null;
  fieldTypes: { id: number; name: string; visibleForStudent: boolean }[] | null;
  formatFields: { formatId: string; fieldTypeId: number; order: number }[] | null;
  plans: { id: string; name: string; reportFullTypeId: string | null }[] | null;
  statuses: { id: string; name: string; forbidEditing: boolean }[] | null;
}

/** All catalogue tables in one statement (one snapshot, so the version matches the rows). */
async function readCatalogue(db: Database): Promise<Catalogue> {
  const { rows } = await sql<CatalogueRow>`
    select
      (select version from catalogue_version) as "version",
      (select json_agg(json_build_object('id', t.id, 'name', t.name, 'durationMins', t.duration_mins, 'typeId', t.type_id) order by t.duration_mins, t.id)
         from report_full_types t) as "formats",
      (select json_agg(json_build_object('id', f.id, 'name', f.name, 'visibleForStudent', f.visible_for_student) order by f.id)
         from report_field_types f) as "fieldTypes",
      (select json_agg(json_build_object('formatId', tf.report_full_type_id, 'fieldTypeId', tf.report_field_type_id, 'order', tf."order") order by tf."order", tf.report_field_type_id)
         from report_full_type_fields tf) as "formatFields",
      (select json_agg(json_build_object('id', p.id, 'name', p.name, 'reportFullTypeId', p.report_full_type_id) order by p."order", p.id)
         from subscription_plans p) as "plans",
      (select json_agg(json_build_object('id', s.id, 'name', s.name, 'forbidEditing', s.forbid_editing) order by s.id)
         from student_statuses s) as "statuses"
  `.execute(db);
  const row = rows[0]!;
  const fieldTypes = row.fieldTypes ?? [];
  const fieldTypeById = new Map(fieldTypes.map((f) => [f.id, f]));
  const formats: ReportFullType[] = (row.formats ?? []).map((format) => ({
    ...format,
    fieldTypes: (row.formatFields ?? [])
      .filter((tf) => tf.formatId === format.id)
      .flatMap((tf) => {
        const type = fieldTypeById.get(tf.fieldTypeId);
        return type ? [{ id: type.id, name: type.name, order: tf.order, visibleForStudent: type.visibleForStudent }] : [];
      }),
  }));
  return {
    version: Number(row.version),
    formats,
    formatById: new Map(formats.map((f) => [f.id, f])),
    fieldTypeById,
    plans: row.plans ?? [],
    statuses: row.statuses ?? [],
  };
}

function reload(db: Database, state: CacheState): Promise<Catalogue> {
  state.loading ??= readCatalogue(db)
    .then((catalogue) => {
      state.current = catalogue;
      if (catalogue.version > state.seen) state.seen = catalogue.version;
      state.checkedAt = Date.now();
      return catalogue;
    })
    .finally(() => {
      state.loading = null;
    });
  return state.loading;
}

/** The catalogue as of the newest version this process has seen (one statement when it must reload). */
export async function loadCatalogue(db: Database): Promise<Catalogue> {
  const state = stateOf(db);
  const wanted = state.seen;
  const current = state.current;
  if (current && current.version >= wanted && Date.now() - state.checkedAt < MAX_UNCHECKED_MS) return current;
  const loaded = await reload(db, state);
  // A load that was already under way may predate the version this request saw: read once more.
  return loaded.version >= wanted ? loaded : reload(db, state);
}
