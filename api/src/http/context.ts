import type { Context } from 'hono';
import type { Viewer } from '@school/shared/permissions';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { PaymentProvider } from '../modules/payments/provider';
import type { FileStorage } from '../storage/file-storage';
import type { JobQueue } from '../jobs/queue';
import { unauthenticated } from './errors';

/** What every handler may use: the database, configuration, file storage and the clock. */
export interface AppDeps {
  db: Database;
  config: AppConfig;
  storage: FileStorage;
  now: () => Date;
  /** The payment provider; createApp builds the configured one when none is given. */
  payments?: PaymentProvider;
  /** The job queue (api/src/jobs): jobs are sent in the transaction of the action that causes them. */
  jobs?: JobQueue;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    viewer: Viewer | null;
    sessionId: string | null;
    /** The id of the request (X-Request-Id, logs, 500 answers). */
    requestId: string;
  };
};

export type HonoContext = Context<AppEnv>;

/** A request as handlers see it. */
export interface RequestContext {
  deps: AppDeps;
  db: Database;
  now: Date;
  viewer: Viewer | null;
  /** The signed-in user; answers 401 when there is none. */
  user: () => Viewer;
  hono: HonoContext;
}

export function requestContext(c: HonoContext): RequestContext {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  return {
    deps,
    db: deps.db,
    now: deps.now(),
    viewer,
    user: () => {
      if (!viewer) throw unauthenticated();
      return viewer;
    },
    hono: c,
  };
}
