// The server build's stand-in for @module-federation/enhanced/runtime: the API hands the host the remote
// module a first view shows; any other is not loaded on the server. Its load never ends there (no
// failure to report): its section renders its loading state, and the browser loads it as usual.
export function registerRemotes() {}

export function registerPlugins() {}

export function preloadRemote() {
  return Promise.resolve([]);
}

export function loadRemote() {
  return new Promise(() => {});
}
