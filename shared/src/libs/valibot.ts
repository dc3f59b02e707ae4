/**
 * The valibot functions the school uses, as one module every app shares: one valibot on the page, so
 * the Russian fallback message the shared schemas set (schemas/common.ts) holds for every app. The
 * webpack builds resolve `valibot` to this file, so valibot travels tree-shaken instead of whole
 * (`import * as v from 'valibot'` keeps working). Tests and the server import the real package. Code
 * that needs another function adds it here; `tooling/webpack/library-facades.test.ts` fails until it does.
 */
export {
  array,
  boolean,
  check,
  email,
  flatten,
  function,
  integer,
  isoTimestamp,
  length,
  literal,
  maxLength,
  maxValue,
  minLength,
  minValue,
  nonEmpty,
  nullable,
  nullish,
  number,
  object,
  omit,
  optional,
  parse,
  pick,
  picklist,
  pipe,
  record,
  regex,
  safeParse,
  setGlobalMessage,
  string,
  summarize,
  toLowerCase,
  transform,
  trim,
  union,
  unknown,
  uuid,
  variant,
} from 'valibot';
