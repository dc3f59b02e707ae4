/**
 * The host routes only its own pages (routes.tsx). Every other page comes from the page list a
 * remote publishes with its build (pages.json, merged by the server into the remotes manifest),
 * so a remote adds, moves or removes a page by shipping itself alone.
 * What the host still decides: which remote's home a signed-in user sees as the dashboard — a rule of
 * the shared page helpers, so the server preloads the same module the host will show.
 */
export { dashboardModuleFor } from '@school/shared/pages';
