import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The element id a URL hash names ('#section-2' → 'section-2'), or null. */
export function hashTarget(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Scrolls to the element named by the URL hash once the page's content is there. */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready) return;
    const id = hashTarget(hash);
    if (!id) return;
    const element = document.getElementById(id);
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
  }, [ready, hash]);
}
