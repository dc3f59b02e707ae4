import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTrustedProxies } from './http/client-address';

/** The repository root: ../.. of this module, from the sources (api/src/config.ts) and the compiled server (api/dist/main.mjs) alike. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The school's requisites printed on the tax-deduction certificate (SCHOOL_* variables). */
export interface SchoolRequisites {
  legalName: string;
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  address: string | null;
  /** The education licence: number, date and who issued it, as the school writes it. */
  license: string;
}

export interface AppConfig {
  /** SCHOOL_LEGAL_NAME, SCHOOL_INN, SCHOOL_LICENSE (and SCHOOL_KPP, SCHOOL_OGRN, SCHOOL_ADDRESS); demo values outside production; null when not set in production. */
  school: SchoolRequisites | null;
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
  /** The session cookie is `Secure` (COOKIE_SECURE; on by default in production unless PLAIN_HTTP). */
  cookieSecure: boolean;
  /** PLAIN_HTTP: the site is served over plain HTTP, so no Secure cookie by default and no HSTS. */
  plainHttp: boolean;
  /** Send Strict-Transport-Security (production over HTTPS: NODE_ENV=production without PLAIN_HTTP). */
  hsts: boolean;
  /** TRUSTED_PROXIES: addresses and CIDR ranges of the proxies in front; only they may forward the client's address and origin. */
  trustedProxies: string[];
  /** SHUTDOWN_TIMEOUT_S: how long SIGTERM waits for requests under way before closing their connections. */
  shutdownTimeoutMs: number;
  /** FIRST_VIEW_MS: how long a page waits for its first view rendered here before it is sent without one. */
  firstViewBudgetMs: number;
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
  mail: MailConfig;
}

export interface MailConfig {
  /** SMTP_URL: the server mail goes out through (`smtp://user:pass@host:587`, `smtps://…`); null keeps every message in the outbox only. */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender, e.g. `"Онлайн-школа" <school@example>`. */
  from: string;
  /** MAIL_OUTBOX_ONLY: a production start without SMTP_URL is allowed, messages stay in the outbox for admins to read. */
  outboxOnly: boolean;
  /** The school's public address links in messages are built from: PUBLIC_URL, else http://localhost:PORT. */
  publicUrl: string;
  /** MAIL_RETRY_DELAY_S: the wait before a failed delivery is tried again, doubled each time up to 30 minutes (default 30). */
  retryDelaySeconds: number;
  /** PUBLIC_URL was given (a production start needs it: links must not come from a request's Host header). */
  publicUrlGiven: boolean;
}

function mailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    throw new ConfigError('SMTP_URL должен начинаться с smtp:// или smtps://, например smtp://user:pass@mail.example:587');
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '') || '';
  if (publicUrl && !/^https?:\/\/[^/]+/.test(publicUrl)) throw new ConfigError('PUBLIC_URL должен быть адресом школы, например https://school.example');
  return {
    smtpUrl,
    from: env.MAIL_FROM?.trim() || '"Онлайн-школа" <school@localhost>',
    outboxOnly: bool(env.MAIL_OUTBOX_ONLY, false),
    publicUrl: publicUrl || `http://localhost:${Number(env.PORT ?? 8080) || 8080}`,
    retryDelaySeconds: Math.max(1, Math.round(Number(env.MAIL_RETRY_DELAY_S ?? 30)) || 30),
    publicUrlGiven: Boolean(publicUrl),
  };
}

interface PaymentsConfig {
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
    publicUrl: publicUrl(env.PUBLIC_URL),
    yookassa,
  };
}

/** PUBLIC_URL without its trailing slashes; an address that is not http(s) cannot start the server. */
/** FIRST_VIEW_MS: milliseconds (with 0 only pages that need no data get a first view); 400 by default. */
function firstViewBudgetMs(env: NodeJS.ProcessEnv): number {
  const ms = Number(env.FIRST_VIEW_MS || 400);
  if (!Number.isFinite(ms) || ms < 0) throw new Error('FIRST_VIEW_MS must be a number of milliseconds, 0 or more');
  return ms;
}

function publicUrl(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL: «${value}» — не адрес (например, https://school.example)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`PUBLIC_URL: «${value}» — нужен адрес http или https`);
  return value.replace(/\/+$/, '');
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

/** Fictional requisites of the demo school: a certificate made with them says it is a demo. */
const DEMO_SCHOOL_REQUISITES: SchoolRequisites = {
  legalName: 'ООО «Онлайн-школа английского» (демо-данные)',
  inn: '7700000000',
  kpp: '770001001',
  ogrn: '1207700000000',
  address: '101000, г. Москва, ул. Примерная, д. 1',
  license: '№ Л035-00000-77/00000000 от 01.02.2023, Департамент образования и науки города Москвы (демо-данные)',
};

function schoolRequisites(env: NodeJS.ProcessEnv, production: boolean): SchoolRequisites | null {
  const legalName = env.SCHOOL_LEGAL_NAME?.trim();
  const inn = env.SCHOOL_INN?.trim();
  const license = env.SCHOOL_LICENSE?.trim();
  if (legalName && inn && license) {
    return {
      legalName,
      inn,
      license,
      kpp: env.SCHOOL_KPP?.trim() || null,
      ogrn: env.SCHOOL_OGRN?.trim() || null,
      address: env.SCHOOL_ADDRESS?.trim() || null,
    };
  }
  return production ? null : DEMO_SCHOOL_REQUISITES;
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
  const plainHttp = bool(env.PLAIN_HTTP, false);
  return {
    school: schoolRequisites(env, production && !bool(env.DEMO_IN_PRODUCTION, false)),
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
    cookieSecure: bool(env.COOKIE_SECURE, production && !plainHttp),
    plainHttp,
    hsts: production && !plainHttp,
    trustedProxies: trustedProxies(env),
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_S ?? 10) * 1000,
    firstViewBudgetMs: firstViewBudgetMs(env),
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
    mail: mailConfig(env),
    enableTestClock: bool(env.ENABLE_TEST_CLOCK, false),
  };
}

/**
 * Why a production start must not go on, or null. Demo accounts share a published password, so a
 * real deployment neither loads them nor lists them unless DEMO_IN_PRODUCTION says it is a demo; the
 * sandbox payment provider lets anyone approve their own order, so it is refused the same way; and
 * payment links must point at the school's own address, never at one a request named.
 */
export function productionStartProblem(config: AppConfig): string | null {
  if (!config.production) return null;
  if (config.enableTestClock) {
    return 'ENABLE_TEST_CLOCK включён при NODE_ENV=production: часы школы можно было бы перевести запросом. Тестовые часы — только для тестов; выключите ENABLE_TEST_CLOCK.';
  }
  if (!config.payments.publicUrl) {
    return 'PUBLIC_URL не задан при NODE_ENV=production: ссылки возврата и уведомлений платёжной системы должны вести на адрес школы (например, https://school.example), а не на адрес из запроса.';
  }
  return demoStartProblem(config) ?? mailStartProblem(config);
}

/** What only a public demo (DEMO_IN_PRODUCTION=true) may run with in production: sandbox payments, demo accounts. */
function demoStartProblem(config: AppConfig): string | null {
  if (config.demoInProduction) return null;
  if (config.payments.provider === 'sandbox') {
    return 'PAYMENT_PROVIDER=sandbox при NODE_ENV=production: на тестовой странице оплаты любой может сам подтвердить свой заказ и получить уроки без денег. Задайте PAYMENT_PROVIDER=yookassa или, если это публичное демо, DEMO_IN_PRODUCTION=true.';
  }
  if (config.showDemoAccounts) {
    return 'SHOW_DEMO_ACCOUNTS включён при NODE_ENV=production: страница входа показала бы демо-аккаунты и их пароль. Выключите его или, если это публичное демо, задайте DEMO_IN_PRODUCTION=true.';
  }
  if (config.seedDemo) {
    return 'SEED_DEMO включён при NODE_ENV=production: в пустую базу загрузились бы демо-аккаунты с общим паролем. Выключите его или, если это публичное демо, задайте DEMO_IN_PRODUCTION=true.';
  }
  return null;
}

/**
 * A real school sends mail: without SMTP_URL a production start refuses unless MAIL_OUTBOX_ONLY=true
 * says that admins read the messages at /lms/admin/mail. Links in messages come from PUBLIC_URL,
 * never from a request's Host header (anyone can send one), so production needs it.
 */
function mailStartProblem(config: AppConfig): string | null {
  if (!config.production) return null;
  if (!config.mail.smtpUrl && !config.mail.outboxOnly) {
    return 'SMTP_URL не задан при NODE_ENV=production: письма (приглашения, сброс пароля, подтверждение e-mail) не уходили бы никому. Задайте SMTP_URL (например smtp://user:pass@mail.example:587) и MAIL_FROM или, если письма должны оставаться в базе и администраторы читают их на /lms/admin/mail, MAIL_OUTBOX_ONLY=true.';
  }
  if (!config.mail.publicUrlGiven) {
    return 'PUBLIC_URL не задан при NODE_ENV=production: ссылки в письмах строятся от адреса школы, например PUBLIC_URL=https://school.example.';
  }
  return null;
}
