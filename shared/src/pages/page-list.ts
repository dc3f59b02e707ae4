/**
 * The page list of a remote: every page the remote owns, declared once (its `src/app/pages.ts`).
 * The remote's webpack `exposes`, its dev shell routes and the routes the host learns at runtime
 * (from `pages.json`, published beside `mf-manifest.json`) are all derived from it.
 *
 * This file is loaded by Node (webpack configs, the API's manifest builder) as well as bundled:
 * it must stay self-contained, with type-only imports.
 */
import type { Capability } from '../permissions/viewer';

/** Who may open a page: visitors too ('public') or signed-in users with a capability. */
export type PageAccess = 'public' | Capability;

export const PAGE_ACCESS: readonly PageAccess[] = ['public', 'any', 'studying_user', 'teacher', 'staff', 'admin'];

/** A micro-frontend of the school: its Module Federation name (a JS identifier) and its package folder. */
export interface RemoteApp {
  name: string;
  pkg: string;
}

/**
 * The school's remotes, in the order their pages are merged (a path claimed twice keeps its first claim):
 * the one list the builds, the development runner and the API's server of built apps read
 * (tooling/webpack/remotes.cjs adds each one's development port).
 */
export const REMOTE_APPS: readonly RemoteApp[] = [
  { name: 'mfe_teacher', pkg: 'mfe-teacher' },
  { name: 'mfe_learner', pkg: 'mfe-learner' },
  { name: 'mfe_company', pkg: 'mfe-company' },
  { name: 'mfe_commerce', pkg: 'mfe-commerce' },
];

/** The path the school's own server serves a remote's current build under: /remotes/{package}/. */
export function servedPath(remote: { pkg: string }): string {
  return `/remotes/${remote.pkg}/`;
}

/** Paths the host owns; no remote may claim them. */
export const HOST_PATHS: readonly string[] = [
  '/login',
  '/logout',
  '/signup',
  '/forgot-password',
  '/set-password',
  '/confirm-email',
  '/offer',
  '/privacy',
  '/lms/dashboard',
  '/lms/personal-data',
  '/lms/settings',
];

export interface PageDeclaration {
  /** Route pattern as react-router reads it: '/lms/lessons/*', '/lms/teachers/:teacherId'. */
  path: string;
  /** Exposed module name: 'LessonsPage' becomes './LessonsPage' in webpack and 'mfe_learner/LessonsPage' at runtime. */
  module: string;
  /** The page component's file name in the remote's `src/app/routes/` folder (default export). */
  file: string;
  access: PageAccess;
  /** The browser tab title. */
  title: string;
}

/** A component one remote exposes for another (not a page): typed props live in shared/src/contracts/components. */
export interface ComponentDeclaration {
  module: string;
  /** File name in `src/app/routes/`. */
  file: string;
  /** Where the remote's standalone dev shell shows it (e.g. a dashboard at '/lms/dashboard'). */
  devPath?: string;
}

export interface PageList {
  remote: string;
  pages: readonly PageDeclaration[];
  components: readonly ComponentDeclaration[];
}

/** A page as the host routes it (the published form, without the source file). */
export interface PublishedPage {
  path: string;
  /** 'mfe_learner/LessonsPage' */
  module: string;
  access: PageAccess;
  title: string;
}

/** What a remote's build publishes beside mf-manifest.json. */
export interface PublishedPages {
  remote: string;
  version: string;
  pages: PublishedPage[];
}

export function definePages(remote: string, pages: readonly PageDeclaration[], components: readonly ComponentDeclaration[] = []): PageList {
  return { remote, pages, components };
}

const MODULE_NAME = /^[A-Z][A-Za-z0-9]{1,60}$/;
const FILE_NAME = /^[a-z0-9][a-z0-9-]*\.tsx$/;

/** Normalised form of a pattern for comparing claims: params and splats become placeholders. */
export function pathKey(path: string): string {
  const key = path
    .replace(/\/+$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? ':' : part))
    .join('/');
  return key === '' ? '/' : key;
}

/** Problems of one page list on its own: bad names, host paths, duplicates. Empty when fine. */
export function pageListProblems(list: PageList): string[] {
  const problems: string[] = [];
  const hostKeys = new Set(HOST_PATHS.map(pathKey));
  const seenPaths = new Set<string>();
  const modules = new Map<string, string>();
  for (const page of list.pages) {
    const where = `${list.remote}: ${page.path}`;
    if (!page.path.startsWith('/')) problems.push(`${where}: a path starts with '/'`);
    if (!MODULE_NAME.test(page.module)) problems.push(`${where}: module name '${page.module}' is not a PascalCase identifier`);
    if (!PAGE_ACCESS.includes(page.access)) problems.push(`${where}: unknown access '${page.access}'`);
    if (!page.title.trim()) problems.push(`${where}: a page needs a title`);
    if (!FILE_NAME.test(page.file)) problems.push(`${where}: file '${page.file}' must be a kebab-case .tsx file in src/app/routes/`);
    const key = pathKey(page.path);
    if (hostKeys.has(key)) problems.push(`${where}: the path belongs to the host`);
    if (seenPaths.has(key)) problems.push(`${where}: the path is declared twice`);
    seenPaths.add(key);
    const file = modules.get(page.module);
    if (file !== undefined && file !== page.file) problems.push(`${where}: module ${page.module} points at two files`);
    modules.set(page.module, page.file);
  }
  for (const component of list.components) {
    if (!MODULE_NAME.test(component.module)) problems.push(`${list.remote}: component name '${component.module}' is not a PascalCase identifier`);
    if (modules.has(component.module)) problems.push(`${list.remote}: ${component.module} is both a page and a component`);
    if (!FILE_NAME.test(component.file)) problems.push(`${list.remote}: file '${component.file}' must be a kebab-case .tsx file in src/app/routes/`);
  }
  return problems;
}

/** Paths claimed by more than one remote: '{path}: {first} and {second}'. */
export function conflictingClaims(lists: readonly { remote: string; pages: readonly { path: string }[] }[]): string[] {
  const owner = new Map<string, string>();
  const conflicts: string[] = [];
  for (const list of lists)
    for (const page of list.pages) {
      const key = pathKey(page.path);
      const first = owner.get(key);
      if (first && first !== list.remote) conflicts.push(`${page.path}: claimed by ${first} and ${list.remote}`);
      else owner.set(key, list.remote);
    }
  return conflicts;
}

/** webpack `exposes` of a remote: './LessonsPage' → './src/app/routes/lessons-page.tsx'. */
export function exposesOf(list: PageList): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const item of [...list.pages, ...list.components]) exposes[`./${item.module}`] = `./src/app/routes/${item.file}`;
  return exposes;
}

/** The published form of a page list. */
export function publishPages(list: PageList, version: string): PublishedPages {
  return {
    remote: list.remote,
    version,
    pages: list.pages.map((p) => ({ path: p.path, module: `${list.remote}/${p.module}`, access: p.access, title: p.title })),
  };
}

/**
 * The host's routing table from the published pages of every remote, in manifest order:
 * a path claimed twice keeps its first claim (the rest are reported), host paths are refused.
 */
export function mergePublishedPages(published: readonly PublishedPages[]): { pages: PublishedPage[]; warnings: string[] } {
  const hostKeys = new Set(HOST_PATHS.map(pathKey));
  const owner = new Map<string, string>();
  const pages: PublishedPage[] = [];
  const warnings: string[] = [];
  for (const list of published)
    for (const page of list.pages) {
      const key = pathKey(page.path);
      if (hostKeys.has(key)) {
        warnings.push(`${list.remote} declares ${page.path}, a path of the host: ignored`);
        continue;
      }
      const first = owner.get(key);
      if (first) {
        if (first !== list.remote) warnings.push(`${page.path} is claimed by ${first} and ${list.remote}: ${first} keeps it`);
        continue;
      }
      if (!page.module.startsWith(`${list.remote}/`)) {
        warnings.push(`${list.remote} declares ${page.path} with a module of another remote: ignored`);
        continue;
      }
      owner.set(key, list.remote);
      pages.push(page);
    }
  return { pages, warnings };
}

/**
 * The remote module a signed-in user sees at /lms/dashboard: the home of the remote that serves their
 * role. The host routes by it; the server uses it to preload that module with the page.
 */
export function dashboardModuleFor(user: { isTeacher: boolean; isAdmin: boolean; isClientManager: boolean; hrUserGroupIds: readonly unknown[] }): string {
  if (user.isTeacher || user.isAdmin || user.isClientManager) return 'mfe_teacher/TeacherHome';
  if (user.hrUserGroupIds.length > 0) return 'mfe_company/HrHome';
  return 'mfe_commerce/DashboardPage';
}

/** The published page whose route matches a URL path ('/lms/students/9/program' → the student page), if any. */
export function pageForPath<P extends { path: string }>(pages: readonly P[], urlPath: string): P | null {
  for (const page of pages) {
    const pattern = page.path
      .replace(/\/\*$/, '')
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    const rest = page.path.endsWith('/*') ? '(?:/.*)?' : '/?';
    if (new RegExp(`^${pattern}${rest}$`).test(urlPath)) return page;
  }
  return null;
}

/**
 * The remote module the page at this URL path shows first, if this visitor may see it (null: a host
 * page, a page no remote serves, or a signed-in page for a visitor). The server preloads its files
 * with the page; the host loads it before its first render.
 */
export function firstModuleOf(
  pages: readonly Pick<PublishedPage, 'path' | 'module' | 'access'>[],
  urlPath: string,
  user: Parameters<typeof dashboardModuleFor>[0] | null,
): string | null {
  if (urlPath === '/lms/dashboard' || urlPath === '/lms/dashboard/') return user ? dashboardModuleFor(user) : null;
  const page = pageForPath(pages, urlPath);
  if (!page) return null;
  return page.access === 'public' || user ? page.module : null;
}

/** The teacher remote's list of students and groups, which the layout shows beside a teacher's pages. */
export const TEACHER_SIDEBAR_MODULE = 'mfe_teacher/TeacherSidebar';

type SidebarUser = { isTeacher: boolean; legalOffersToAccept: number };

/**
 * Whether the layout shows the teacher sidebar (spec, teacher-and-company, "Layout": a 320 px sidebar on
 * desktop): a teacher on a wide screen, on the school's own pages (`/lms/…`), once the teacher's offers
 * are accepted (until then the offer page is all there is).
 */
export function showsTeacherSidebar(user: SidebarUser | null | undefined, urlPath: string, wide: boolean): boolean {
  return wide && Boolean(user?.isTeacher) && urlPath.startsWith('/lms/') && user?.legalOffersToAccept === 0;
}

/**
 * The remote modules a page's first view shows: the page's own (`firstModuleOf`), then the layout's
 * (the teacher sidebar). The server renders them with the page; the host loads them before its first
 * render, so the view it takes over is whole.
 */
export function firstViewModulesOf(
  pages: readonly Pick<PublishedPage, 'path' | 'module' | 'access'>[],
  urlPath: string,
  user: (Parameters<typeof dashboardModuleFor>[0] & SidebarUser) | null,
  wide: boolean,
): string[] {
  const page = firstModuleOf(pages, urlPath, user);
  return [...(page ? [page] : []), ...(showsTeacherSidebar(user, urlPath, wide) ? [TEACHER_SIDEBAR_MODULE] : [])];
}

/*
 * What the server and the page agree on about a page's first view (the page rendered by the server):
 * where its answers travel, and the cookie that tells the server the reader's time zone.
 */

/** <script id="school-query-state" type="application/json"> with the answers the view was rendered with. */
export const QUERY_STATE_ID = 'school-query-state';

/** The attribute of the view's element that names the screen it was laid out for ('phone', 'tablet', 'desktop'). */
export const VIEW_SCREEN_ATTRIBUTE = 'data-screen';

/** The browser's time zone ('Europe/Moscow'), set by the host: a signed-in view shows the reader's own times. */
export const TIME_ZONE_COOKIE = 'school-tz';
