import * as v from 'valibot';
import { DateTimeSchema, IdLikeSchema, IdSchema } from './common';

export const TeacherLegalOfferSchema = v.object({
  id: IdSchema,
  content: v.string(),
  createdAt: DateTimeSchema,
});

export const LegalOfferStatusSchema = v.picklist(['pending', 'accepted']);

export const TeacherLegalOfferStatusChangeSchema = v.object({
  id: IdSchema,
  teacherLegalOffer: TeacherLegalOfferSchema,
  teacher: v.object({ id: IdSchema }),
  status: v.string(),
});

export const CreateLegalOfferStatusChangeInputSchema = v.object({
  offerId: IdLikeSchema,
  teacherId: IdLikeSchema,
  status: v.literal('accepted'),
});

export const PublishLegalOfferInputSchema = v.object({
  content: v.pipe(v.string(), v.trim(), v.minLength(20), v.maxLength(200_000)),
});

export type TeacherLegalOffer = v.InferOutput<typeof TeacherLegalOfferSchema>;
export type TeacherLegalOfferStatusChange = v.InferOutput<typeof TeacherLegalOfferStatusChangeSchema>;
