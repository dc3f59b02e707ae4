import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ScreenKind } from '../domain/screen';
import { media } from './tokens';

const ScreenContext = createContext<ScreenKind>('desktop');

/**
 * The screen a render without a browser lays the page out for (the server's first view): the media
 * queries below answer for it. In the browser the queries themselves answer.
 */
export const ScreenProvider = ScreenContext.Provider;

/** Whether one of the school's media queries (`media`) matches a screen of this kind; any other query does not. */
export function matchesScreen(query: string, screen: ScreenKind): boolean {
  if (query === media.mobile || query === media.touch) return screen !== 'desktop';
  if (query === media.narrow) return screen === 'phone';
  return false;
}

/**
 * Whether the media query matches now: the browser's answer, or where there is no browser to ask (the
 * server, a test without `matchMedia`) the answer for a screen of this kind.
 */
export function matchesMedia(query: string, screen: ScreenKind): boolean {
  return typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : matchesScreen(query, screen);
}

/** True while the media query matches; follows changes (rotation, resizing). */
export function useMediaQuery(query: string): boolean {
  const screen = useContext(ScreenContext);
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matchesMedia(query, screen),
    () => matchesScreen(query, screen),
  );
}
