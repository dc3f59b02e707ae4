import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { callEndpoint, preloadRegistry } from '../../api';
import { coreEndpoints as endpoints } from '../../contracts/core';
import { firstViewModulesOf, type PublishedPage } from '../../pages/page-list';
import { matchesMedia, media } from '../../ui';
import { absoluteEntry, type RemotesManifest } from './manifest';

/** Loading a remote's module failed (server down, bad script, incompatible shared package): the section is unavailable, the app is not. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteId: string,
    cause?: unknown,
  ) {
    super(`Remote module ${remoteId} could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

let entries: Record<string, string> = {};
let pages: PublishedPage[] = [];

/** The remotes' pages the host routes to, as the server published them. */
export function remotePages(): readonly PublishedPage[] {
  return pages;
}

function reasonOf(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages.join(' ← ').slice(0, 1800);
}

/** Tells the school's error list (seen by admins) why a remote could not be loaded. Never throws. */
export async function reportRemoteFailure(remoteId: string, error: unknown): Promise<void> {
  try {
    await callEndpoint(endpoints.reportError, {
      body: {
        message: `Раздел ${remoteId} не загрузился: ${reasonOf(error)}`.slice(0, 2000),
        status: null,
        context: { remote: remoteId, entry: entries[remoteId.split('/')[0]!] ?? null },
        url: typeof window !== 'undefined' ? window.location.pathname.slice(0, 2000) : '',
      },
    });
  } catch {
    // Reporting is best effort.
  }
}

/** Logs every failed remote load; the page's error boundary shows the user what happened. */
const reportFailures = {
  name: 'school-remote-failures',
  errorLoadRemote({ id, error, lifecycle }: { id: string; error: unknown; lifecycle: string }) {
    console.warn(`Remote ${id} failed at ${lifecycle}`, error);
    return undefined;
  },
};

export function registerSchoolRemotes(manifest: RemotesManifest, base = window.location.href): void {
  entries = Object.fromEntries(Object.entries(manifest.remotes).map(([name, entry]) => [name, absoluteEntry(entry, base)]));
  pages = manifest.pages.filter((page) => entries[page.module.split('/')[0]!]);
  for (const warning of manifest.warnings) console.warn(`Remotes manifest: ${warning}`);
  registerPlugins([reportFailures]);
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

/** Components loaded so far (by module id) and loads under way or failed: every caller shares one load. */
const loaded = new Map<string, ComponentType<never>>();
const loading = new Map<string, Promise<{ default: ComponentType<never> }>>();

/** Forgets a failed remote so the next load tries its server again. */
export function resetRemote(remoteName: string): void {
  const entry = entries[remoteName];
  for (const id of [...loading.keys()]) if (id.startsWith(`${remoteName}/`) && !loaded.has(id)) loading.delete(id);
  if (entry) registerRemotes([{ name: remoteName, entry }], { force: true });
}

async function load<P>(id: string): Promise<{ default: ComponentType<P> }> {
  const remoteName = id.split('/')[0]!;
  if (!entries[remoteName]) throw new RemoteUnavailableError(id);
  // A remote's page calls the API by name: the registry's index loads beside the page's module, not after it.
  preloadRegistry();
  try {
    const module = await loadRemote<{ default?: ComponentType<P> }>(id);
    if (!module?.default) throw new Error('The module has no default export');
    return { default: module.default };
  } catch (error) {
    void reportRemoteFailure(id, error);
    throw new RemoteUnavailableError(id, error);
  }
}

/** Loads an exposed component: 'mfe_teacher/StudentPage'. A failed load stays failed until `resetRemote` (the retry button). */
export function loadRemoteComponent<P>(id: string): Promise<{ default: ComponentType<P> }> {
  let promise = loading.get(id) as Promise<{ default: ComponentType<P> }> | undefined;
  if (!promise) {
    promise = load<P>(id);
    loading.set(id, promise as Promise<{ default: ComponentType<never> }>);
    promise.then(
      (module) => loaded.set(id, module.default as ComponentType<never>),
      () => undefined,
    );
  }
  return promise;
}

/**
 * Modules already at hand, by id ('mfe_teacher/StudentPage' → its module), until the returned function is
 * called: on the server, the API hands the host a remote's server build for one render of a first view.
 */
export function provideRemoteModules(modules: Record<string, { default?: ComponentType<never> }>): () => void {
  const ids = Object.keys(modules).filter((id) => modules[id]!.default && !loaded.has(id));
  for (const id of ids) loaded.set(id, modules[id]!.default!);
  return () => ids.forEach((id) => loaded.delete(id));
}

/** The component, if it has already been loaded: rendered at once, without a loading state. */
export function loadedRemoteComponent<P>(id: string): ComponentType<P> | undefined {
  return loaded.get(id) as ComponentType<P> | undefined;
}

/**
 * Loads the remote modules the page at this path shows first (its page, and the teacher sidebar the
 * layout shows beside it on a wide screen) before the host's first render, so the page renders at once
 * instead of behind a loading state, and a first view from the server is taken over whole; waits at
 * most `maxWaitMs` (a remote much slower than the host shows the layout and a skeleton after that, as
 * before), never throws (a failed load shows on the page as before). Without a browser to ask about the
 * screen, no part of a desktop's layout is loaded.
 */
export async function loadFirstPage(
  urlPath: string,
  user: Parameters<typeof firstViewModulesOf>[2],
  { wide = !matchesMedia(media.mobile, 'phone'), maxWaitMs = 3000 }: { wide?: boolean; maxWaitMs?: number } = {},
): Promise<void> {
  const ids = firstViewModulesOf(pages, urlPath, user, wide);
  if (ids.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(ids.map((id) => loadRemoteComponent(id).catch(() => undefined))),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, maxWaitMs);
    }),
  ]);
  clearTimeout(timer);
}
