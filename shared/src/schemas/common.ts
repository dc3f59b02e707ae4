import * as v from 'valibot';
import { validationTexts } from '../texts';

/** Any check without its own message reads 'Некорректное значение' (client and server alike). */
v.setGlobalMessage(() => validationTexts.invalidValue);

/**
 * The building blocks every input schema is made of. Whatever a caller sends is bounded here once:
 * ids fit the database's `integer`, text has a maximum and no control characters, lists and pages
 * have a maximum, dates are real calendar dates. The limits are recorded in docs/decisions.md.
 */

/** The largest value of a PostgreSQL `integer` (every id column is one). */
export const MAX_ID = 2_147_483_647;
/** The deepest page a list call may ask for. */
const MAX_PAGE = 10_000;

/** Database ids travel as positive integers. */
export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID));
/** Ids in URLs and GraphQL `ID`s may come as strings: accept both, produce a number. */
export const IdLikeSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.maxLength(10), v.regex(/^\d+$/))]),
  v.transform(Number),
  v.integer(),
  v.minValue(1),
  v.maxValue(MAX_ID),
);

/** An integer within [min, max] (counts, indexes, amounts). */
export const boundedInt = (min: number, max: number, message?: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** A page number of a list call (1 when left out). */
export const PageSchema = v.optional(boundedInt(1, MAX_PAGE), 1);
/** A page size of a list call (`fallback` when left out). */
export const pageSizeSchema = (fallback: number, max = 100) => v.optional(boundedInt(1, max), fallback);

/* eslint-disable no-control-regex -- finding control characters is the point of these patterns */
/** C0 and C1 control characters and DEL: NUL, escape, backspace… */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but a line break and a tab are text. */
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */
/** A half of a surrogate pair without its other half (cannot be stored as UTF-8). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Characters that change how one line reads without being seen: direction marks, embeddings,
 * overrides and isolates (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069: «‮gpj.exe» shows as
 * «exe.jpg»), zero-width space and word joiner (U+200B, U+2060), the byte-order mark (U+FEFF) and the
 * line and paragraph separators (U+2028, U+2029), which break a line that must stay one.
 */
const INVISIBLE = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff\u2028\u2029]/;
/** A zero-width joiner that joins no emoji (👩‍💻 keeps its own). */
const LONE_JOINER = /(?<!\p{Extended_Pictographic}\ufe0f?)\u200d|\u200d(?!\p{Extended_Pictographic})/u;

/**
 * Text as the database can keep it: no control characters (a line break and a tab when `multiLine`),
 * no broken surrogates. One line (names, e-mails, titles, labels) also has no invisible characters and
 * no direction overrides.
 */
function isCleanText(value: string, multiLine = false): boolean {
  if ((multiLine ? CONTROL_BUT_LINES : CONTROL).test(value) || LONE_SURROGATE.test(value)) return false;
  return multiLine || !(INVISIBLE.test(value) || LONE_JOINER.test(value));
}

/** The pipe step that refuses control characters (one line: all of them; multi-line: all but \n and \t). */
export const cleanText = (multiLine = false) => v.check<string, string>((value) => isCleanText(value, multiLine), validationTexts.invalidCharacters);

/** One line of text of at most `max` characters (names, e-mails, titles, ids of catalogue entries…). */
export const textLine = (max: number, message?: string) => v.pipe(v.string(message), v.maxLength(max, validationTexts.tooLong(max)), cleanText(false));

/** Text of several lines (bios, report fields, homework): at most `max` characters, line breaks and tabs allowed. */
export const textBlock = (max: number, message?: string) => v.pipe(v.string(message), v.maxLength(max, validationTexts.tooLong(max)), cleanText(true));

/**
 * The id of a catalogue entry (a lesson format, a plan, a price, a course, a status):
 * letters, digits, '_', '-', '.', starting with a letter or digit, at most 64 characters.
 */
export const KeySchema = v.pipe(v.string(), v.maxLength(64), v.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/));

/** A list of at most `max` (and at least `min`) items. */
export const boundedArray = <T extends v.GenericSchema>(item: T, max: number, min = 0) =>
  min > 0 ? v.pipe(v.array(item), v.minLength(min), v.maxLength(max)) : v.pipe(v.array(item), v.maxLength(max));

/**
 * Free-form JSON the apps keep for themselves (error context, user variables): at most `maxChars`
 * characters as JSON, at most 8 levels deep, strings and keys as multi-line text (jsonb refuses NUL).
 */
export function jsonValue(maxChars: number) {
  return v.pipe(v.unknown(), ...jsonLimits<unknown>(maxChars));
}

/** The checks of `jsonValue` for a pipe of another schema (e.g. a record). */
export function jsonLimits<T>(maxChars: number) {
  return [
    v.check<T, string>((value) => isPlainJson(value, 8), validationTexts.invalidValue),
    v.check<T, string>((value) => (JSON.stringify(value)?.length ?? 0) <= maxChars, validationTexts.tooLarge),
  ] as const;
}

function isPlainJson(value: unknown, depthLeft: number): boolean {
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return isCleanText(value, true);
  if (depthLeft === 0) return false;
  if (Array.isArray(value)) return value.every((item) => isPlainJson(item, depthLeft - 1));
  if (typeof value === 'object') {
    return Object.entries(value).every(([key, item]) => isCleanText(key, true) && isPlainJson(item, depthLeft - 1));
  }
  return false;
}

/** 2026-02-30 is not a day: the date part of an ISO timestamp must exist in the calendar (years 1900–2999). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An ISO 8601 timestamp of a real calendar day; `message` for every way it can be wrong. */
export const isoDateTime = (message?: string) => v.pipe(v.string(message), v.maxLength(40, message), v.isoTimestamp(message), v.check(isCalendarDate, message));

/** Timestamps travel as ISO 8601 strings. */
export const DateTimeSchema = isoDateTime();
export const NullableDateTimeSchema = v.nullable(DateTimeSchema);

export const PersonNameSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
});
export const PersonRefSchema = v.object({
  id: IdSchema,
  firstName: v.string(),
  lastName: v.string(),
});

export const ErrorBodySchema = v.object({
  errors: v.array(v.object({ message: v.string(), field: v.optional(v.string()) })),
});

export const OkSchema = v.object({ ok: v.literal(true) });

export type PersonRef = v.InferOutput<typeof PersonRefSchema>;
