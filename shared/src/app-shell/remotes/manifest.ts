import type { PageAccess, PublishedPage } from '../../pages/page-list';
import { readToEnd } from '../../api';

/**
 * The remotes manifest: where each remote is (federation name → URL of its mf-manifest.json or
 * remoteEntry.js) and the pages the remotes publish. The server inlines it in the page
 * (<script id="school-remotes" type="application/json">) and answers it at /remotes.json, so a remote
 * can move, add or drop a page without a host rebuild.
 */
export interface RemotesManifest {
  remotes: Record<string, string>;
  pages: PublishedPage[];
  warnings: string[];
}

const ACCESS: readonly PageAccess[] = ['public', 'any', 'studying_user', 'teacher', 'staff', 'admin'];

function isRecord(data: unknown): data is Record<string, unknown> {
  return !!data && typeof data === 'object' && !Array.isArray(data);
}

function parseEntries(data: unknown): Record<string, string> {
  if (!isRecord(data)) return {};
  const entries: Record<string, string> = {};
  for (const [name, entry] of Object.entries(data)) if (typeof entry === 'string' && entry.trim() !== '') entries[name] = entry;
  return entries;
}

function parsePage(data: unknown): PublishedPage | null {
  if (!isRecord(data)) return null;
  const { path, module, access, title } = data;
  if (typeof path !== 'string' || !path.startsWith('/') || typeof module !== 'string' || !module.includes('/')) return null;
  if (typeof access !== 'string' || !ACCESS.includes(access as PageAccess)) return null;
  return { path, module, access: access as PageAccess, title: typeof title === 'string' ? title : '' };
}

/** Reads the manifest, dropping whatever is malformed; an old-style map of entries is accepted too. */
export function parseManifest(data: unknown): RemotesManifest {
  if (!isRecord(data)) return { remotes: {}, pages: [], warnings: [] };
  if (!('remotes' in data)) return { remotes: parseEntries(data), pages: [], warnings: [] };
  const pages = Array.isArray(data.pages) ? data.pages.map(parsePage).filter((p): p is PublishedPage => p !== null) : [];
  const warnings = Array.isArray(data.warnings) ? data.warnings.filter((w): w is string => typeof w === 'string') : [];
  return { remotes: parseEntries(data.remotes), pages, warnings };
}

/** Relative entries resolve against the page, so the same manifest works on any host name. */
export function absoluteEntry(entry: string, base: string): string {
  return new URL(entry, base).toString();
}

/** The manifest inlined by the server, if the page has it. */
export function inlineManifest(doc: Document = document): RemotesManifest | null {
  const block = doc.getElementById('school-remotes');
  if (!block?.textContent) return null;
  try {
    return parseManifest(JSON.parse(block.textContent));
  } catch {
    return null;
  }
}

/** The inlined manifest, or /remotes.json when the page has none (development servers). */
export async function fetchManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  const inline = typeof document === 'undefined' ? null : inlineManifest();
  if (inline) return inline;
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) {
      await readToEnd(response);
      return parseManifest(null);
    }
    return parseManifest(await response.json());
  } catch {
    return parseManifest(null);
  }
}
