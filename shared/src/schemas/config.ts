import * as v from 'valibot';
import { boundedInt, jsonLimits, textBlock, textLine } from './common';

const LinguoPortraitFieldSchema = v.object({
  key: v.string(),
  name: v.string(),
  values: v.array(v.string()),
});

export const ConfigSchema = v.object({
  linguoPortraitFields: v.array(LinguoPortraitFieldSchema),
  subscriptionPlans: v.array(v.object({ id: v.string(), name: v.string() })),
  studentStatuses: v.array(v.object({ id: v.string(), name: v.string(), forbidEditing: v.boolean() })),
});

const ProgramSchema = v.object({
  id: v.string(),
  numericId: v.number(),
  name: v.string(),
  defaultOrder: v.nullable(v.number()),
});
export const ProgramsSchema = v.array(ProgramSchema);

/** The largest error-report context, as JSON characters. */
const ERROR_REPORT_CONTEXT_MAX_CHARS = 8_000;

export const ErrorReportInputSchema = v.object({
  message: textBlock(2_000),
  /** The HTTP status of the failed call; 0 for a network failure. */
  status: v.nullable(boundedInt(0, 999)),
  context: v.pipe(v.record(textLine(100), v.unknown()), v.maxEntries(50), ...jsonLimits<Record<string, unknown>>(ERROR_REPORT_CONTEXT_MAX_CHARS)),
  url: textLine(2_000),
});

export const ErrorReportSchema = v.object({
  id: v.number(),
  userId: v.nullable(v.number()),
  message: v.string(),
  status: v.nullable(v.number()),
  context: v.record(v.string(), v.unknown()),
  url: v.string(),
  createdAt: v.string(),
});

export type LinguoPortraitField = v.InferOutput<typeof LinguoPortraitFieldSchema>;
export type Config = v.InferOutput<typeof ConfigSchema>;
export type Program = v.InferOutput<typeof ProgramSchema>;
export type ErrorReportInput = v.InferOutput<typeof ErrorReportInputSchema>;
export type ErrorReport = v.InferOutput<typeof ErrorReportSchema>;
