import ky, { isHTTPError, type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import {
  fillPath,
  type EndpointDef,
  type EndpointRequest,
  type EndpointResponse,
  type ProcedureDef,
  type ProcedureInput,
  type ProcedureOutput,
} from '../contracts';
import { apiBaseUrl } from './config';
import { ApiError, apiErrorFromBody } from './errors';

let instance: KyInstance | undefined;

/** The one ky instance of the page: same-site cookies, no retries of mutations, errors as ApiError. */
export function http(): KyInstance {
  instance ??= ky.create({
    baseUrl: new URL(apiBaseUrl(), typeof window !== 'undefined' ? window.location.href : 'http://localhost/').toString(),
    credentials: 'include',
    retry: 0,
    timeout: 30_000,
    hooks: {
      beforeError: [
        ({ error }) => {
          if (isHTTPError(error)) return apiErrorFromBody(error.response.status, error.data);
          return new ApiError(0, []);
        },
      ],
    },
  });
  return instance;
}

/** Lets tests point the client at another fetch or base. */
export function resetHttp(): void {
  instance = undefined;
}

function toSearchParams(query: Record<string, unknown> | undefined): URLSearchParams | undefined {
  if (!query) return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}

function validated<S extends v.GenericSchema>(schema: S, data: unknown, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success) {
    console.error(`Unexpected response of ${what}`, v.flatten(result.issues));
    throw new ApiError(0, [], {}, { unexpectedAnswer: true });
  }
  return result.output;
}

async function send(method: string, path: string, options: Options): Promise<unknown> {
  try {
    const response = await http()(path.replace(/^\//, ''), { method, ...options });
    if (response.status === 204) return undefined;
    const text = await response.text();
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch (error) {
    throw error instanceof ApiError ? error : new ApiError(0, []);
  }
}

type Optionalise<R> = { [K in keyof R as R[K] extends undefined ? never : K]: R[K] };

/** Calls a REST endpoint of the contract and validates its answer. */
export async function callEndpoint<E extends EndpointDef>(
  endpoint: E,
  request: Optionalise<EndpointRequest<E>> = {} as Optionalise<EndpointRequest<E>>,
): Promise<EndpointResponse<E>> {
  const r = request as Partial<Record<'params' | 'query' | 'body', unknown>>;
  const path = fillPath(endpoint.path, r.params as Record<string, unknown> | undefined);
  const data = await send(endpoint.method, path, {
    searchParams: toSearchParams(r.query as Record<string, unknown> | undefined),
    json: r.body,
  });
  return validated(endpoint.response, data, `${endpoint.method} ${endpoint.path}`);
}

/** Calls a data procedure: queries as GET ?input=…, mutations as POST with a JSON body. */
export async function callProcedure<P extends ProcedureDef>(procedure: P, input: ProcedureInput<P>): Promise<ProcedureOutput<P>> {
  const path = `data/${procedure.name}`;
  const data =
    procedure.kind === 'query'
      ? await send('GET', path, { searchParams: { input: JSON.stringify(input ?? {}) } })
      : await send('POST', path, { json: input ?? {} });
  return validated(procedure.output, data, procedure.name);
}
