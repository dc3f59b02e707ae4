import * as v from 'valibot';
import {
  fillPath,
  type EndpointDef,
  type EndpointRequest,
  type EndpointResponse,
  type ProcedureDef,
  type ProcedureInput,
  type ProcedureOutput,
} from '../contracts/define';
import { apiBaseUrl } from './config';
import { challengeOf, PROOF_OF_WORK_HEADER, solveChallenge } from '../domain/proof-of-work';
import { ApiError, apiErrorFromBody } from './errors';

const TIMEOUT_MS = 30_000;

let base: URL | undefined;

/** The API's absolute base URL, resolved once against the page. */
function baseUrl(): URL {
  base ??= new URL(apiBaseUrl(), typeof window !== 'undefined' ? window.location.href : 'http://localhost/');
  return base;
}

/** How a request reaches the API: the browser's fetch, or on the server the API itself (setApiTransport). */
let transport: typeof fetch = (input, init) => fetch(input, init);

/**
 * Sends this client's requests through another fetch: the server's first-view render hands each request
 * to the API in the same process, with the cookie of the page's request.
 */
export function setApiTransport(send: typeof fetch): void {
  transport = send;
}

/** Lets tests point the client at another base (after changing window.__SCHOOL_API_BASE__). */
export function resetHttp(): void {
  base = undefined;
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

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One call of the API with the page's cookies: a JSON body, no retries, a 30 s limit. A failed answer
 * becomes an ApiError with the messages of its body; no answer at all an ApiError with status 0.
 * A 429 that carries a challenge (a sender or a public form under pressure) is not a refusal: the
 * proof is worked out and the same request sent once more with it.
 */
async function send(method: string, path: string, options: { searchParams?: URLSearchParams; json?: unknown }): Promise<unknown> {
  const url = new URL(path.replace(/^\//, ''), baseUrl());
  if (options.searchParams) url.search = options.searchParams.toString();
  const hasBody = options.json !== undefined;
  const attempt = async (proof: string | null) => {
    const headers: Record<string, string> = {};
    if (hasBody) headers['content-type'] = 'application/json';
    if (proof) headers[PROOF_OF_WORK_HEADER] = proof;
    try {
      const response = await transport(url, {
        method,
        credentials: 'include',
        headers: Object.keys(headers).length > 0 ? headers : undefined,
        body: hasBody ? JSON.stringify(options.json) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return { response, text: response.status === 204 ? '' : await response.text() };
    } catch {
      throw new ApiError(0, []);
    }
  };
  let { response, text } = await attempt(null);
  const challenge = response.status === 429 ? challengeOf(parseBody(text)) : null;
  if (challenge) ({ response, text } = await attempt(await solveChallenge(challenge)));
  if (!response.ok) throw apiErrorFromBody(response.status, parseBody(text));
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(0, []);
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
      ? await send('GET', path, { searchParams: toSearchParams({ input: JSON.stringify(input ?? {}) }) })
      : await send('POST', path, { json: input ?? {} });
  return validated(procedure.output, data, procedure.name);
}

/**
 * Calls an endpoint that answers a file (a PDF): a JSON body like any call, the answer read as a Blob. A
 * refusal becomes an ApiError with the messages of its JSON body, as everywhere.
 */
export async function downloadEndpoint<E extends EndpointDef>(endpoint: E, request: Optionalise<EndpointRequest<E>>): Promise<Blob> {
  const r = request as Partial<Record<'params' | 'body', unknown>>;
  const url = new URL(fillPath(endpoint.path, r.params as Record<string, unknown> | undefined).replace(/^\//, ''), baseUrl());
  let response: Response;
  try {
    response = await transport(url, {
      method: endpoint.method,
      credentials: 'include',
      headers: r.body !== undefined ? { 'content-type': 'application/json' } : undefined,
      body: r.body !== undefined ? JSON.stringify(r.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, []);
  }
  if (!response.ok) throw apiErrorFromBody(response.status, parseBody(await response.text().catch(() => '')));
  return response.blob();
}
