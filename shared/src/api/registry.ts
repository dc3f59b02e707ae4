import type { Endpoints, ProcedureName, Procedures } from '../contracts';
import { coreEndpoints } from '../contracts/core';
import type * as RegistryAreas from './registry-areas';

/**
 * The definition of a call by its name. The calls every page may make at once (the session, signing in
 * and out, the configuration, the demo accounts) travel with the client; every other call is found in its
 * area of the registry (`registry-areas.ts`), loaded with the first call that needs it, so a page downloads
 * the schemas of the calls it makes and a page that makes none (the sign-in page) downloads none. The
 * server imports the whole registry itself (`@school/shared/contracts`).
 */
let index: Promise<typeof RegistryAreas> | undefined;
const areas = new Map<string, Promise<Record<string, unknown>>>();

/** Loads a promise once; a failed load is forgotten, so the next call tries again. */
function once<T>(load: () => Promise<T>, forget: () => void): Promise<T> {
  return load().catch((error: unknown) => {
    forget();
    throw error;
  });
}

function loadIndex(): Promise<typeof RegistryAreas> {
  return (index ??= once(
    () => import('./registry-areas'),
    () => (index = undefined),
  ));
}

/** Starts loading the registry's index (a page that calls the API by name will need it), once. */
export function preloadRegistry(): void {
  loadIndex().catch(() => undefined);
}

async function callDef(name: string): Promise<unknown> {
  const registry = await loadIndex();
  const area = registry.areaOf(name);
  if (!area) throw new Error(`No call named «${name}» in the registry`);
  let calls = areas.get(area);
  if (!calls) {
    calls = once(registry.areaLoaders[area], () => areas.delete(area));
    areas.set(area, calls);
  }
  return (await calls)[name];
}

const coreEndpointsByName: Partial<Endpoints> = coreEndpoints;

export async function endpointDef<N extends keyof Endpoints>(name: N): Promise<Endpoints[N]> {
  return (coreEndpointsByName[name] as Endpoints[N] | undefined) ?? ((await callDef(name)) as Endpoints[N]);
}

export async function procedureDef<N extends ProcedureName>(name: N): Promise<Procedures[N]> {
  return (await callDef(name)) as Procedures[N];
}
