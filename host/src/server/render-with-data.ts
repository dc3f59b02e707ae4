import { defaultShouldDehydrateQuery, dehydrate, skipToken, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';

/** The queries a render asked for that have no answer yet and may be asked now (not disabled, not asked before). */
function queriesToAsk(client: QueryClient, asked: ReadonlySet<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.data !== undefined || query.state.status !== 'pending' || asked.has(query.queryHash)) return false;
      const { enabled, queryFn } = query.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
      if (!queryFn || queryFn === skipToken) return false;
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    });
}

export interface RenderedView {
  html: string;
  state: DehydratedState;
}

export interface RenderOptions {
  /** When to give up (ms since the epoch). */
  deadline: number;
  rounds?: number;
  /** Runs a query's fetch (the server tells by it which queries the API answered). */
  fetching?: (queryHash: string, fetch: () => Promise<unknown>) => Promise<unknown>;
  /**
   * The queries the API answered, filled while they are fetched. These travel with the view, and so does
   * a query answered by code of the page (a lesson's content file) whose answer is plain JSON, up to
   * CONTENT_STATE_LIMIT in all; a view that needed any other (an answer holding a Map, or more content
   * than that) is not sent at all: the browser renders the page.
   */
  answered?: ReadonlySet<string>;
}

/** The most content (answers not from the API, as JSON characters) a view carries: beyond it the browser renders the page. */
export const CONTENT_STATE_LIMIT = 200_000;

/**
 * Data that comes back from JSON as it is: plain objects, arrays, strings, finite numbers, booleans and
 * null. A Map, a Set, a Date or a class instance would come back as something else.
 */
export function isPlainJson(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isPlainJson(item, depth + 1));
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every((item) => item !== undefined && isPlainJson(item, depth + 1));
}

/** Which of the asked queries may travel with the view; null when one may not (the view is then not sent). */
function travellingQueries(client: QueryClient, asked: ReadonlySet<string>, answered: ReadonlySet<string>): Set<string> | null {
  const travelling = new Set<string>();
  let content = 0;
  for (const hash of asked) {
    if (answered.has(hash)) {
      travelling.add(hash);
      continue;
    }
    const query = client.getQueryCache().get(hash);
    if (!query || query.state.status !== 'success' || !isPlainJson(query.state.data)) return null;
    content += JSON.stringify(query.state.data ?? null).length;
    if (content > CONTENT_STATE_LIMIT) return null;
    travelling.add(hash);
  }
  return travelling;
}

/**
 * Renders a view with its data, as the browser would show it once its requests are answered: render,
 * ask the API what the render asked for, render again, until a render asks for nothing new (a request
 * that depends on another's answer is asked in the next round). Null when an answer fails, or the
 * deadline or the number of rounds is reached: the page is then rendered by the browser alone, as
 * without a first view.
 */
export async function renderWithData(
  render: () => string,
  client: QueryClient,
  { deadline, rounds = 4, fetching, answered }: RenderOptions,
): Promise<RenderedView | null> {
  const asked = new Set<string>();
  for (let round = 0; round <= rounds; round++) {
    const html = render();
    const queries = queriesToAsk(client, asked);
    if (queries.length === 0) {
      const travelling = answered ? travellingQueries(client, asked, answered) : undefined;
      if (travelling === null) return null;
      const shouldDehydrateQuery = (query: Query) => defaultShouldDehydrateQuery(query) && (!travelling || travelling.has(query.queryHash));
      return { html, state: dehydrate(client, { shouldDehydrateQuery }) };
    }
    if (round === rounds) return null;
    for (const query of queries) asked.add(query.queryHash);
    const left = deadline - Date.now();
    if (left <= 0) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = await Promise.race([
      Promise.all(queries.map((query) => (fetching ? fetching(query.queryHash, () => query.fetch()) : query.fetch()))).then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), left);
      }),
    ]);
    clearTimeout(timer);
    if (!done) return null;
  }
  return null;
}
