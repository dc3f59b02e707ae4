// The single-bundle twin's stand-in for @module-federation/enhanced/runtime: every remote page is a
// module of the same build, so "loading a remote" is an ordinary dynamic import of its file.
import { remoteModules } from './remote-modules.mjs';

export function registerRemotes() {}

export function registerPlugins() {}

export function preloadRemote() {
  return Promise.resolve([]);
}

export function loadRemote(id) {
  const load = remoteModules[id];
  if (!load) return Promise.reject(new Error(`${id} is not a page or component of the school`));
  return load();
}
