import type { CurrentUser } from '@school/shared/schemas';
import { hasCapability, type Capability } from '@school/shared/permissions';

const DASHBOARD_PATH = '/lms/dashboard';
const LOGIN_PATH = '/login';
const LOGOUT_PATH = '/logout';
const LEGAL_OFFERS_PATH = '/lms/teacher-legal-offers-to-accept';
const PERSONAL_DATA_PATH = '/lms/personal-data';

type SessionStatus = 'loading' | 'authenticated' | 'unAuthenticated' | 'error';

type GuardDecision = { kind: 'loading' } | { kind: 'error' } | { kind: 'render' } | { kind: 'redirect'; to: string };

/** The sign-in route for a visitor who opened `path` (with its query): redirect_path is not added for the dashboard or root. */
export function loginPathFor(path: string, search = ''): string {
  if (path === '/' || path === '' || path === DASHBOARD_PATH || path === `${DASHBOARD_PATH}/`) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect_path=${encodeURIComponent(path + search)}`;
}

/** Only a path of this site is a place to return to: '/lms/x', never '//evil.com' or 'https://…'. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith(LOGIN_PATH) || value.startsWith(LOGOUT_PATH)) return null;
  return value;
}

/** Where a signed-in visitor of the sign-in page goes: redirect_path or the dashboard. */
export function afterLoginPath(redirectPath: string | null | undefined): string {
  return safeRedirectPath(redirectPath) ?? DASHBOARD_PATH;
}

/** A page a user is held on until it is done: the legal offer (teachers), then personal data. */
export function forcedPathFor(user: CurrentUser): string | null {
  if (user.isTeacher && user.legalOffersToAccept > 0) return LEGAL_OFFERS_PATH;
  if (user.personalDataMissing) return PERSONAL_DATA_PATH;
  return null;
}

/** The decision for a page that needs a session and a capability. */
export function decideGuard(args: { status: SessionStatus; user: CurrentUser | null; path: string; search?: string; capability: Capability }): GuardDecision {
  const { status, user, path, search = '', capability } = args;
  if (status === 'loading') return { kind: 'loading' };
  if (status === 'error') return { kind: 'error' };
  if (status === 'unAuthenticated' || !user) return { kind: 'redirect', to: loginPathFor(path, search) };
  const forced = forcedPathFor(user);
  if (forced && path !== forced && path !== LOGOUT_PATH) return { kind: 'redirect', to: forced };
  if (!hasCapability(user, capability)) return { kind: 'redirect', to: DASHBOARD_PATH };
  return { kind: 'render' };
}

export function sessionStatusOf(query: { isPending: boolean; isError: boolean; data: CurrentUser | null | undefined }): SessionStatus {
  if (query.isPending) return 'loading';
  if (query.isError) return 'error';
  return query.data ? 'authenticated' : 'unAuthenticated';
}
