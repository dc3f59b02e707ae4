import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollActiveIntoView } from './scroll-into-view';

/**
 * A ref for a sidebar or side menu that, after each navigation, scrolls its active item into view with
 * `scrollActiveIntoView`. It waits `delayMs` first, for the items to render (a remote's list takes
 * longer). `selector` names the active item (`[aria-current="page"]` by default); while `enabled` is
 * false (the item not rendered yet, the panel folded away) nothing scrolls, and it scrolls once it turns true.
 */
export function useScrollActiveIntoView<T extends HTMLElement>(
  delayMs: number,
  { selector, enabled = true }: { selector?: string; enabled?: boolean } = {},
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const container = ref.current;
    if (!container || !enabled) return;
    let cancel = () => undefined as void;
    const timer = setTimeout(() => {
      cancel = scrollActiveIntoView(container, selector);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      cancel();
    };
  }, [pathname, delayMs, selector, enabled]);
  return ref;
}
