import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { fetchManifest, registerSchoolRemotes } from '@school/shared/app-shell';

const manifest = await fetchManifest();
registerSchoolRemotes(manifest);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
