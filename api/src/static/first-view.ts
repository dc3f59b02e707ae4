import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { screenOfRequest, type ScreenKind } from '@school/shared/domain';
import { firstModuleOf, firstViewModulesOf, QUERY_STATE_ID, VIEW_SCREEN_ATTRIBUTE } from '@school/shared/pages';
import type { CurrentUser } from '@school/shared/schemas';
import type { AppConfig } from '../config';
import type { AppEnv } from '../http/context';
import { jsonBlock, localBuildOf, type RemotesManifest } from './remotes-manifest';
import { loadHostBundle, loadRemoteBundle, type HostServerBundle } from './server-bundles';
import { inTimeZone, isTimeZone, TIME_ZONE_COOKIE } from './time-zone';

/** A first view being rendered: how its API requests reach this server, and which queries they answered. */
interface PageRender {
  send: (request: Request) => Promise<Response>;
  answered: Set<string>;
}
const pageRenders = new AsyncLocalStorage<PageRender>();
/** The query whose fetch is running (by its hash). */
const pageQueries = new AsyncLocalStorage<string>();
const transported = new WeakSet<HostServerBundle>();

/** The host's server build, its API client sending through the page's request (once per loaded build). */
function hostBundle(config: AppConfig): HostServerBundle | null {
  const host = loadHostBundle(config.hostDir);
  if (!host || transported.has(host)) return host;
  const api = host.sharedModules['@school/shared/api'] as { setApiTransport?: (send: typeof fetch) => void } | undefined;
  if (!api?.setApiTransport) return null;
  api.setApiTransport((input, init) => {
    const render = pageRenders.getStore();
    if (!render) return Promise.reject(new Error('An API request outside a page request'));
    const query = pageQueries.getStore();
    if (query) render.answered.add(query);
    return render.send(new Request(input, init));
  });

  transported.add(host);
  return host;
}

interface FirstView {
  html: string;
  state: unknown;
  /** The remote modules the view shows (their styles must come with the page). */
  modules: string[];
  /** The screen the view is laid out for: the browser's first render lays it out the same way. */
  screen: ScreenKind;
}

/**
 * The page's first view rendered here, with the user's own cookie: every API answer it shows passed the
 * same permission checks as the browser's requests would. Null when the server has no server build of
 * the host or of the page's remote, an answer failed, or the render took too long: the page is then sent
 * as before, and the browser renders it.
 */
export async function renderFirstView(
  c: Context<AppEnv>,
  app: Hono<AppEnv>,
  config: AppConfig,
  manifest: RemotesManifest,
  user: CurrentUser | null,
): Promise<FirstView | null> {
  try {
    // Times on a signed-in page are the reader's: without the reader's zone the browser renders the page.
    const zone = getCookie(c, TIME_ZONE_COOKIE);
    if (user && !isTimeZone(zone)) return null;
    const host = hostBundle(config);
    if (!host) return null;
    // Laid out for the reader's screen (a phone's first view as a phone's), as the browser will lay it out.
    const screen = screenOfRequest({ mobileHint: c.req.header('sec-ch-ua-mobile'), userAgent: c.req.header('user-agent') });
    // The page's remote module and the layout's (the teacher sidebar on a desktop). Without the page's the
    // browser renders the page; a part of the layout that cannot be had here is left to the browser.
    const page = firstModuleOf(manifest.pages, c.req.path, user);
    const layout = firstViewModulesOf(manifest.pages, c.req.path, user, screen === 'desktop').filter((id) => id !== page);
    const modules: Record<string, { default?: unknown }> = {};
    for (const id of [...(page ? [page] : []), ...layout]) {
      const [remote, exposed] = id.split('/') as [string, string];
      const build = localBuildOf(config, manifest.remotes[remote]);
      const load = (build ? loadRemoteBundle(build.dir, host) : null)?.modules[`./${exposed}`];
      if (load) modules[id] = load();
      else if (id === page) return null;
    }
    const cookie = c.req.header('cookie');
    const send = (request: Request) => {
      const headers = new Headers(request.headers);
      if (cookie) headers.set('cookie', cookie);
      return Promise.resolve(app.fetch(new Request(request, { headers }), c.env));
    };
    const url = new URL(c.req.url);
    const answered = new Set<string>();
    const view = await pageRenders.run({ send, answered }, () =>
      host.renderFirstView({
        url: url.pathname + url.search,
        user,
        manifest,
        modules,
        screen,
        // Past the budget (FIRST_VIEW_MS) the page is sent without its view; the browser renders it then.
        deadline: Date.now() + config.firstViewBudgetMs,
        around: isTimeZone(zone) ? (render) => inTimeZone(zone, render) : undefined,
        fetching: (queryHash, fetch) => pageQueries.run(queryHash, fetch),
        answered,
      }),
    );
    return view ? { ...view, modules: Object.keys(modules), screen } : null;
  } catch (error) {
    console.warn('first view: not rendered', error);
    return null;
  }
}

/** Script preloads (the host's startup files, the page's remote module) at a low priority. */
export function lowPriorityScripts(html: string): string {
  return html.replace(/<link\b[^>]*>/g, (link) =>
    /\brel="?preload\b/.test(link) && /\bas="?script\b/.test(link) ? link.replace(/^<link\b/, '<link fetchpriority="low"') : link,
  );
}

/**
 * The page with its first view in place of the boot header, and the answers it was rendered with. The
 * view paints with the page's styles alone: the scripts it preloads are asked for at a low priority, so
 * that on a slow connection they do not hold back the styles the view needs.
 */
export function withFirstView(html: string, view: FirstView): string {
  const withView = lowPriorityScripts(html).replace(
    /(<div id="?root"?>)[\s\S]*?(<\/div>\s*<\/body>)/,
    (_all, open: string, close: string) =>
      // Inert until the app takes the view over (hydration: its event handlers are not attached before),
      // so nothing can be typed or chosen in it that the app would not see. The element names the screen
      // the view is laid out for: the app's first render lays it out the same way.
      `${open}<div inert ${VIEW_SCREEN_ATTRIBUTE}="${view.screen}" style="display:contents">${view.html}</div>${close}`,
  );
  // After the view: the browser paints the view first; the scripts that read the answers run later.
  return withView.replace('</body>', () => `${jsonBlock(QUERY_STATE_ID, view.state)}</body>`);
}
