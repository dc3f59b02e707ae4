export { NotFoundPage } from './components/not-found-page';
export { RenderErrorBoundary } from './components/render-error-boundary';
