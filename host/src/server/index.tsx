import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient, queryKeys } from '@school/shared/api';
import { AppProviders, provideRemoteModules, registerSchoolRemotes, type RemotesManifest } from '@school/shared/app-shell';
import type { ScreenKind } from '@school/shared/domain';
import type { CurrentUser } from '@school/shared/schemas';
import { ScreenProvider } from '@school/shared/ui';
import { routeTree } from '../app/route-tree';
import { renderWithData, type RenderedView, type RenderOptions } from './render-with-data';

interface FirstViewRequest {
  /** The page's path and query, as requested. */
  url: string;
  /** The signed-in user, null for a visitor. */
  user: CurrentUser | null;
  manifest: RemotesManifest;
  /** The remote modules at hand (the remotes' server builds), by id: 'mfe_teacher/StudentPage' → module. */
  modules: Record<string, { default?: React.ComponentType<never> }>;
  /** The screen the request comes from: the view is laid out for it, as the browser will lay it out. */
  screen?: ScreenKind;
  /** When to give up and let the browser render the page alone (ms since the epoch). */
  deadline: number;
  /** Runs each (synchronous) render: the server renders in the reader's time zone. */
  around?: (render: () => string) => string;
  fetching?: RenderOptions['fetching'];
  answered?: RenderOptions['answered'];
}

/**
 * The page's first view as HTML with the answers it was rendered with, for the server to send with the
 * page (the API's requests go through `setApiTransport`). The same routes, guards, layout and pages as in
 * the browser; the browser's first render then shows the same view from the same answers.
 */
export function renderFirstView(request: FirstViewRequest): Promise<RenderedView | null> {
  registerSchoolRemotes(request.manifest, 'http://localhost/');
  const client = createQueryClient();
  client.setQueryData(queryKeys.session(), request.user);
  // The modules are at hand during each render only (a render is synchronous: another request's render
  // never sees them).
  const render = () => {
    const forget = provideRemoteModules(request.modules);
    // The browser's route tree in a memory router: the browser takes this view over as it is (hydration).
    // A redirect (<Navigate>, which runs in an effect) does nothing here and is followed by the browser.
    const router = createMemoryRouter(routeTree, { initialEntries: [request.url] });
    try {
      return renderToString(
        <ScreenProvider value={request.screen ?? 'desktop'}>
          <AppProviders client={client}>
            <RouterProvider router={router} />
          </AppProviders>
        </ScreenProvider>,
      );
    } finally {
      router.dispose();
      forget();
    }
  };
  const { around, deadline, fetching, answered } = request;
  return renderWithData(around ? () => around(render) : render, client, { deadline, fetching, answered });
}
