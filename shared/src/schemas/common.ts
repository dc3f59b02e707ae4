import * as v from 'valibot';
import { validationTexts } from '../texts';

/** Any check without its own message reads 'Некорректное значение' (client and server alike). */
v.setGlobalMessage(() => validationTexts.invalidValue);

/** Database ids travel as positive integers. */
export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));
/** Ids in URLs and GraphQL `ID`s may come as strings: accept both, produce a number. */
export const IdLikeSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
  v.transform(Number),
  v.integer(),
  v.minValue(1),
);
/** Timestamps travel as ISO 8601 strings. */
export const DateTimeSchema = v.pipe(v.string(), v.isoTimestamp());
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

export type Id = v.InferOutput<typeof IdSchema>;
export type PersonRef = v.InferOutput<typeof PersonRefSchema>;
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;
