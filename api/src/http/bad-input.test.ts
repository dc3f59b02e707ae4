import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpoints,
  fillPath,
  graphqlDocuments,
  procedures as schoolProcedures,
  reportVideoPath,
  type EndpointDef,
  type ProcedureDef,
} from '@school/shared/contracts';
import { reviewProcedures } from '@school/shared/review';
import { MAX_ID } from '@school/shared/schemas';
import {
  endpointExamples,
  freeFormJsonPlaces,
  graphqlExamples,
  procedureExamples as schoolExamples,
  reviewProcedureExamples,
  type EndpointExample,
} from '#test/contract-examples';

/** Every data procedure: the school's registry and the review's calls, which live in their own entry. */
const procedures = { ...schoolProcedures, ...reviewProcedures };
const procedureExamples: Record<keyof typeof procedures, unknown> = { ...schoolExamples, ...reviewProcedureExamples };
import { queryPath, startTestServer, type TestServer } from '#test/harness';
import { bodyLimitOf } from './body-limits';

/**
 * Every contract of the API, walked with the inputs that once answered 500: an id past the
 * database's integer, a NUL in every string, 1e300 for every number (pages too), a 1 MB string and
 * an oversized list. Each must be refused with 400 (413 when the body is over its route's limit,
 * before any schema runs), never reach a handler, never answer 500.
 */

type Path = (string | number)[];
interface Mutation {
  label: string;
  value: unknown;
}

const ONE_MB = 'x'.repeat(1024 * 1024);
const TOO_BIG_ID = MAX_ID + 1;

/** Whether a path lies in free-form JSON (`body.context.attempt` in `body.context`, `variables.0.value` in `variables.*.value`). */
function inFreeFormJson(path: Path): boolean {
  return freeFormJsonPlaces.some((place) => {
    const parts = place.split('.');
    return parts.length <= path.length && parts.every((part, i) => part === '*' || part === String(path[i]));
  });
}

/** The bad values for one leaf of an example input. */
function badValuesFor(value: unknown, path: Path): { label: string; value: unknown }[] {
  if (typeof value === 'string') {
    const bad = [
      { label: 'NUL', value: `${value}\u0000` },
      { label: '1 MB string', value: ONE_MB },
    ];
    if (/^\d+$/.test(value)) bad.push({ label: '2^31 id', value: String(TOO_BIG_ID) });
    return bad;
  }
  if (typeof value === 'number') {
    if (inFreeFormJson(path)) return [];
    return [
      { label: '2^31', value: TOO_BIG_ID },
      { label: '1e300', value: 1e300 },
    ];
  }
  if (Array.isArray(value) && value.length > 0) return [{ label: 'oversized list', value: Array.from({ length: 1_001 }, () => value[0]) }];
  return [];
}

/** Every place of an example with its bad values: leaves, lists, and the leaves inside them. */
function mutations(example: unknown, path: Path = []): (Mutation & { path: Path })[] {
  const own = badValuesFor(example, path).map((bad) => ({ ...bad, path }));
  if (Array.isArray(example)) return [...own, ...example.flatMap((item, i) => mutations(item, [...path, i]))];
  if (example !== null && typeof example === 'object') {
    return [...own, ...Object.entries(example).flatMap(([key, item]) => mutations(item, [...path, key]))];
  }
  return own;
}

function withValueAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) return root.map((item, i) => (i === head ? withValueAt(item, rest, value) : item));
  const object = root as Record<string, unknown>;
  return { ...object, [head!]: withValueAt(object[head!], rest, value) };
}

const where = (path: Path) => path.join('.') || '(whole input)';

/** 400, or 413 when the JSON body is larger than its route class allows. */
function expectedStatus(method: string, path: string, body: string | undefined): number {
  const limit = bodyLimitOf(method, path);
  return body !== undefined && limit !== null && Buffer.byteLength(body) > limit ? 413 : 400;
}

function endpointRequest(endpoint: EndpointDef, input: EndpointExample): { url: string; body?: string } {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, item);
  }
  const url = `/api${fillPath(endpoint.path, input.params)}${query.size > 0 ? `?${query}` : ''}`;
  return { url, body: input.body === undefined ? undefined : JSON.stringify(input.body) };
}

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.login('teacher@demo.school');
});
afterAll(() => server.close());

describe('the examples', () => {
  it('cover every endpoint, procedure and GraphQL document, and are valid by their schemas', () => {
    expect(Object.keys(endpointExamples).sort()).toEqual(Object.keys(endpoints).sort());
    expect(Object.keys(procedureExamples).sort()).toEqual(Object.keys(procedures).sort());
    expect(Object.keys(graphqlExamples).sort()).toEqual(Object.keys(graphqlDocuments).sort());
    for (const [name, endpoint] of Object.entries(endpoints) as [keyof typeof endpoints, EndpointDef][]) {
      const example = endpointExamples[name];
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = endpoint[part];
        if (schema) expect(v.safeParse(schema, example[part]).issues, `${name}.${part}`).toBeUndefined();
      }
    }
    for (const [name, procedure] of Object.entries(procedures) as [keyof typeof procedures, ProcedureDef][]) {
      expect(v.safeParse(procedure.input, procedureExamples[name]).issues, name).toBeUndefined();
    }
  });
});

describe('every REST endpoint', () => {
  for (const [name, endpoint] of Object.entries(endpoints) as [keyof typeof endpoints, EndpointDef][]) {
    const example = endpointExamples[name];
    const cases = (['params', 'query', 'body'] as const).flatMap((part) =>
      example[part] === undefined ? [] : mutations(example[part], [part]).map((m) => ({ ...m, part, path: m.path.slice(1) })),
    );
    if (cases.length === 0) continue;

    it(`${endpoint.method} ${endpoint.path}: the valid example does not fail`, async () => {
      const { url, body } = endpointRequest(endpoint, example);
      const response = await server.request(url, { method: endpoint.method, cookie, body, headers: body ? { 'content-type': 'application/json' } : {} });
      expect(response.status).toBeLessThan(500);
    });

    it(`${endpoint.method} ${endpoint.path}: refuses ${cases.length} bad inputs`, async () => {
      const failures: string[] = [];
      for (const { part, path, label, value } of cases) {
        const input = { ...example, [part]: withValueAt(example[part], path, value) } as EndpointExample;
        const { url, body } = endpointRequest(endpoint, input);
        const response = await server.request(url, { method: endpoint.method, cookie, body, headers: body ? { 'content-type': 'application/json' } : {} });
        const expected = expectedStatus(endpoint.method, new URL(url, 'http://school').pathname, body);
        if (response.status !== expected) failures.push(`${part}.${where(path)} ${label}: ${response.status} ${(await response.text()).slice(0, 200)}`);
      }
      expect(failures).toEqual([]);
    });
  }
});

describe('every data procedure', () => {
  for (const [name, procedure] of Object.entries(procedures) as [keyof typeof procedures, ProcedureDef][]) {
    const example = procedureExamples[name];
    const cases = mutations(example);
    if (cases.length === 0) continue;
    const send = (input: unknown) => (procedure.kind === 'query' ? server.request(queryPath(name, input), { cookie }) : server.mutate(name, input, cookie));

    it(`${name}: the valid example does not fail`, async () => {
      expect((await send(example)).status).toBeLessThan(500);
    });

    it(`${name}: refuses ${cases.length} bad inputs`, async () => {
      const failures: string[] = [];
      for (const { path, label, value } of cases) {
        const input = withValueAt(example, path, value);
        const response = await send(input);
        const expected = procedure.kind === 'query' ? 400 : expectedStatus('POST', `/api/data/${name}`, JSON.stringify(input));
        if (response.status !== expected) failures.push(`${where(path)} ${label}: ${response.status} ${(await response.text()).slice(0, 200)}`);
      }
      expect(failures).toEqual([]);
    });
  }
});

describe('every GraphQL document', () => {
  interface Answer {
    data?: unknown;
    errors?: { message: string; extensions?: { code?: string } }[];
  }
  const send = async (query: string, variables: unknown) => {
    const response = await server.request('/api/graphql', { method: 'POST', cookie, json: { query, variables } });
    return { status: response.status, answer: (await response.json()) as Answer };
  };

  for (const [name, query] of Object.entries(graphqlDocuments) as [keyof typeof graphqlDocuments, string][]) {
    const example = graphqlExamples[name];
    const cases = mutations(example);
    if (cases.length === 0) continue;

    it(`${name}: the valid example does not fail`, async () => {
      const { status, answer } = await send(query, example);
      expect(status).toBeLessThan(500);
      expect(answer.errors?.map((e) => e.extensions?.code) ?? []).not.toContain('INTERNAL_SERVER_ERROR');
    });

    it(`${name}: refuses ${cases.length} bad inputs`, async () => {
      const failures: string[] = [];
      for (const { path, label, value } of cases) {
        const variables = withValueAt(example, path, value);
        const body = JSON.stringify({ query, variables });
        const expected = expectedStatus('POST', '/api/graphql', body);
        const { status, answer } = await send(query, variables);
        const codes = answer.errors?.map((e) => e.extensions?.code) ?? [];
        if (status !== expected || codes.includes('INTERNAL_SERVER_ERROR') || (expected === 400 && answer.data)) {
          failures.push(`${where(path)} ${label}: ${status} ${JSON.stringify(answer).slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});

describe('routes outside the contracts', () => {
  it('the report video address refuses an id past the database integer', async () => {
    for (const id of [TOO_BIG_ID, 1e300, 'x\u0000']) {
      const response = await server.request(`/api${reportVideoPath(id as number)}`.replace(String(id), encodeURIComponent(String(id))), { cookie });
      expect(response.status, String(id)).toBe(400);
    }
  });
});
