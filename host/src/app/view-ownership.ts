/**
 * Whether every part of a server's view that takes input belongs to the app yet.
 *
 * React hydrates a view in steps: it commits the page while a part inside a Suspense boundary whose code
 * is still loading (a lazily loaded page, a chart) stays the server's HTML, without handlers, and takes
 * that part over when its code arrives. Until then a form there would be submitted by the browser itself
 * and a link followed as a plain page load, so the view takes no input until this is true.
 *
 * An element belongs to the app when React has taken it over (React keeps its fiber on the element), or
 * when it sits in markup the app puts in as HTML (`dangerouslySetInnerHTML`: a report's text, whose
 * links are plain links by design).
 */

const INTERACTIVE = 'a[href], area[href], button, input, select, textarea, summary, form, [tabindex], [contenteditable]';
const FIBER_KEY = '__reactFiber$';
const PROPS_KEY = '__reactProps$';

function ownKey(element: Element, prefix: string): string | undefined {
  return Object.keys(element).find((key) => key.startsWith(prefix));
}

function ownedByApp(element: Element, view: Element): boolean {
  if (ownKey(element, FIBER_KEY)) return true;
  for (let parent = element.parentElement; parent && parent !== view; parent = parent.parentElement) {
    if (!ownKey(parent, FIBER_KEY)) continue;
    const propsKey = ownKey(parent, PROPS_KEY);
    const props = propsKey ? (Reflect.get(parent, propsKey) as { dangerouslySetInnerHTML?: unknown } | undefined) : undefined;
    return props?.dangerouslySetInnerHTML !== undefined;
  }
  return false;
}

/** The first element of the view that takes input and is still the server's alone, if any. */
export function firstControlNotYetOwned(view: Element): Element | undefined {
  return Array.from(view.querySelectorAll(INTERACTIVE)).find((element) => !ownedByApp(element, view));
}

interface WaitOptions {
  /** How often to look again while React hydrates the rest. */
  everyMs?: number;
  /** When to stop waiting and call anyway (a part that never hydrates must not lock the page). */
  atMostMs?: number;
}

/**
 * Calls `ready` once every control of the view belongs to the app (at once when it already does), or
 * after `atMostMs` whatever the view holds. Returns a function that stops waiting.
 */
export function whenViewOwned(view: Element, ready: (inTime: boolean) => void, options: WaitOptions = {}): () => void {
  const { everyMs = 50, atMostMs = 15_000 } = options;
  if (!firstControlNotYetOwned(view)) {
    ready(true);
    return () => undefined;
  }
  const started = Date.now();
  const timer = setInterval(() => {
    const owned = !firstControlNotYetOwned(view);
    if (!owned && Date.now() - started < atMostMs) return;
    clearInterval(timer);
    ready(owned);
  }, everyMs);
  return () => clearInterval(timer);
}
