import * as v from 'valibot';
import { DateTimeSchema, IdLikeSchema, IdSchema, NullableDateTimeSchema, PageSchema, textLine } from './common';

/** The back office (`/lms/admin/...`): the school's outgoing mail. */

export const MAIL_STATUSES = ['kept', 'queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MailListInputSchema = v.strictObject({
  page: PageSchema,
  /** A part of the recipient's address or of the subject. */
  search: v.optional(textLine(254)),
});

export const MailSummarySchema = v.object({
  id: IdSchema,
  kind: v.string(),
  to: v.string(),
  subject: v.string(),
  status: v.picklist(MAIL_STATUSES),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  createdAt: DateTimeSchema,
  sentAt: NullableDateTimeSchema,
});

export const MailListSchema = v.object({
  items: v.array(MailSummarySchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});

export const MailMessageInputSchema = v.strictObject({ id: IdLikeSchema });

export const MailMessageSchema = v.object({
  ...MailSummarySchema.entries,
  html: v.string(),
  text: v.string(),
});

export type MailSummary = v.InferOutput<typeof MailSummarySchema>;
export type MailList = v.InferOutput<typeof MailListSchema>;
export type MailMessage = v.InferOutput<typeof MailMessageSchema>;
