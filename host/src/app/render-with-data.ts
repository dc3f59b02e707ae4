import { dehydrate, skipToken, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';

/** The queries a render asked for that have no answer yet and may be asked now (not disabled, not asked before). */
export function queriesToAsk(client: QueryClient, asked: ReadonlySet<string>): Query[] {
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
  { deadline, rounds = 4 }: { deadline: number; rounds?: number },
): Promise<RenderedView | null> {
  const asked = new Set<string>();
  for (let round = 0; round <= rounds; round++) {
    const html = render();
    const queries = queriesToAsk(client, asked);
    if (queries.length === 0) return { html, state: dehydrate(client) };
    if (round === rounds) return null;
    for (const query of queries) asked.add(query.queryHash);
    const left = deadline - Date.now();
    if (left <= 0) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const answered = await Promise.race([
      Promise.all(queries.map((query) => query.fetch())).then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), left);
      }),
    ]);
    clearTimeout(timer);
    if (!answered) return null;
  }
  return null;
}
