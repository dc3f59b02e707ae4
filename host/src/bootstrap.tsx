import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { inlineSession } from '@school/shared/api';
import { fetchManifest, loadFirstPage, registerSchoolRemotes } from '@school/shared/app-shell';
import { rememberTimeZone } from './app/time-zone-cookie';

rememberTimeZone();
const manifest = await fetchManifest();
registerSchoolRemotes(manifest);
// The page's remote module before the first render (its files are already on their way: the server
// preloads them with the page), so the page renders with the layout instead of after a loading state
// that React keeps on screen for at least 300 ms; its data requests start that much sooner.
await loadFirstPage(window.location.pathname, inlineSession() ?? null);

// The first render as a transition: React yields to the browser every few milliseconds instead of
// holding the main thread until the whole page is built (input stays responsive on slow phones).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
