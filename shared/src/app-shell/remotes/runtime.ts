import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { absoluteEntry, type RemotesManifest } from './manifest';

/** Loading a remote's module failed (server down, bad script): the section is unavailable, the app is not. */
export class RemoteUnavailableError extends Error {
  constructor(readonly remoteId: string, cause?: unknown) {
    super(`Remote module ${remoteId} could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

let entries: RemotesManifest = {};

/** Logs every failed remote load; the page's error boundary shows the user what happened. */
const reportFailures = {
  name: 'school-remote-failures',
  errorLoadRemote({ id, error, lifecycle }: { id: string; error: unknown; lifecycle: string }) {
    console.warn(`Remote ${id} failed at ${lifecycle}`, error);
    return undefined;
  },
};

export function registerSchoolRemotes(manifest: RemotesManifest, base = window.location.href): void {
  entries = Object.fromEntries(Object.entries(manifest).map(([name, entry]) => [name, absoluteEntry(entry, base)]));
  registerPlugins([reportFailures]);
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

/** Forgets a failed remote so the next load tries its server again. */
export function resetRemote(remoteName: string): void {
  const entry = entries[remoteName];
  if (entry) registerRemotes([{ name: remoteName, entry }], { force: true });
}

/** Loads an exposed component: 'mfe_teacher/StudentPage'. */
export async function loadRemoteComponent<P>(id: string): Promise<{ default: ComponentType<P> }> {
  const remoteName = id.split('/')[0]!;
  if (!entries[remoteName]) throw new RemoteUnavailableError(id);
  try {
    const module = await loadRemote<{ default?: ComponentType<P> }>(id);
    if (!module?.default) throw new Error('The module has no default export');
    return { default: module.default };
  } catch (error) {
    throw new RemoteUnavailableError(id, error);
  }
}
