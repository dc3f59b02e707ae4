import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { mergePublishedPages, PAGE_ACCESS, REMOTE_APPS as remotes, servedPath, type PageAccess, type PublishedPages } from '@school/shared/pages';
import { REPO_ROOT, type AppConfig } from '../config';

export { remotes, servedPath };

const hostDist = path.join(REPO_ROOT, 'host/dist');

/** A published version folder name: 1.4.0, 2.0.0-rc.1. */
const VERSION_SEGMENT = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]{1,40})?$/;

/** What the host reads at start (inlined in the page and at /remotes.json). */
export interface RemotesManifest {
  remotes: Record<string, string>;
  pages: PublishedPages['pages'];
  warnings: string[];
}

const PublishedPagesSchema = v.object({
  remote: v.pipe(v.string(), v.maxLength(60)),
  version: v.pipe(v.string(), v.maxLength(60)),
  pages: v.pipe(
    v.array(
      v.object({
        path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(200)),
        module: v.pipe(v.string(), v.maxLength(120)),
        access: v.picklist(PAGE_ACCESS as PageAccess[]),
        title: v.pipe(v.string(), v.maxLength(200)),
      }),
    ),
    v.maxLength(200),
  ),
});

function readJsonFile(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

/**
 * Where each remote is: the defaults (each remote under /remotes/{package}/), the deploy-time file
 * host/dist/remotes.json, REMOTES_FILE (read on every call, so switching a version needs no restart),
 * then the REMOTES variable.
 */
export function remoteEntries(config: AppConfig): Record<string, string> {
  const entries: Record<string, string> = Object.fromEntries(remotes.map((r) => [r.name, `${servedPath(r)}mf-manifest.json`]));
  const deployFile = path.join(hostDist, 'remotes.json');
  if (existsSync(deployFile)) Object.assign(entries, readJsonFile(deployFile));
  if (config.remotesFile) {
    try {
      Object.assign(entries, readJsonFile(config.remotesFile));
    } catch (error) {
      console.error(`REMOTES_FILE ${config.remotesFile} cannot be read; keeping the other locations`, error);
    }
  }
  return Object.fromEntries(Object.entries({ ...entries, ...config.remotesOverride }).filter(([, url]) => typeof url === 'string' && url !== ''));
}

/**
 * The folder on disk behind a served remote path: /remotes/{package}/ is the package's dist/,
 * /remotes/{package}/{version}/ a published release in RELEASES_DIR. Null for anything else.
 */
export function localRemoteDir(config: AppConfig, urlPath: string): { dir: string; rest: string } | null {
  for (const remote of remotes) {
    const prefix = servedPath(remote);
    if (!urlPath.startsWith(prefix)) continue;
    const rest = urlPath.slice(prefix.length);
    const [first, ...tail] = rest.split('/');
    if (first && VERSION_SEGMENT.test(first) && tail.length > 0) {
      return { dir: path.join(config.releasesDir, remote.pkg, first), rest: tail.join('/') };
    }
    return { dir: path.join(REPO_ROOT, remote.pkg, 'dist'), rest };
  }
  return null;
}

function readLocalPages(file: string): PublishedPages | null {
  if (!existsSync(file)) return null;
  try {
    const parsed = v.safeParse(PublishedPagesSchema, readJsonFile(file));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Pages published by remotes on other origins: cached for a while, the last good answer kept. */
const fetched = new Map<string, { at: number; pages: PublishedPages | null }>();
const FETCH_TTL_MS = 30_000;

async function fetchPages(url: string): Promise<PublishedPages | null> {
  const cached = fetched.get(url);
  if (cached && Date.now() - cached.at < FETCH_TTL_MS) return cached.pages;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1500) });
    if (!response.ok) {
      // Let the refusal go: Node's fetch keeps the connection of an unread answer.
      await response.body?.cancel();
      throw new Error(`${response.status}`);
    }
    const parsed = v.safeParse(PublishedPagesSchema, await response.json());
    const pages = parsed.success ? parsed.output : null;
    fetched.set(url, { at: Date.now(), pages });
    return pages;
  } catch {
    const pages = cached?.pages ?? null;
    fetched.set(url, { at: Date.now(), pages });
    return pages;
  }
}

/**
 * The build of a remote on this server's disk, by its entry in the remotes manifest: the folder and the
 * entry file in it (a dist/ or a published release). Null for a remote served from another origin.
 */
export function localBuildOf(config: AppConfig, entry: string | undefined): { dir: string; file: string } | null {
  if (!entry || /^https?:\/\//.test(entry)) return null;
  const local = localRemoteDir(config, new URL(entry, 'http://local').pathname);
  if (!local) return null;
  const file = path.join(local.dir, local.rest);
  return { dir: path.dirname(file), file };
}

/** A JSON block inside the page (<script type="application/json">): no text of the value can close it. */
export function jsonBlock(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/** A remote's published pages: beside its manifest; if that cannot be read, those of the build this server has. */
async function publishedPagesOf(config: AppConfig, name: string, entry: string): Promise<PublishedPages | null> {
  let pages: PublishedPages | null = null;
  if (/^https?:\/\//.test(entry)) {
    pages = await fetchPages(new URL('pages.json', entry).toString());
  } else {
    const build = localBuildOf(config, entry);
    if (build) pages = readLocalPages(path.join(build.dir, 'pages.json'));
  }
  if (pages && pages.remote !== name) return null;
  if (pages) return pages;
  const remote = remotes.find((r) => r.name === name);
  return remote ? readLocalPages(path.join(REPO_ROOT, remote.pkg, 'dist', 'pages.json')) : null;
}

/** Locations and pages of every remote, merged: a path claimed twice keeps its first claim, with a warning. */
export async function buildRemotesManifest(config: AppConfig): Promise<RemotesManifest> {
  const entries = remoteEntries(config);
  const published = await Promise.all(Object.entries(entries).map(([name, entry]) => publishedPagesOf(config, name, entry)));
  const missing = Object.keys(entries).filter((_, i) => !published[i]);
  const { pages, warnings } = mergePublishedPages(published.filter((p): p is PublishedPages => p !== null));
  for (const name of missing) warnings.push(`${name}: no pages.json found, its pages are not routed`);
  return { remotes: entries, pages, warnings };
}

/** The manifest as a JSON block inside the page: no extra request before the first route. */
export function inlineManifest(html: string, manifest: RemotesManifest): string {
  return html.replace('</head>', () => `${jsonBlock('school-remotes', manifest)}</head>`);
}
