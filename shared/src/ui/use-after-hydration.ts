import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False on the server and while the browser takes a server's view over (hydration), true from the
 * render after: a part that the server cannot render as the browser does (markup sanitised with a DOM
 * the server lacks) renders as the server did first, so the view is taken over as it is, and then as
 * the browser renders it. True at once in a render that takes nothing over.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
