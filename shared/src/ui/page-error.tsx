import { errorMessage, normaliseError } from '../api';
import { commonTexts } from '../texts';
import { ErrorScreen } from './states';

/** A 403 on a page of a person or group shows a no-access message, a 404 'not found', anything else the generic error view. */
export function pageErrorKind(error: unknown): 'no-access' | 'not-found' | 'generic' {
  const status = normaliseError(error).status;
  if (status === 403) return 'no-access';
  if (status === 404) return 'not-found';
  return 'generic';
}

/**
 * The error view of a page about one record (a student, a teacher, a group, a company): the page's
 * no-access message for a 403, its not-found message for a 404 when it has one, otherwise the error
 * with a retry button.
 */
export function PageError({ error, onRetry, noAccess, notFound }: { error: unknown; onRetry: () => void; noAccess: string; notFound?: string }) {
  const kind = pageErrorKind(error);
  if (kind === 'no-access') return <ErrorScreen title={commonTexts.noAccessTitle} message={noAccess} />;
  if (kind === 'not-found' && notFound) return <ErrorScreen title={commonTexts.notFoundShortTitle} message={notFound} />;
  return <ErrorScreen message={errorMessage(error)} onRetry={onRetry} />;
}

/** Reads a route parameter as a database id (1…2147483647), or null. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
