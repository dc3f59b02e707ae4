import * as v from 'valibot';
import { dictionaryTexts } from '../texts/dictionary';
import { cleanText, DateTimeSchema, IdLikeSchema, IdSchema } from './common';
import { LessonCodeSchema } from './lesson-content';

/** Limits of a learner's dictionary (the API and the form check the same numbers). */
export const DICTIONARY_LIMITS = {
  word: 100,
  translation: 200,
  example: 500,
  /** Words one student may keep; the server refuses more. */
  wordsPerStudent: 3000,
  /** Words the lesson training may send at once. */
  exerciseWordsPerCall: 40,
} as const;

const WordSourceSchema = v.picklist(['my', 'exercises']);

/** Runs of spaces, tabs and line breaks become one space; the ends are trimmed. */
const squeezed = v.transform((value: string) => value.replace(/\s+/g, ' ').trim());
/** Once on one line, no invisible characters or direction overrides (common.ts, one-line text). */
const oneLine = cleanText(false);

const WordTextSchema = v.pipe(
  v.string(dictionaryTexts.wordRequired),
  v.maxLength(DICTIONARY_LIMITS.word * 4, dictionaryTexts.wordTooLong(DICTIONARY_LIMITS.word)),
  cleanText(true),
  squeezed,
  oneLine,
  v.nonEmpty(dictionaryTexts.wordRequired),
  v.maxLength(DICTIONARY_LIMITS.word, dictionaryTexts.wordTooLong(DICTIONARY_LIMITS.word)),
);
const TranslationSchema = v.pipe(
  v.string(dictionaryTexts.translationRequired),
  v.maxLength(DICTIONARY_LIMITS.translation * 4, dictionaryTexts.translationTooLong(DICTIONARY_LIMITS.translation)),
  cleanText(true),
  squeezed,
  oneLine,
  v.nonEmpty(dictionaryTexts.translationRequired),
  v.maxLength(DICTIONARY_LIMITS.translation, dictionaryTexts.translationTooLong(DICTIONARY_LIMITS.translation)),
);
const ExampleSchema = v.pipe(
  v.string(),
  v.maxLength(DICTIONARY_LIMITS.example * 4),
  cleanText(true),
  squeezed,
  oneLine,
  v.maxLength(DICTIONARY_LIMITS.example, dictionaryTexts.exampleTooLong(DICTIONARY_LIMITS.example)),
);

/** A word of a student's dictionary: written by the student ('my') or met in the lesson training ('exercises'). */
export const WordSchema = v.object({
  id: IdSchema,
  studentId: IdSchema,
  word: v.string(),
  translation: v.string(),
  /** An example sentence; '' when none. */
  example: v.string(),
  /** Marked by one of the student's teachers; a change of the word takes the mark back. */
  approved: v.boolean(),
  source: WordSourceSchema,
  /** The lesson the word came from (words from exercises), else null. */
  lessonId: v.nullable(v.string()),
  createdAt: DateTimeSchema,
});

/** The dictionary form: word, translation and an example ('' for none). */
export const WordFormSchema = v.object({
  word: WordTextSchema,
  translation: TranslationSchema,
  example: ExampleSchema,
});

/** The fields a student writes, as the API takes them: the example may be left out. */
const WordFieldsSchema = v.object({ ...WordFormSchema.entries, example: v.optional(ExampleSchema, '') });

export const AddWordInputSchema = v.object({ studentId: IdLikeSchema, ...WordFieldsSchema.entries });
export const UpdateWordInputSchema = v.object({ studentId: IdLikeSchema, wordId: IdSchema, ...WordFieldsSchema.entries });
export const DeleteWordInputSchema = v.object({ studentId: IdLikeSchema, wordId: IdSchema });

/** Words of a lesson's vocabulary met in its training, sent to the 'exercises' tab. */
export const AddExerciseWordsInputSchema = v.object({
  studentId: IdLikeSchema,
  lessonId: LessonCodeSchema,
  words: v.pipe(v.array(WordFieldsSchema), v.minLength(1), v.maxLength(DICTIONARY_LIMITS.exerciseWordsPerCall)),
});
/** Only the words that were not in the dictionary yet. */
export const AddExerciseWordsResultSchema = v.object({ added: v.array(WordSchema) });

export const ApproveWordsInputSchema = v.object({
  studentId: IdLikeSchema,
  wordIds: v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(500)),
  /** false takes the approval back. */
  approved: v.optional(v.boolean(), true),
});

export type Word = v.InferOutput<typeof WordSchema>;
export type WordSource = v.InferOutput<typeof WordSourceSchema>;
export type WordFields = v.InferOutput<typeof WordFieldsSchema>;
export type WordFormValues = v.InferInput<typeof WordFormSchema>;
