import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { fetchManifest, registerSchoolRemotes } from '@school/shared/app-shell';

const manifest = await fetchManifest();
registerSchoolRemotes(manifest);

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
