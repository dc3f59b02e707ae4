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
   * The queries the API answered, filled while they are fetched. Only these travel with the view: a
   * query answered by code of the page (a lesson's content, loaded as a file of its own) holds data the
   * page would not send as JSON. A view that needed one is not sent at all: the browser renders it.
   */
  answered?: ReadonlySet<string>;
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
      if (answered && [...asked].some((hash) => !answered.has(hash))) return null;
      const shouldDehydrateQuery = (query: Query) => defaultShouldDehydrateQuery(query) && (!answered || answered.has(query.queryHash));
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
