import * as v from 'valibot';
import { teacherApiTexts, validationTexts } from '../texts';
import { cleanText, DateTimeSchema, IdLikeSchema, IdSchema } from './common';

export const TeacherLegalOfferSchema = v.object({
  id: IdSchema,
  content: v.string(),
  createdAt: DateTimeSchema,
});

export const TeacherLegalOfferStatusChangeSchema = v.object({
  id: IdSchema,
  teacherLegalOffer: TeacherLegalOfferSchema,
  teacher: v.object({ id: IdSchema }),
  status: v.string(),
});

export const CreateLegalOfferStatusChangeInputSchema = v.object({
  offerId: IdLikeSchema,
  teacherId: IdLikeSchema,
  status: v.literal('accepted', teacherApiTexts.legalOfferStatusInvalid),
});

export const PublishLegalOfferInputSchema = v.object({
  content: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(20, teacherApiTexts.legalOfferTooShort),
    v.maxLength(200_000, validationTexts.tooLong(200_000)),
    cleanText(true),
  ),
});

export type TeacherLegalOffer = v.InferOutput<typeof TeacherLegalOfferSchema>;
export type TeacherLegalOfferStatusChange = v.InferOutput<typeof TeacherLegalOfferStatusChangeSchema>;
