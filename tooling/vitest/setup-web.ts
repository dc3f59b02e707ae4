import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// A worker runs many files in one jsdom (isolate: false): each file starts as in a fresh one.
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]!.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
vi.useRealTimers();
vi.restoreAllMocks();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
// At the end of a file the page goes away: what waits to be sent (analytics) leaves now, not in the next file.
afterAll(() => {
  window.dispatchEvent(new Event('pagehide'));
});

// Component tests render into a fresh document each time.
afterEach(() => cleanup());

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
