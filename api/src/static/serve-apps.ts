import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { REPO_ROOT, type AppConfig } from '../config';
import type { AppEnv } from '../http/context';

const require = createRequire(import.meta.url);
const { remotes, servedPath } = require('@school/tooling/remotes') as {
  remotes: { name: string; pkg: string }[];
  servedPath: (remote: { pkg: string }) => string;
};

const hostDist = path.join(REPO_ROOT, 'host/dist');

/**
 * Where the host finds each remote: the defaults (each remote under /remotes/{package}/), then the
 * deploy-time file host/dist/remotes.json, then REMOTES_FILE, then the REMOTES variable.
 */
export function remotesManifest(config: AppConfig): Record<string, string> {
  const manifest: Record<string, string> = Object.fromEntries(
    remotes.map((r) => [r.name, `${servedPath(r)}mf-manifest.json`]),
  );
  const deployFile = path.join(hostDist, 'remotes.json');
  if (existsSync(deployFile)) Object.assign(manifest, JSON.parse(readFileSync(deployFile, 'utf8')) as Record<string, string>);
  return { ...manifest, ...config.remotesOverride };
}

/** Origins other than our own that the page loads scripts from (remotes deployed elsewhere). */
function foreignOrigins(manifest: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(manifest)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

function contentSecurityPolicy(manifest: Record<string, string>, config: AppConfig): string {
  const foreign = foreignOrigins(manifest).join(' ');
  const storage = config.s3 ? new URL(config.s3.endpoint).origin : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${foreign}`.trim(),
    `connect-src 'self' ${foreign} ${storage}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    `media-src 'self' blob: ${storage}`.trim(),
    "font-src 'self' data:",
    "frame-src 'self' https://www.youtube.com https://player.vimeo.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const cacheFor = (file: string) => (/\.[0-9a-f]{8}\.(js|css)$/.test(file) ? IMMUTABLE : NO_CACHE);

/** A path naming a file (its last segment has an extension: /nope.js, /main.1a2b3c4d.css), not a page of the app. */
export function isFilePath(requestPath: string): boolean {
  const last = requestPath.split('/').pop() ?? '';
  return last !== 'index.html' && /\.[A-Za-z0-9]{1,10}$/.test(last);
}

/** pnpm start: the built host at /, each built remote at /remotes/{package}/, and /remotes.json. */
export function mountApps(app: Hono<AppEnv>, config: AppConfig): void {
  const manifest = remotesManifest(config);
  const csp = contentSecurityPolicy(manifest, config);

  app.get('/remotes.json', (c) => {
    c.header('Cache-Control', NO_CACHE);
    return c.json(manifest);
  });

  for (const remote of remotes) {
    const root = path.join(REPO_ROOT, remote.pkg, 'dist');
    const prefix = servedPath(remote);
    app.use(
      `${prefix}*`,
      serveStatic({
        root,
        rewriteRequestPath: (p) => p.slice(prefix.length - 1),
        onFound: (file, c) => {
          c.header('Cache-Control', cacheFor(file));
          c.header('Access-Control-Allow-Origin', '*');
        },
      }),
    );
    app.get(`${prefix}*`, (c) => c.text('Not found', 404));
  }

  const indexHtml = () => readFileSync(path.join(hostDist, 'index.html'), 'utf8');
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/' || c.req.path.endsWith('.html')) return next();
    return serveStatic<AppEnv>({ root: hostDist, onFound: (file, ctx) => ctx.header('Cache-Control', cacheFor(file)) })(c, next);
  });
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ errors: [{ message: 'Не найдено.' }] }, 404);
    // A missing file (a chunk of an old build, a typo) is a 404, not the page: a broken deploy shows at once.
    if (isFilePath(c.req.path)) return c.text('Not found', 404, { 'Cache-Control': NO_CACHE });
    c.header('Cache-Control', NO_CACHE);
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    return c.html(indexHtml());
  });
}
