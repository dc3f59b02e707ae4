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
  /** NODE_ENV=production: a real deployment (no demo data, no demo account list unless asked). */
  production: boolean;
  /** Load the demo school into an empty database (SEED_DEMO). */
  seedDemo: boolean;
  /** List the demo accounts and their password on the sign-in page (SHOW_DEMO_ACCOUNTS). */
  showDemoAccounts: boolean;
  /** DEMO_IN_PRODUCTION: a production start may load demo data and list demo accounts (a public demo). */
  demoInProduction: boolean;
  /** Serve the built host and remotes (pnpm start). */
  serveApps: boolean;
  /** HOST_DIR: the built host served at / (host/dist; dist-single for the single-bundle twin of `pnpm bench:web`). */
  hostDir: string;
  allowedOrigins: string[];
  sessionTtlMs: number;
  cookieSecure: boolean;
  /** TRUSTED_PROXIES: addresses and CIDR ranges of the proxies in front; only they may forward the client's address and origin. */
  trustedProxies: string[];
  /** SHUTDOWN_TIMEOUT_S: how long SIGTERM waits for requests under way before closing their connections. */
  shutdownTimeoutMs: number;
  /** DATABASE_POOL_SIZE: connections to the PostgreSQL server per instance. */
  databasePoolSize: number;
  /** DATABASE_PREPARED_STATEMENTS: name statements so the server plans each once per connection. */
  databasePreparedStatements: boolean;
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
  payments: PaymentsConfig;
  /** ENABLE_TEST_CLOCK: the school's clock (api/src/clock.ts) may be moved through /api/test-clock; never in production. */
  enableTestClock: boolean;
}

export interface PaymentsConfig {
  /** PAYMENT_PROVIDER: 'sandbox' (default; a payment page of our own, no money moves) or 'yookassa'. */
  provider: 'sandbox' | 'yookassa';
  /** How long an order waits for its payment before it expires (PAYMENT_ORDER_TTL_MINUTES, 60). */
  orderTtlMs: number;
  /** The school's public address for the provider's return and notification URLs (PUBLIC_URL); null: taken from the request. */
  publicUrl: string | null;
  yookassa: { shopId: string; secretKey: string; apiUrl: string; notificationSecret: string | null } | null;
}

function paymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const provider = env.PAYMENT_PROVIDER || 'sandbox';
  if (provider !== 'sandbox' && provider !== 'yookassa') throw new Error(`PAYMENT_PROVIDER must be sandbox or yookassa, not ${provider}`);
  let yookassa: PaymentsConfig['yookassa'] = null;
  if (provider === 'yookassa') {
    if (!env.YOOKASSA_SHOP_ID || !env.YOOKASSA_SECRET_KEY) throw new Error('PAYMENT_PROVIDER=yookassa needs YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY');
    yookassa = {
      shopId: env.YOOKASSA_SHOP_ID,
      secretKey: env.YOOKASSA_SECRET_KEY,
      apiUrl: (env.YOOKASSA_API_URL || 'https://api.yookassa.ru/v3').replace(/\/+$/, ''),
      notificationSecret: env.YOOKASSA_NOTIFICATION_SECRET || null,
    };
  }
  const ttlMinutes = Number(env.PAYMENT_ORDER_TTL_MINUTES || 60);
  if (!Number.isFinite(ttlMinutes) || ttlMinutes < 1) throw new Error('PAYMENT_ORDER_TTL_MINUTES must be a number of minutes, at least 1');
  return {
    provider,
    orderTtlMs: ttlMinutes * 60_000,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    yookassa,
  };
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
  const entries = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
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
  const production = env.NODE_ENV === 'production';
  const seedDemo = bool(env.SEED_DEMO, !production);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    filesDir: env.FILES_DIR ? path.resolve(REPO_ROOT, env.FILES_DIR) : null,
    databaseUrl: env.DATABASE_URL || undefined,
    production,
    seedDemo,
    showDemoAccounts: bool(env.SHOW_DEMO_ACCOUNTS, seedDemo && !production),
    demoInProduction: bool(env.DEMO_IN_PRODUCTION, false),
    serveApps: bool(env.SERVE_APPS, false),
    hostDir: path.resolve(REPO_ROOT, env.HOST_DIR ?? 'host/dist'),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    sessionTtlMs: Number(env.SESSION_TTL_DAYS ?? 30) * 86_400_000,
    cookieSecure: bool(env.COOKIE_SECURE, false),
    trustedProxies: trustedProxies(env),
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_S ?? 10) * 1000,
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 10),
    databasePreparedStatements: bool(env.DATABASE_PREPARED_STATEMENTS, true),
    signingSecret: signingSecret(env, dataDir),
    uploadMaxBytes: Number(env.UPLOAD_MAX_MB ?? 500) * 1024 * 1024,
    s3,
    remotesOverride: readRemotesOverride(env),
    remotesFile: env.REMOTES_FILE ? path.resolve(REPO_ROOT, env.REMOTES_FILE) : null,
    releasesDir: path.resolve(REPO_ROOT, env.RELEASES_DIR ?? 'releases'),
    seedScale: env.SEED_SCALE === 'small' ? 'small' : 'full',
    payments: paymentsConfig(env),
    enableTestClock: bool(env.ENABLE_TEST_CLOCK, false),
  };
}

/**
 * Why a production start must not go on, or null. Demo accounts share a published password, so a
 * real deployment neither loads them nor lists them unless DEMO_IN_PRODUCTION says it is a demo.
 */
export function productionStartProblem(config: AppConfig): string | null {
  if (config.production && config.enableTestClock) {
    return 'ENABLE_TEST_CLOCK включён при NODE_ENV=production: часы школы можно было бы перевести запросом. Тестовые часы — только для тестов; выключите ENABLE_TEST_CLOCK.';
  }
  if (!config.production || config.demoInProduction) return null;
  if (config.showDemoAccounts) {
    return 'SHOW_DEMO_ACCOUNTS включён при NODE_ENV=production: страница входа показала бы демо-аккаунты и их пароль. Выключите его или, если это публичное демо, задайте DEMO_IN_PRODUCTION=true.';
  }
  if (config.seedDemo) {
    return 'SEED_DEMO включён при NODE_ENV=production: в пустую базу загрузились бы демо-аккаунты с общим паролем. Выключите его или, если это публичное демо, задайте DEMO_IN_PRODUCTION=true.';
  }
  return null;
}
