import type { Hono } from 'hono';
import type { EndpointDef, EndpointParsedRequest, EndpointResponse, ProcedureDef, ProcedureOutput, ProcedureParsedInput } from '@school/shared/contracts';
import { commonTexts } from '@school/shared/texts';
import { requestContext, type AppEnv, type RequestContext } from './context';
import { badRequest, HttpError, notFound, unauthenticated } from './errors';
import { validate } from './validate';

/** A handler answers the contract's JSON, or a whole Response (a file: the contract's response is then a Blob). */
export type EndpointHandler<E extends EndpointDef> = (ctx: RequestContext, request: EndpointParsedRequest<E>) => Promise<EndpointResponse<E> | Response>;

export interface EndpointRoute {
  endpoint: EndpointDef;
  handler: EndpointHandler<EndpointDef>;
  /** Answers visitors too (no session needed). */
  public: boolean;
  /** A body larger than `bytes` is refused with 413 and `message` before it is read as JSON. */
  bodyLimit?: BodyLimit;
}

/** Binds a contract endpoint to its handler. Handlers are private unless `public` is set. */
export function route<E extends EndpointDef>(
  endpoint: E,
  handler: EndpointHandler<E>,
  options: { public?: boolean; bodyLimit?: BodyLimit } = {},
): EndpointRoute {
  return { endpoint, handler: handler as unknown as EndpointHandler<EndpointDef>, public: options.public ?? false, bodyLimit: options.bodyLimit };
}

export type ProcedureHandler<P extends ProcedureDef> = (ctx: RequestContext, input: ProcedureParsedInput<P>) => Promise<ProcedureOutput<P>>;

export interface ProcedureRoute {
  procedure: ProcedureDef;
  handler: ProcedureHandler<ProcedureDef>;
}

/** Binds a contract procedure to its handler. Procedures always need a session. */
export function procedureRoute<P extends ProcedureDef>(procedure: P, handler: ProcedureHandler<P>): ProcedureRoute {
  return { procedure, handler: handler as unknown as ProcedureHandler<ProcedureDef> };
}

function queryObject(queries: Record<string, string[]>): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(queries).map(([k, values]) => [k, values.length === 1 ? values[0]! : values]));
}

interface BodyLimit {
  bytes: number;
  message: string;
}

async function jsonBody(c: { req: { text: () => Promise<string>; header: (name: string) => string | undefined } }, limit?: BodyLimit): Promise<unknown> {
  if (limit && Number(c.req.header('content-length') ?? 0) > limit.bytes) throw new HttpError(413, [{ message: limit.message }]);
  const text = await c.req.text();
  if (limit && Buffer.byteLength(text) > limit.bytes) throw new HttpError(413, [{ message: limit.message }]);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(commonTexts.invalidRequest);
  }
}

export function mountEndpoints(app: Hono<AppEnv>, routes: EndpointRoute[]): void {
  for (const { endpoint, handler, public: isPublic, bodyLimit } of routes) {
    app.on(endpoint.method, `/api${endpoint.path}`, async (c) => {
      const ctx = requestContext(c);
      if (!isPublic) ctx.user();
      const request = {
        params: endpoint.params ? validate(endpoint.params, c.req.param()) : undefined,
        query: endpoint.query ? validate(endpoint.query, queryObject(c.req.queries())) : undefined,
        body: endpoint.body ? validate(endpoint.body, await jsonBody(c, bodyLimit)) : undefined,
      } as EndpointParsedRequest<EndpointDef>;
      const result = await handler(ctx, request);
      if (result instanceof Response) return result;
      return c.json(result as object, endpoint.successStatus ?? 200);
    });
  }
}

/** GET /api/data/{name}?input=… for queries, POST /api/data/{name} with a JSON body for mutations. */
export function mountProcedures(app: Hono<AppEnv>, routes: ProcedureRoute[]): void {
  const byName = new Map(routes.map((r) => [r.procedure.name, r]));

  const run = async (ctx: RequestContext, name: string, kind: 'query' | 'mutation', rawInput: () => Promise<unknown>) => {
    const found = byName.get(name);
    if (!found) throw notFound();
    if (found.procedure.kind !== kind) {
      throw new HttpError(405, [{ message: kind === 'query' ? 'Используйте POST для изменения данных.' : 'Используйте GET для чтения данных.' }]);
    }
    if (!ctx.viewer) throw unauthenticated();
    const input = validate(found.procedure.input, await rawInput());
    return found.handler(ctx, input);
  };

  app.get('/api/data/:name', async (c) => {
    const result = await run(requestContext(c), c.req.param('name'), 'query', async () => {
      const raw = c.req.query('input');
      if (raw === undefined || raw === '') return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        throw badRequest(commonTexts.invalidRequest);
      }
    });
    return c.json(result as object);
  });

  app.post('/api/data/:name', async (c) => {
    const result = await run(requestContext(c), c.req.param('name'), 'mutation', () => jsonBody(c));
    return c.json(result as object);
  });
}
