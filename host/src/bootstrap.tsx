import { inlineSession } from '@school/shared/api';
import { fetchManifest, loadFirstPage, registerSchoolRemotes } from '@school/shared/app-shell';
import { nextTask } from './app/next-task';
import { rememberTimeZone } from './app/time-zone-cookie';

rememberTimeZone();
const manifest = await fetchManifest();
registerSchoolRemotes(manifest);
// The page's remote module before the first render (its files are already on their way: the server
// preloads them with the page), so the page renders with the layout instead of after a loading state
// that React keeps on screen for at least 300 ms; its data requests start that much sooner.
const firstPage = loadFirstPage(window.location.pathname, inlineSession() ?? null);
// React DOM, then the app's own modules (the router and its routes), are each evaluated in a task of their
// own while the page's module loads: shorter tasks where a phone's main thread was blocked by one long
// one. They travel in the startup's files as before (eager imports: no file of their own, only a later start).
await nextTask();
await import(/* webpackMode: "eager" */ 'react-dom/client');
await nextTask();
const { mountApp } = await import(/* webpackMode: "eager" */ './app/mount-app');
await firstPage;
mountApp(document.getElementById('root')!);
