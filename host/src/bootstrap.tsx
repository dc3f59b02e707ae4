import { StrictMode } from 'react';
import { App } from './app/app';
import { startApp } from './app/start-app';
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

startApp(
  document.getElementById('root')!,
  <StrictMode>
    <App />
  </StrictMode>,
);
