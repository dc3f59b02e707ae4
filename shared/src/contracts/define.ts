import type * as v from 'valibot';

type AnySchema = v.GenericSchema<unknown, unknown>;
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A REST call of the school's API: where it lives, what it takes, what it answers.
 * The server registers its handler from this and validates with the same schemas the client uses.
 * `path` is relative to `/api` and names path parameters as `:name`.
 */
export interface EndpointDef {
  method: HttpMethod;
  path: string;
  params?: AnySchema;
  query?: AnySchema;
  body?: AnySchema;
  response: AnySchema;
  /** 201 for creations; 200 otherwise. */
  successStatus?: 200 | 201;
}

export function endpoint<const E extends EndpointDef>(def: E): E {
  return def;
}

/** A data procedure, called as GET /api/data/{name}?input=… (query) or POST /api/data/{name} (mutation). */
export interface ProcedureDef {
  name: string;
  kind: 'query' | 'mutation';
  input: AnySchema;
  output: AnySchema;
}

export function procedure<const P extends ProcedureDef>(def: P): P {
  return def;
}

type InputOf<S> = S extends AnySchema ? v.InferInput<S> : undefined;
type ParsedOf<S> = S extends AnySchema ? v.InferOutput<S> : undefined;

export type EndpointRequest<E extends EndpointDef> = {
  params: InputOf<E['params']>;
  query: InputOf<E['query']>;
  body: InputOf<E['body']>;
};
export type EndpointParsedRequest<E extends EndpointDef> = {
  params: ParsedOf<E['params']>;
  query: ParsedOf<E['query']>;
  body: ParsedOf<E['body']>;
};
export type EndpointResponse<E extends EndpointDef> = v.InferOutput<E['response']>;

export type ProcedureInput<P extends ProcedureDef> = v.InferInput<P['input']>;
export type ProcedureParsedInput<P extends ProcedureDef> = v.InferOutput<P['input']>;
export type ProcedureOutput<P extends ProcedureDef> = v.InferOutput<P['output']>;

/** Fills `:name` placeholders: fillPath('/server/students/:studentId', {studentId: 5}) → '/server/students/5'. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
