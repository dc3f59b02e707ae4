import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DevShell } from '@school/shared/dev-shell';
import { devLinks, DevRoutes } from './app/dev-routes';

/** Standalone development: the remote's pages in a minimal shell, signed in as a demo account. */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DevShell app="mfe-company" defaultEmail="manager@demo.school" links={devLinks}>
      <DevRoutes />
    </DevShell>
  </StrictMode>,
);
