import { normaliseError } from '@school/shared/api';

/** A 403 on a page of a person or group shows a no-access message, a 404 'not found', anything else the generic error view. */
export function pageErrorKind(error: unknown): 'no-access' | 'not-found' | 'generic' {
  const status = normaliseError(error).status;
  if (status === 403) return 'no-access';
  if (status === 404) return 'not-found';
  return 'generic';
}
