/**
 * The remotes manifest: a JSON object mapping each remote's federation name to the URL of its
 * mf-manifest.json (or remoteEntry.js). The host fetches it at start, so a remote can move without
 * a host rebuild.
 */
export type RemotesManifest = Record<string, string>;

export const REMOTE_NAMES = ['mfe_teacher', 'mfe_learner', 'mfe_company', 'mfe_commerce'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function parseManifest(data: unknown): RemotesManifest {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  const manifest: RemotesManifest = {};
  for (const [name, entry] of Object.entries(data as Record<string, unknown>)) {
    if (typeof entry === 'string' && entry.trim() !== '') manifest[name] = entry;
  }
  return manifest;
}

/** Relative entries resolve against the page, so the same manifest works on any host name. */
export function absoluteEntry(entry: string, base: string): string {
  return new URL(entry, base).toString();
}

export async function fetchManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return {};
    return parseManifest(await response.json());
  } catch {
    return {};
  }
}
