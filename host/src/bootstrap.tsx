import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { fetchManifest, registerSchoolRemotes } from './features/remotes';

const manifest = await fetchManifest();
registerSchoolRemotes(manifest);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
