import { errorMessage } from '@school/shared/api';
import { ErrorScreen } from '@school/shared/ui';
import { texts } from '../../../texts';
import { pageErrorKind } from '../model/page-error';

/**
 * The error view of a student's, a teacher's or a group's page: the page's no-access message for a 403,
 * its not-found message for a 404 when it has one, otherwise the error with a retry button.
 */
export function PageError({ error, onRetry, noAccess, notFound }: { error: unknown; onRetry: () => void; noAccess: string; notFound?: string }) {
  const kind = pageErrorKind(error);
  if (kind === 'no-access') return <ErrorScreen title={texts.noAccessTitle} message={noAccess} />;
  if (kind === 'not-found' && notFound) return <ErrorScreen title={texts.notFoundTitle} message={notFound} />;
  return <ErrorScreen message={errorMessage(error)} onRetry={onRetry} />;
}
