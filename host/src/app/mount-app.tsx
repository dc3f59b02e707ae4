import { StrictMode } from 'react';
import { App } from './app';
import { startApp } from './start-app';

/** Puts the app on the page: the server's first view, where the page came with one, taken over. */
export function mountApp(container: HTMLElement): void {
  startApp(
    container,
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
