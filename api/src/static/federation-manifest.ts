import { existsSync, readFileSync, statSync } from 'node:fs';
import * as v from 'valibot';
import type { AppConfig } from '../config';
import { localBuildOf, type RemotesManifest } from './remotes-manifest';

/** What the server needs of a remote's mf-manifest.json: where its entry is and the files of each exposed module. */
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

/**
 * A remote this server holds (its mf-manifest.json in a dist/ or a published release), read from disk:
 * its federation manifest, the folder URL its files are served under and its entry script's URL.
 * Null for a remote on another origin, a location that is not a manifest, or a manifest that cannot be read.
 */
export function localFederationBuild(
  config: AppConfig,
  entry: string | undefined,
): { federation: FederationManifest; base: string; entryScript: string } | null {
  const build = entry?.endsWith('mf-manifest.json') ? localBuildOf(config, entry) : null;
  if (!entry || !build) return null;
  const federation = readFederationManifest(build.file);
  if (!federation) return null;
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  const { name, path } = federation.metaData.remoteEntry;
  return { federation, base, entryScript: `${base}${path ? `${path.replace(/\/$/, '')}/` : ''}${name}` };
}

/**
 * The remotes manifest as the page carries it: a remote this server holds is given by its entry script,
 * not by its mf-manifest.json, so the browser loads the entry at once instead of first fetching the
 * manifest and turning it into the federation runtime's snapshot (31–73 ms of a phone's main thread,
 * docs/performance.md). /remotes.json keeps the published locations; a remote on another origin keeps
 * its manifest in both.
 */
export function pageRemotesManifest(config: AppConfig, manifest: RemotesManifest): RemotesManifest {
  const remotes = Object.fromEntries(
    Object.entries(manifest.remotes).map(([name, entry]) => [name, localFederationBuild(config, entry)?.entryScript ?? entry]),
  );
  return { ...manifest, remotes };
}
