/** The highlighted result after an arrow key: down from none is the first, up from none the last; it wraps. */
export function moveHighlight(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

type EnterTarget = { kind: 'path'; path: string } | { kind: 'query'; query: string } | null;

/**
 * Enter with a highlighted result opens it (a tag's search, a lesson, a phrase in the bank); without
 * one, searches the typed text (if any).
 */
export function enterTarget(typed: string, highlightedPath: string | null): EnterTarget {
  if (highlightedPath !== null) return { kind: 'path', path: highlightedPath };
  const query = typed.trim();
  return query ? { kind: 'query', query } : null;
}

/** The next element of a focus trap for Tab / Shift+Tab among the focusable elements of a dialog. */
export function trappedFocus(count: number, current: number, backwards: boolean): number {
  if (count === 0) return -1;
  if (current < 0) return backwards ? count - 1 : 0;
  return backwards ? (current - 1 + count) % count : (current + 1) % count;
}
