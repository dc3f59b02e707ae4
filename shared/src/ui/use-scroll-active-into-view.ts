import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollActiveIntoView } from './scroll-into-view';

/**
 * A ref for a sidebar or side menu that, after each navigation, scrolls its active item
 * ([aria-current="page"]) into view with `scrollActiveIntoView`. It waits `delayMs` first, for the
 * items to render (a remote's list takes longer).
 */
export function useScrollActiveIntoView<T extends HTMLElement>(delayMs: number): RefObject<T | null> {
  const ref = useRef<T>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    let cancel = () => undefined as void;
    const timer = setTimeout(() => {
      cancel = scrollActiveIntoView(container);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      cancel();
    };
  }, [pathname, delayMs]);
  return ref;
}
