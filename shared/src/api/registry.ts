import type * as Contracts from '../contracts';
import type { Endpoints, ProcedureName, Procedures } from '../contracts';
import { coreEndpoints } from '../contracts/core';

/**
 * The definition of a call by its name. The calls every page may make at once (the session, signing in
 * and out, the configuration, the demo accounts) travel with the client; the school's whole registry
 * (`@school/shared/contracts`: every endpoint and procedure with its schemas) is loaded with the first
 * other call, so a page that makes none (the sign-in page) never downloads it. The server imports the
 * registry itself.
 */
let registry: Promise<typeof Contracts> | undefined;

/** Starts loading the registry (a signed-in page will need it), once; a failed load is tried again. */
export function loadContracts(): Promise<typeof Contracts> {
  registry ??= import('../contracts').catch((error: unknown) => {
    registry = undefined;
    throw error;
  });
  return registry;
}

const coreEndpointsByName: Partial<Endpoints> = coreEndpoints;

export async function endpointDef<N extends keyof Endpoints>(name: N): Promise<Endpoints[N]> {
  return (coreEndpointsByName[name] as Endpoints[N] | undefined) ?? (await loadContracts()).endpoints[name];
}

export async function procedureDef<N extends ProcedureName>(name: N): Promise<Procedures[N]> {
  return (await loadContracts()).procedures[name];
}
