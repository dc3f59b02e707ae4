import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, Next } from 'hono';
import { getCookie } from 'hono/cookie';
import { firstModuleOf } from '@school/shared/pages';
import type { CurrentUser } from '@school/shared/schemas';
import type { AppConfig } from '../config';
import type { AppEnv } from '../http/context';
import { loadCurrentUser, loadSession } from '../modules/auth/repository';
import { SESSION_COOKIE, sessionIdOf } from '../modules/auth/session';
import { lowPriorityScripts, renderFirstView, withFirstView } from './first-view';
import { isTimeZone, TIME_ZONE_COOKIE } from './time-zone';
import { pageRemotesManifest } from './federation-manifest';
import { pageDataPreloadLinks, remotePreloadLinks } from './page-preload';
import { buildRemotesManifest, inlineManifest, jsonBlock, localRemoteDir, remoteEntries, remotes, servedPath } from './remotes-manifest';

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
/**
 * Hashed files never change: cached for a year (chunks, styles, and a remote's content files, named by
 * their content's version). Entry files, manifests and the page are revalidated every time.
 */
const cacheFor = (file: string) => (/\.[0-9a-f]{8}\.(js|css|json)(\.br|\.gz)?$/.test(file) ? IMMUTABLE : NO_CACHE);

/** A path naming a file (its last segment has an extension: /nope.js, /main.1a2b3c4d.css), not a page of the app. */
export function isFilePath(requestPath: string): boolean {
  const last = requestPath.split('/').pop() ?? '';
  return last !== 'index.html' && /\.[A-Za-z0-9]{1,10}$/.test(last);
}

/**
 * A built file, precompressed twin first (brotli, then gzip, as the browser accepts), with its caching
 * rule. The headers go on the response itself: serveStatic's onFound runs after the response is made.
 */
async function serveFile(
  c: Context<AppEnv>,
  next: Next,
  options: { root: string; rewriteRequestPath?: (path: string) => string },
  extraHeaders: Record<string, string> = {},
): Promise<Response | void> {
  let served = '';
  const response = await serveStatic<AppEnv>({ ...options, precompressed: true, onFound: (file) => void (served = file) })(c, next);
  if (!response || !served) return response;
  response.headers.set('Cache-Control', cacheFor(served));
  for (const [name, value] of Object.entries(extraHeaders)) response.headers.set(name, value);
  return response;
}

/**
 * The signed-in user of a page request (null for a visitor), so the page starts with its session and
 * renders the right header, sidebar and page at once instead of asking /api/auth/session first.
 * Undefined when the server has no database at hand (the page then asks as before).
 */
async function pageSession(c: Context<AppEnv>): Promise<CurrentUser | null | undefined> {
  const deps = c.get('deps');
  if (!deps) return undefined;
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  const session = await loadSession(deps.db, sessionIdOf(token), deps.now());
  return session ? await loadCurrentUser(deps.db, session.viewer.id) : null;
}

/** The session as a JSON block inside the page (read by @school/shared/api inlineSession). */
function inlineSession(html: string, user: CurrentUser | null | undefined): string {
  if (user === undefined) return html;
  return html.replace('</head>', () => `${jsonBlock('school-session', user ? { user } : null)}</head>`);
}

/**
 * pnpm start: the built host at /, each built remote at /remotes/{package}/ and its published versions
 * at /remotes/{package}/{version}/, and the remotes manifest (inlined in the page and at /remotes.json).
 */
export function mountApps(app: Hono<AppEnv>, config: AppConfig): void {
  app.get('/remotes.json', async (c) => {
    c.header('Cache-Control', NO_CACHE);
    return c.json(await buildRemotesManifest(config));
  });

  for (const remote of remotes) {
    const prefix = servedPath(remote);
    app.use(`${prefix}*`, async (c, next) => {
      const local = localRemoteDir(config, c.req.path);
      if (!local) return next();
      // A remote's server build is run by this server, not sent to browsers.
      if (local.rest.startsWith('server/')) return c.text('Not found', 404, { 'Cache-Control': NO_CACHE });
      return serveFile(c, next, { root: local.dir, rewriteRequestPath: () => `/${local.rest}` }, { 'Access-Control-Allow-Origin': '*' });
    });
    app.get(`${prefix}*`, (c) => c.text('Not found', 404));
  }

  const indexHtml = () => readFileSync(path.join(config.hostDir, 'index.html'), 'utf8');
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/' || c.req.path.endsWith('.html')) return next();
    // The host's server build is run by this server, not sent to browsers.
    if (c.req.path.startsWith('/server/')) return c.text('Not found', 404, { 'Cache-Control': NO_CACHE });
    return serveFile(c, next, { root: config.hostDir });
  });
  app.get('*', async (c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ errors: [{ message: 'Не найдено.' }] }, 404);
    // A missing file (a chunk of an old build, a typo) is a 404, not the page: a broken deploy shows at once.
    if (isFilePath(c.req.path)) return c.text('Not found', 404, { 'Cache-Control': NO_CACHE });
    const manifest = await buildRemotesManifest(config);
    for (const warning of manifest.warnings) console.warn(`remotes: ${warning}`);
    const session = await pageSession(c);
    // The page carries the visitor's session: revalidated every time, never kept by a shared cache. Its
    // first view is laid out for the reader's screen (first-view.ts), read from these headers.
    c.header('Cache-Control', `private, ${NO_CACHE}`);
    c.header('Vary', 'Cookie, Sec-CH-UA-Mobile, User-Agent');
    c.header('Content-Security-Policy', contentSecurityPolicy(remoteEntries(config), config));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    let html = inlineSession(inlineManifest(indexHtml(), pageRemotesManifest(config, manifest)), session);
    // The zone the request came with: the app writes its cookie only when it differs.
    const zone = getCookie(c, TIME_ZONE_COOKIE);
    if (isTimeZone(zone)) html = html.replace('</head>', `<meta name="school-tz" content="${zone}"></head>`);
    // The page's first view rendered here (when the apps' server builds are at hand): it paints before
    // any script has run, and the browser's first render shows the same view from the same answers.
    const view = session === undefined ? null : await renderFirstView(c, app, config, manifest, session);
    if (view) html = withFirstView(html, view);
    else html = html.replace('</head>', `${pageDataPreloadLinks(c.req.path)}</head>`);
    // The federated host gets the page's remote module preloaded (its styles as stylesheets under a first
    // view they dress); the single-bundle twin has no remotes.
    if (!html.includes('school-build')) {
      const first = firstModuleOf(manifest.pages, c.req.path, session ?? null);
      const links = view ? remotePreloadLinks(config, manifest, view.modules, 'stylesheet') : remotePreloadLinks(config, manifest, first ? [first] : []);
      html = html.replace('</head>', `${view ? lowPriorityScripts(links) : links}</head>`);
    }
    return c.html(html);
  });
}
