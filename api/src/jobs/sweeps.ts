import * as v from 'valibot';
import type { Database } from '../db/database';
import type { AppDeps } from '../http/context';
import { defineJob, deleteExpiredJobKeys, jobWorker, type JobKind, type JobQueue, type JobWorker } from './queue';

const HOUR = 3_600_000;

/**
 * Sweeps: deleting rows that no longer count (expired rate-limit counters, sessions, old mail) is
 * a job of the queue, run once per period across all instances — not a timestamp in one process's
 * memory that each instance keeps for itself. The rows a sweep deletes are already ignored by the
 * queries that read them (a counter belongs to its window, events are read by date), so a late or
 * missed sweep changes nothing anyone sees; it only keeps the tables small.
 *
 * A module lists its sweeps as workers (`jobWorkers: (deps) => [sweepWorker(deps, sweep)]`): when the
 * workers start, the next run is planned; each run plans the one after. Every run has the key of its
 * period, so however many instances start and plan, one job per period exists.
 */
export interface Sweep {
  /** Lower-case words joined by dashes: the job is `sweep.{name}`. */
  name: string;
  everyMs: number;
  run: (db: Database, now: Date) => Promise<void>;
}

const SweepRunSchema = v.object({ period: v.pipe(v.number(), v.integer(), v.minValue(0)) });
type SweepRun = v.InferOutput<typeof SweepRunSchema>;

const kinds = new Map<string, JobKind<SweepRun>>();

/** The job kind of a sweep (one per name). */
export function sweepJob(sweep: Pick<Sweep, 'name'>): JobKind<SweepRun> {
  let kind = kinds.get(sweep.name);
  if (!kind) {
    kind = defineJob({ name: `sweep.${sweep.name}`, schema: SweepRunSchema, retry: { limit: 3, delaySeconds: 60 }, expireInSeconds: 10 * 60 });
    kinds.set(sweep.name, kind);
  }
  return kind;
}

/** Plans the run of `period` (or of the next period to come, when that one has passed): once, whoever asks. */
export async function planSweep(jobs: JobQueue, db: Database, sweep: Sweep, period: number, nowMs = Date.now()): Promise<void> {
  const next = Math.max(period, Math.floor(nowMs / sweep.everyMs) + 1);
  await jobs.send(
    db,
    sweepJob(sweep),
    { period: next },
    {
      key: String(next),
      keyExpiresAt: new Date((next + 2) * sweep.everyMs),
      startAfter: new Date(next * sweep.everyMs),
    },
  );
}

/** The worker of a sweep: runs it, then plans the next period's run; its first run is planned when the workers start. */
export function sweepWorker(deps: AppDeps, sweep: Sweep): JobWorker {
  const jobs = deps.jobs;
  return {
    ...jobWorker(sweepJob(sweep), async ({ period }) => {
      await sweep.run(deps.db, deps.now());
      if (jobs) await planSweep(jobs, deps.db, sweep, period + 1);
    }),
    start: jobs ? () => planSweep(jobs, deps.db, sweep, 0) : undefined,
    // A sweep may start half a minute into its period: its idle worker need not ask every 2 seconds.
    pollingIntervalSeconds: 30,
  };
}

/**
 * The queue's own sweep: keys past their `keyExpiresAt` are deleted hourly, so their kind may be sent
 * with them again (a sweep's own run keys expire two periods after their period). The core module
 * lists it: the queue is the platform's, not one domain's.
 */
export const jobKeySweep: Sweep = { name: 'job-keys', everyMs: HOUR, run: deleteExpiredJobKeys };
