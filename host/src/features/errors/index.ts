// The not-found page is shared with the remotes (a missing lesson looks like a missing page).
export { NotFoundPage } from '@school/shared/app-shell';
export { RenderErrorBoundary } from './components/render-error-boundary';
