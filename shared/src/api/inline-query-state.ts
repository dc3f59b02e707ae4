import { hydrate, type QueryClient } from '@tanstack/react-query';
import { QUERY_STATE_ID } from '../pages/page-list';

/**
 * The answers the server's first view was rendered with (<script id="school-query-state"
 * type="application/json">), put into the query client before the first render: the page renders the
 * same view at once instead of asking the API again. Nothing happens when the page has none or it
 * cannot be read (the page asks as usual).
 */
export function hydrateInlineQueryState(client: QueryClient, doc: Document = document): void {
  const block = doc.getElementById(QUERY_STATE_ID);
  if (!block?.textContent) return;
  try {
    const state: unknown = JSON.parse(block.textContent);
    if (state && typeof state === 'object' && Array.isArray((state as { queries?: unknown }).queries)) hydrate(client, state);
  } catch {
    // A page without its data asks the API, as without a first view.
  }
}
