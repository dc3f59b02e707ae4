import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { ScreenKind } from '@school/shared/domain';

/**
 * The apps' server builds (tooling/webpack/create-server-config.cjs), loaded from their dist/server/
 * folders and loaded again when a build or a release replaces the file.
 */

type ModuleNamespace = { default?: unknown };

export interface HostServerBundle {
  sharedVersion: string;
  sharedModules: Record<string, unknown>;
  renderFirstView(request: {
    url: string;
    user: unknown;
    manifest: unknown;
    modules: Record<string, ModuleNamespace>;
    screen?: ScreenKind;
    deadline: number;
    around?: (render: () => string) => string;
    fetching?: (queryHash: string, fetch: () => Promise<unknown>) => Promise<unknown>;
    answered?: ReadonlySet<string>;
  }): Promise<{ html: string; state: unknown } | null>;
}

interface RemoteServerBundle {
  sharedVersion: string;
  modules: Record<string, () => ModuleNamespace>;
}

const bundles = new Map<string, { mtimeMs: number; exports: unknown }>();

/**
 * Runs a CommonJS bundle with its own `require`: the modules in `shared` (the host's React, router,
 * query client and shared package, one copy on the server as on the page) by name, Node's otherwise.
 */
function loadBundle(file: string, shared?: Record<string, unknown>): unknown {
  if (!existsSync(file)) return null;
  const { mtimeMs } = statSync(file);
  const cached = bundles.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.exports;
  const nodeRequire = createRequire(file);
  const module = { exports: {} as unknown };
  const run = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`, { filename: file }) as (
    ...args: unknown[]
  ) => void;
  const require = (request: string) => (shared && Object.hasOwn(shared, request) ? shared[request] : nodeRequire(request));
  run(module.exports, require, module, file, path.dirname(file));
  bundles.set(file, { mtimeMs, exports: module.exports });
  return module.exports;
}

export function loadHostBundle(hostDir: string): HostServerBundle | null {
  const bundle = loadBundle(path.join(hostDir, 'server/render.cjs')) as HostServerBundle | null;
  return bundle && typeof bundle.renderFirstView === 'function' ? bundle : null;
}

/** A remote's server build next to its mf-manifest.json, if it was built with a shared package the host's satisfies. */
export function loadRemoteBundle(remoteDir: string, host: HostServerBundle): RemoteServerBundle | null {
  const bundle = loadBundle(path.join(remoteDir, 'server/remote.cjs'), host.sharedModules) as RemoteServerBundle | null;
  if (!bundle?.modules || !satisfies(host.sharedVersion, bundle.sharedVersion)) return null;
  return bundle;
}

/**
 * Whether the host's shared package can serve a remote built against `required`: the rule the page's
 * module federation applies (`^required`, strict), so the server never renders what the page refuses.
 */
export function satisfies(provided: string, required: string): boolean {
  const parse = (version: string) => version.split('-')[0]!.split('.').map(Number);
  const [pMajor, pMinor, pPatch] = parse(provided);
  const [rMajor, rMinor, rPatch] = parse(required);
  if ([pMajor, pMinor, pPatch, rMajor, rMinor, rPatch].some((n) => n === undefined || Number.isNaN(n))) return false;
  if (pMajor !== rMajor) return false;
  if (rMajor === 0 && pMinor !== rMinor) return false;
  return pMinor! > rMinor! || (pMinor === rMinor && pPatch! >= rPatch!);
}
