import { existsSync, readFileSync, statSync } from 'node:fs';
import * as v from 'valibot';
import { firstModuleOf } from '@school/shared/pages';
import type { CurrentUser } from '@school/shared/schemas';
import type { AppConfig } from '../config';
import { localBuildOf, type RemotesManifest } from './remotes-manifest';

/** What the page needs of a remote's mf-manifest.json: where its entry is and the files of each exposed module. */
const FederationManifestSchema = v.object({
  metaData: v.object({ remoteEntry: v.object({ name: v.pipe(v.string(), v.maxLength(200)), path: v.optional(v.pipe(v.string(), v.maxLength(200)), '') }) }),
  exposes: v.pipe(
    v.array(
      v.object({
        name: v.pipe(v.string(), v.maxLength(120)),
        assets: v.object({
          js: v.object({ sync: v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(100)) }),
          css: v.object({ sync: v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(100)) }),
        }),
      }),
    ),
    v.maxLength(200),
  ),
});
type FederationManifest = v.InferOutput<typeof FederationManifestSchema>;

/** Manifests read from disk, kept until the file changes (a release switches the folder, a build the file). */
const cache = new Map<string, { mtimeMs: number; manifest: FederationManifest | null }>();

function readFederationManifest(file: string): FederationManifest | null {
  if (!existsSync(file)) return null;
  const { mtimeMs } = statSync(file);
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.manifest;
  let manifest: FederationManifest | null;
  try {
    const parsed = v.safeParse(FederationManifestSchema, JSON.parse(readFileSync(file, 'utf8')));
    manifest = parsed.success ? parsed.output : null;
  } catch {
    manifest = null;
  }
  cache.set(file, { mtimeMs, manifest });
  return manifest;
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Links that start the download of the remote module a page shows first together with the host's own
 * files: the remote's mf-manifest.json, its remoteEntry.js and the exposed module's files. Without them
 * the browser asks for each only after the previous one arrived (host scripts → manifest → entry →
 * module). Under a first view rendered by the server its styles come as stylesheets (the view needs
 * them to paint). Only remotes served by this server are preloaded (a remote on another origin is found at run
 * time as before); nothing is preloaded for a page no remote serves.
 */
export function remotePreloadLinks(
  config: AppConfig,
  manifest: RemotesManifest,
  urlPath: string,
  user: CurrentUser | null,
  styles: 'preload' | 'stylesheet' = 'preload',
): string {
  const id = firstModuleOf(manifest.pages, urlPath, user);
  if (!id) return '';
  const [remote, exposed] = id.split('/');
  const entry = manifest.remotes[remote!];
  const build = entry?.endsWith('mf-manifest.json') ? localBuildOf(config, entry) : null;
  if (!entry || !build) return '';
  const federation = readFederationManifest(build.file);
  const module = federation?.exposes.find((e) => e.name === exposed);
  if (!federation || !module) return '';
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  const entryFile = `${federation.metaData.remoteEntry.path ? `${federation.metaData.remoteEntry.path.replace(/\/$/, '')}/` : ''}${federation.metaData.remoteEntry.name}`;
  const links = [
    `<link rel="preload" href="${attr(entry)}" as="fetch" crossorigin="anonymous">`,
    `<link rel="preload" href="${attr(base + entryFile)}" as="script">`,
    ...module.assets.js.sync.map((file) => `<link rel="preload" href="${attr(base + file)}" as="script">`),
    ...module.assets.css.sync.map((file) =>
      styles === 'stylesheet' ? `<link rel="stylesheet" href="${attr(base + file)}">` : `<link rel="preload" href="${attr(base + file)}" as="style">`,
    ),
  ];
  return links.join('');
}

/**
 * API answers a page asks for as soon as it renders, requested with the page instead (the browser hands
 * the answer to the page's own request): the sign-in page lists the demo accounts.
 */
const PAGE_DATA: Record<string, string[]> = {
  '/login': ['/api/auth/demo-accounts'],
};

export function pageDataPreloadLinks(urlPath: string): string {
  return (PAGE_DATA[urlPath] ?? []).map((url) => `<link rel="preload" href="${attr(url)}" as="fetch" crossorigin="use-credentials">`).join('');
}
