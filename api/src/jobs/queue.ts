import { sql } from 'kysely';
import { PgBoss, fromKysely, fromPglite, type Db, type JobWithMetadata } from 'pg-boss';
import * as v from 'valibot';
import type { Database, DatabaseHandle } from '../db/database';

/**
 * The school's job queue: work that must happen later, again after a failure, or once however many
 * API instances run (mail delivery now; lesson reminders and notifications next). It is pg-boss on the
 * school's own database — PGlite in-process, or the PostgreSQL server — so jobs survive restarts and
 * each job is taken by one instance (`SELECT … FOR UPDATE SKIP LOCKED`).
 *
 * - Declare a kind once with `defineJob` (name, payload schema, retries) and list it in a module's
 *   `jobs` (api/src/modules/module.ts) with its handler; `startJobQueue` creates every queue and starts
 *   the workers.
 * - Send with `jobs.send(trx, kind, data, { key })` inside the transaction of the action that causes
 *   the job: the job exists exactly when the action's rows do. A `key` makes the job unique for good
 *   (or until `keyExpiresAt`): a second send with the same key sends nothing (`job_keys`, written in
 *   the same transaction; pg-boss's own singletonKey does not stop a second identical job).
 * - A handler that throws is retried with back-off as its kind says; `stop()` (SIGTERM) lets running
 *   handlers finish before the database closes.
 */

interface RetryPolicy {
  /** Retries after the first attempt. */
  limit: number;
  /** Delay before the first retry; doubled (with jitter) for each further one when `backoff`. */
  delaySeconds: number;
  backoff: boolean;
  /** The longest delay between two attempts (with `backoff`). */
  maxDelaySeconds?: number;
}

export interface JobKind<Data> {
  /** The queue's name: lower-case words with dots or dashes (`mail.deliver`). */
  readonly name: string;
  /** Checked when a job is sent and again when it is run (a payload from an older release may differ). */
  readonly schema: v.GenericSchema<unknown, Data>;
  readonly retry: RetryPolicy;
  /** How long one attempt may run before pg-boss counts it as failed (and retries it). */
  readonly expireInSeconds: number;
}

const NAME = /^[a-z][a-z0-9]*([.-][a-z0-9]+)*$/;

export function defineJob<Data>(kind: {
  name: string;
  schema: v.GenericSchema<unknown, Data>;
  retry?: Partial<RetryPolicy>;
  expireInSeconds?: number;
}): JobKind<Data> {
  if (!NAME.test(kind.name) || kind.name.length > 100) throw new Error(`Job name '${kind.name}' must be lower-case words joined by dots or dashes`);
  return {
    name: kind.name,
    schema: kind.schema,
    retry: { limit: 5, delaySeconds: 30, backoff: true, ...kind.retry },
    expireInSeconds: kind.expireInSeconds ?? 15 * 60,
  };
}

/** What a handler knows of the job it runs. */
interface JobRun {
  id: string;
  /** 0 on the first attempt, 1 on the first retry, … */
  retryCount: number;
  /** The attempt that will not be retried again when it fails. */
  isLastAttempt: boolean;
  /** Aborted when the job expired or the queue stops without waiting. */
  signal: AbortSignal;
}

type JobHandler<Data> = (data: Data, run: JobRun) => Promise<void>;

/** A worker of one kind, as a module lists it. */
export interface JobWorker {
  kind: JobKind<unknown>;
  handler: JobHandler<unknown>;
  /** Jobs of this kind one instance runs at once (default 1). */
  concurrency?: number;
  /** How often an idle worker looks for jobs (default: the queue's, 2 s on a real instance). */
  pollingIntervalSeconds?: number;
  /** Called once the worker runs on this instance (a sweep plans its first run). */
  start?: () => Promise<void>;
}

/** A module's worker of `kind` (keeps the handler's payload type). */
export function jobWorker<Data>(kind: JobKind<Data>, handler: JobHandler<Data>, options: Omit<JobWorker, 'kind' | 'handler'> = {}): JobWorker {
  return { kind: kind as JobKind<unknown>, handler: handler as JobHandler<unknown>, ...options };
}

interface SendOptions {
  /** Send at most one job with this key (per kind), ever or until `keyExpiresAt`. */
  key?: string;
  keyExpiresAt?: Date;
  /** Do not run before this moment. */
  startAfter?: Date;
  /** This job's retries, where they differ from its kind's. */
  retry?: Partial<RetryPolicy>;
}

/** A no-op connection: a send through it only loads the queue's settings into pg-boss's cache. */
const nothing: Db = { executeSql: () => Promise.resolve({ rows: [] }) };

export class JobQueue {
  readonly #boss: PgBoss;
  readonly #pollingIntervalSeconds: number;
  readonly #known = new Set<string>();
  #stopped = false;

  constructor(boss: PgBoss, pollingIntervalSeconds = 2) {
    this.#boss = boss;
    this.#pollingIntervalSeconds = pollingIntervalSeconds;
  }

  /** Creates the queues of `kinds` (once per database; again is harmless). */
  async declare(kinds: readonly JobKind<unknown>[]): Promise<void> {
    for (const kind of kinds) {
      if (this.#known.has(kind.name)) continue;
      await this.#boss.createQueue(kind.name, {
        retryLimit: kind.retry.limit,
        retryDelay: kind.retry.delaySeconds,
        retryBackoff: kind.retry.backoff,
        ...(kind.retry.maxDelaySeconds ? { retryDelayMax: kind.retry.maxDelaySeconds } : {}),
        expireInSeconds: kind.expireInSeconds,
      });
      // pg-boss looks a queue up on its own connection the first time it is used. With PGlite, one
      // connection, that lookup would wait for the very transaction a job is sent in: load it now.
      await this.#boss.send(kind.name, null, { db: nothing });
      this.#known.add(kind.name);
    }
  }

  /** Starts the workers of `workers` on this instance. */
  async work(workers: readonly JobWorker[]): Promise<void> {
    await this.declare(workers.map((w) => w.kind));
    for (const worker of workers) {
      const { kind, handler } = worker;
      await this.#boss.work(
        kind.name,
        {
          localConcurrency: worker.concurrency ?? 1,
          pollingIntervalSeconds: worker.pollingIntervalSeconds ?? this.#pollingIntervalSeconds,
          batchSize: 1,
          includeMetadata: true,
        },
        async (jobs: JobWithMetadata<unknown>[]) => {
          for (const job of jobs) {
            const parsed = v.safeParse(kind.schema, job.data);
            // A payload that no longer fits its schema will not fit on a retry either.
            if (!parsed.success) throw new Error(`Job ${kind.name} ${job.id}: payload does not fit its schema`);
            await handler(parsed.output, {
              id: job.id,
              retryCount: job.retryCount,
              isLastAttempt: job.retryCount >= job.retryLimit,
              signal: job.signal,
            });
          }
        },
      );
    }
    for (const worker of workers) await worker.start?.();
  }

  /**
   * Sends a job of `kind` through `db` — the caller's transaction, so the job is there exactly when
   * the caller's rows are. With a `key` that was used before, nothing is sent (null).
   */
  async send<Data>(db: Database, kind: JobKind<Data>, data: Data, options: SendOptions = {}): Promise<string | null> {
    if (this.#stopped) throw new Error('The job queue has stopped');
    if (!this.#known.has(kind.name)) throw new Error(`Job kind ${kind.name} was not declared when the queue started`);
    const payload = v.parse(kind.schema, data);
    const run = async (trx: Database) => {
      if (options.key !== undefined) {
        const claimed = await sql<{ key: string }>`
          INSERT INTO job_keys (queue, key, expires_at) VALUES (${kind.name}, ${options.key}, ${options.keyExpiresAt ?? null})
          ON CONFLICT (queue, key) DO NOTHING RETURNING key`.execute(trx);
        if (claimed.rows.length === 0) return null;
      }
      const retry = options.retry;
      const id = await this.#boss.send(kind.name, payload as object, {
        db: fromKysely(trx),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(retry?.limit !== undefined ? { retryLimit: retry.limit } : {}),
        ...(retry?.delaySeconds !== undefined ? { retryDelay: retry.delaySeconds } : {}),
        ...(retry?.backoff !== undefined ? { retryBackoff: retry.backoff } : {}),
        ...(retry?.maxDelaySeconds !== undefined ? { retryDelayMax: retry.maxDelaySeconds } : {}),
      });
      if (id && options.key !== undefined) await sql`UPDATE job_keys SET job_id = ${id} WHERE queue = ${kind.name} AND key = ${options.key}`.execute(trx);
      return id;
    };
    return db.isTransaction ? run(db) : db.transaction().execute(run);
  }

  /** Stops the workers: running handlers may finish for up to `timeoutMs`, then the queue lets go of the database. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    await this.#boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }

  /** pg-boss itself, for tests and tools (job states, queue sizes). */
  get boss(): PgBoss {
    return this.#boss;
  }
}

interface JobQueueOptions {
  /** Every kind that may be sent from this process (workers' kinds are added). */
  kinds?: readonly JobKind<unknown>[];
  /** Workers to start on this instance. */
  workers?: readonly JobWorker[];
  /** Connections of the queue's own pool on a PostgreSQL server (default 3). */
  poolSize?: number;
  /**
   * How often an idle worker without an interval of its own looks for due jobs (default 2 s). Test
   * servers ask every half second (pg-boss's shortest), so a test waits for its job, not for the poll.
   */
  pollingIntervalSeconds?: number;
  /** pg-boss's housekeeping (expiring, retention, monitoring). Off only in short-lived tools. */
  supervise?: boolean;
  onError?: (error: Error) => void;
}

/**
 * The job queue over the school's database: pg-boss installs (or migrates) its schema `pgboss` on the
 * first start, under a lock, so instances starting together do it once.
 */
export async function startJobQueue(handle: Pick<DatabaseHandle, 'jobsConnection'>, options: JobQueueOptions = {}): Promise<JobQueue> {
  const connection = handle.jobsConnection;
  const boss =
    'pglite' in connection
      ? new PgBoss({ db: fromPglite(connection.pglite), backend: 'pglite', schedule: false, supervise: options.supervise ?? true })
      : new PgBoss({
          connectionString: connection.connectionString,
          max: options.poolSize ?? 3,
          application_name: 'school-jobs',
          schedule: false,
          supervise: options.supervise ?? true,
        });
  const onError = options.onError ?? ((error: Error) => console.error('Очередь заданий:', error.message));
  boss.on('error', onError);
  await boss.start();
  const queue = new JobQueue(boss, options.pollingIntervalSeconds);
  await queue.declare([...(options.kinds ?? []), ...(options.workers ?? []).map((w) => w.kind)]);
  if (options.workers?.length) await queue.work(options.workers);
  return queue;
}

/** Keys whose time is over are deleted (`jobKeySweep`, hourly): their kind may be sent with them again. */
export async function deleteExpiredJobKeys(db: Database, now: Date): Promise<void> {
  await sql`DELETE FROM job_keys WHERE expires_at IS NOT NULL AND expires_at < ${now}`.execute(db);
}

/**
 * The test clock moved by `deltaMs` (ENABLE_TEST_CLOCK only): jobs planned for a later moment move
 * with it, so a job planned "in 24 hours" of the school's time runs when the school's clock says so.
 * pg-boss compares `start_after` with the database's own clock, which a test cannot move.
 */
export async function shiftPlannedJobs(db: Database, deltaMs: number): Promise<void> {
  if (deltaMs === 0) return;
  await sql`
    UPDATE pgboss.job SET start_after = start_after - make_interval(secs => ${deltaMs / 1000})
    WHERE state IN ('created', 'retry') AND start_after > now()`.execute(db);
}
