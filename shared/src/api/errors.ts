import * as v from 'valibot';
import { ErrorBodySchema } from '../schemas';
import { commonTexts } from '../texts';

/**
 * Every failed call ends as an ApiError: the HTTP status (0 when no response came) and the
 * messages of the response's `errors` list. `message` is the first of them, else the spec's fallback.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  /** Messages by field name, when the server tied them to a field. */
  readonly fieldErrors: Record<string, string>;
  /** The answer came but failed its schema check: asking again gives the same answer. */
  readonly unexpectedAnswer: boolean;

  constructor(status: number, messages: string[], fieldErrors: Record<string, string> = {}, options: { unexpectedAnswer?: boolean } = {}) {
    super(messages[0] ?? commonTexts.apiErrorFallback);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
    this.fieldErrors = fieldErrors;
    this.unexpectedAnswer = options.unexpectedAnswer ?? false;
  }
}

/** Reads `{ errors: [{ message, field? }] }`; anything else yields no messages. */
export function readErrorBody(body: unknown): { messages: string[]; fieldErrors: Record<string, string> } {
  const parsed = v.safeParse(ErrorBodySchema, body);
  if (!parsed.success) return { messages: [], fieldErrors: {} };
  const messages = parsed.output.errors.map((e) => e.message).filter((m) => m.trim() !== '');
  const fieldErrors: Record<string, string> = {};
  for (const e of parsed.output.errors) if (e.field && !(e.field in fieldErrors)) fieldErrors[e.field] = e.message;
  return { messages, fieldErrors };
}

export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const { messages, fieldErrors } = readErrorBody(body);
  return new ApiError(status, messages, fieldErrors);
}

/** Turns anything thrown by a call into an ApiError. */
export function normaliseError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(0, []);
}

/** A part of the app (a webpack chunk: a page's code, a lesson's content) that did not arrive. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/i.test(error.message);
}

/**
 * The API error display: the first message of the response's errors, else the fallback; a part of the
 * app that did not load says so in Russian (never «Loading chunk 5145 failed»).
 */
export function errorMessage(error: unknown): string {
  if (isChunkLoadError(error)) return commonTexts.chunkLoadFailed;
  return normaliseError(error).message;
}

/**
 * Form server error display: '{message}.' for a 400 with a message,
 * otherwise 'Ошибка! Пожалуйста, попробуйте позже. Ошибка = {status}.'.
 */
export function formErrorMessage(error: unknown): string {
  const e = normaliseError(error);
  if (e.status === 400 && e.messages[0]) return commonTexts.formServerError(e.messages[0].replace(/\.$/, ''));
  return commonTexts.formStatusError(e.status);
}

/** The server's messages joined by a space, else the given fallback (next-lesson save failures). */
export function joinedMessages(error: unknown, fallback: string): string {
  const e = normaliseError(error);
  return e.messages.length > 0 ? e.messages.join(' ') : fallback;
}

/** An error meant for the user: the render-error screen shows its message instead of the generic one. */
export class ClientError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClientError';
  }
}
