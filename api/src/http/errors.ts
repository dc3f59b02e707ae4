import { commonTexts } from '@school/shared/texts';

/** An answer other than success: the status and the messages of `{ errors: [{ message, field? }] }`. */
export class HttpError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500 | 502 | 503;
  readonly errors: { message: string; field?: string }[];
  /** More of the answer's body beside `errors` (a challenge to solve). */
  readonly extra: Record<string, unknown>;

  constructor(status: HttpError['status'], errors: { message: string; field?: string }[], extra: Record<string, unknown> = {}) {
    super(errors[0]?.message ?? commonTexts.apiErrorFallback);
    this.status = status;
    this.errors = errors;
    this.extra = extra;
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, [{ message, field }]);
export const unauthenticated = () => new HttpError(401, [{ message: commonTexts.unauthenticated }]);
export const forbidden = (message: string = commonTexts.noAccess) => new HttpError(403, [{ message }]);
export const notFound = (message: string = commonTexts.notFound) => new HttpError(404, [{ message }]);
export const conflict = (message: string, field?: string) => new HttpError(409, [{ message, field }]);

/** PostgreSQL's unique_violation, on both PGlite and a server. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
