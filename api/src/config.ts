import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTrustedProxies } from './http/client-address';

/** The repository root (api/src/config.ts → ../..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Where uploaded files live on disk (FILES_DIR); null: `<DATA_DIR>/files`, or a temporary folder for in-memory data. */
  filesDir: string | null;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  /** Serve the built host and remotes (pnpm start). */
  serveApps: boolean;
  allowedOrigins: string[];
  sessionTtlMs: number;
  cookieSecure: boolean;
  /** TRUSTED_PROXIES: addresses and CIDR ranges of the proxies in front; only they may forward the client's address and origin. */
  trustedProxies: string[];
  /** SHUTDOWN_TIMEOUT_S: how long SIGTERM waits for requests under way before closing their connections. */
  shutdownTimeoutMs: number;
  /** DATABASE_POOL_SIZE: connections to the PostgreSQL server per instance. */
  databasePoolSize: number;
  signingSecret: string;
  uploadMaxBytes: number;
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | null;
  /** Remote locations overriding the defaults: the JSON in REMOTES. */
  remotesOverride: Record<string, string>;
  /** REMOTES_FILE: a JSON file of remote locations, read again on every request (switch or roll back without a restart). */
  remotesFile: string | null;
  /** RELEASES_DIR: published remote versions, served at /remotes/{package}/{version}/. */
  releasesDir: string;
  /** The demo data's size: 'full' (the demo school) or 'small' (tests). */
  seedScale: 'full' | 'small';
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function readRemotesOverride(env: NodeJS.ProcessEnv): Record<string, string> {
  return env.REMOTES ? (JSON.parse(env.REMOTES) as Record<string, string>) : {};
}

/** A setting the server cannot start with: main.ts prints the message and exits. */
export class ConfigError extends Error {}

/**
 * A secret for signed upload URLs: SIGNING_SECRET, else one kept in the data folder. With a
 * PostgreSQL server (DATABASE_URL) several instances may serve the same school and every one must
 * sign alike, so the secret must be given: a per-instance secret would make their links fail on the
 * others.
 */
function signingSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.SIGNING_SECRET) return env.SIGNING_SECRET;
  if (env.DATABASE_URL) {
    throw new ConfigError(
      'DATABASE_URL задан, а SIGNING_SECRET нет. С сервером PostgreSQL школу могут обслуживать несколько экземпляров API, и ссылки на загрузку и просмотр файлов, подписанные одним, должен принимать другой: задайте SIGNING_SECRET, одинаковый у всех экземпляров (например, вывод `openssl rand -hex 32`).',
    );
  }
  if (dataDir.startsWith('memory://')) return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'signing-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function trustedProxies(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.TRUSTED_PROXIES ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  try {
    parseTrustedProxies(entries);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return entries;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = env.DATA_DIR?.startsWith('memory://') ? env.DATA_DIR : path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data');
  const s3 =
    env.S3_BUCKET && env.S3_ENDPOINT
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        }
      : null;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    filesDir: env.FILES_DIR ? path.resolve(REPO_ROOT, env.FILES_DIR) : null,
    databaseUrl: env.DATABASE_URL || undefined,
    seedDemo: bool(env.SEED_DEMO, true),
    serveApps: bool(env.SERVE_APPS, false),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    sessionTtlMs: Number(env.SESSION_TTL_DAYS ?? 30) * 86_400_000,
    cookieSecure: bool(env.COOKIE_SECURE, false),
    trustedProxies: trustedProxies(env),
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_S ?? 10) * 1000,
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 10),
    signingSecret: signingSecret(env, dataDir),
    uploadMaxBytes: Number(env.UPLOAD_MAX_MB ?? 500) * 1024 * 1024,
    s3,
    remotesOverride: readRemotesOverride(env),
    remotesFile: env.REMOTES_FILE ? path.resolve(REPO_ROOT, env.REMOTES_FILE) : null,
    releasesDir: path.resolve(REPO_ROOT, env.RELEASES_DIR ?? 'releases'),
    seedScale: env.SEED_SCALE === 'small' ? 'small' : 'full',
  };
}
