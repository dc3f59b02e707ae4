import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { screenKindOf } from '@school/shared/domain';
import { VIEW_SCREEN_ATTRIBUTE } from '@school/shared/pages';
import { ScreenProvider } from '@school/shared/ui';
import { firstControlNotYetOwned, whenViewOwned } from './view-ownership';

/**
 * The view stays inert until every link, button and field in it belongs to the app: after the app's
 * first commit, and after the parts whose code loads lazily have been taken over too.
 */
function Live({ view, children }: { view: HTMLElement; children: ReactNode }) {
  useLayoutEffect(
    () =>
      whenViewOwned(view, (inTime) => {
        if (!inTime) console.warn('first view: parts of it were not taken over in time', firstControlNotYetOwned(view));
        view.removeAttribute('inert');
      }),
    [view],
  );
  return children;
}

/**
 * Puts the app on the page, as a transition: React yields to the browser every few milliseconds
 * instead of holding the main thread until the whole page is built (input stays responsive on slow
 * phones).
 *
 * A page that arrived with its first view (the server's render of the same route tree, inert until
 * now) is hydrated: React takes the view's elements over as they are, laid out for the screen the
 * view names, instead of building the page again and replacing them. Where the browser's render
 * differs (a time that moved on, a view of another screen), React renders the page anew in its place,
 * as without a first view.
 */
export function startApp(container: HTMLElement, app: ReactNode): void {
  const view = container.querySelector<HTMLElement>(':scope > [inert]');
  startTransition(() => {
    if (!view) {
      createRoot(container).render(app);
      return;
    }
    hydrateRoot(
      view,
      <ScreenProvider value={screenKindOf(view.getAttribute(VIEW_SCREEN_ATTRIBUTE))}>
        <Live view={view}>{app}</Live>
      </ScreenProvider>,
      { onRecoverableError: (error) => console.warn('first view: rendered again in the browser', error) },
    );
  });
}
