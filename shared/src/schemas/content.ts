import * as v from 'valibot';
import { boundedArray, DateTimeSchema, IdLikeSchema, IdSchema, jsonValue, KeySchema, textLine } from './common';

export const MaterialTagSchema = v.picklist(['general', 'marketing', 'design', 'it']);
export const MaterialTypeSchema = v.picklist(['speechdrilling', 'text', 'smalltalk', 'presentation']);

export const MaterialSchema = v.object({
  type: MaterialTypeSchema,
  subtype: v.picklist(['only-new', 'old-and-new', 'mini', 'usual', '']),
  id: v.pipe(v.string(), v.regex(/^\d+$/)),
  name: v.string(),
  tags: v.array(MaterialTagSchema),
});

export const LibraryLessonSchema = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  searchTags: v.array(v.string()),
});

export const PhraseRecordSchema = v.object({
  id: v.number(),
  order: v.number(),
  rus: v.string(),
  eng: v.string(),
  link: v.string(),
  program: v.picklist(['A1', 'A2', 'A2+', 'B1', 'B1+', 'B2']),
  searchForLink: v.array(v.string()),
});

export const ExerciseSentenceSchema = v.object({
  id: v.number(),
  order: v.number(),
  rus: v.string(),
  eng: v.string(),
  link: v.string(),
  program: v.string(),
  searchForLink: v.optional(v.array(v.string())),
});

export const GrammarTopicSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  name: v.string(),
  group: v.string(),
  lessons: v.array(v.string()),
});

export const ProgramStatusValueSchema = v.picklist([0, 1, 2]);
export const ProgramStatusesSchema = v.record(v.string(), ProgramStatusValueSchema);

export const CourseStepSchema = v.object({ id: v.string(), title: v.string(), exerciseIds: v.array(v.string()) });
export const CourseLessonSchema = v.object({
  id: v.string(),
  title: v.string(),
  type: v.picklist(['intro', 'selfStudy', 'bonus', 'caseStudy', 'test']),
  steps: v.array(CourseStepSchema),
});
export const CourseUnitSchema = v.object({ id: v.string(), title: v.string(), lessons: v.array(CourseLessonSchema) });

export const CourseResultSchema = v.object({
  fieldName: v.string(),
  fieldValue: v.number(),
  createdAt: DateTimeSchema,
});
export const CourseResultsNormalizedSchema = v.record(
  v.string(),
  v.object({ createdAt: DateTimeSchema, value: v.number() }),
);
export const CourseResultsInputSchema = v.object({
  courseId: KeySchema,
  studentId: v.union([IdLikeSchema, v.literal('me')]),
});
export const CreateCourseResultInputSchema = v.object({
  studentId: IdLikeSchema,
  courseId: KeySchema,
  fieldName: v.pipe(textLine(200), v.nonEmpty()),
  fieldValue: v.object({ progress: v.literal(1) }),
});

export const OnboardingStepSchema = v.object({
  id: v.string(),
  type: v.picklist(['initial', 'multiple choice', 'single choice', 'offer']),
  title: v.string(),
  subtitle: v.string(),
  question: v.string(),
  options: v.array(v.object({ id: v.string(), phrase: v.string() })),
  answers: v.optional(v.record(v.string(), v.boolean())),
});

export const UserVariableSchema = v.object({
  key: v.picklist(['mainWizard', 'isShowWizard']),
  value: v.unknown(),
});
export const UserVariablesSchema = v.array(UserVariableSchema);
/** The largest value of a user variable, as JSON characters. */
export const USER_VARIABLE_MAX_CHARS = 10_000;
export const UpdateUserVariablesInputSchema = v.object({
  variables: boundedArray(v.object({ key: UserVariableSchema.entries.key, value: jsonValue(USER_VARIABLE_MAX_CHARS) }), 10),
});

export const WordCountInputSchema = v.object({ studentId: IdLikeSchema, userId: v.optional(IdLikeSchema) });
export const StudentIdInputSchema = v.object({ studentId: IdLikeSchema });
export const StudentOrMeInputSchema = v.object({
  studentId: v.optional(v.union([IdLikeSchema, v.literal('me')]), 'me'),
});
export const NotificationIdInputSchema = v.object({ notificationId: IdSchema });

export type Material = v.InferOutput<typeof MaterialSchema>;
export type MaterialTag = v.InferOutput<typeof MaterialTagSchema>;
export type MaterialType = v.InferOutput<typeof MaterialTypeSchema>;
export type LibraryLesson = v.InferOutput<typeof LibraryLessonSchema>;
export type PhraseRecord = v.InferOutput<typeof PhraseRecordSchema>;
export type ExerciseSentence = v.InferOutput<typeof ExerciseSentenceSchema>;
export type GrammarTopic = v.InferOutput<typeof GrammarTopicSchema>;
export type CourseUnit = v.InferOutput<typeof CourseUnitSchema>;
export type CourseLesson = v.InferOutput<typeof CourseLessonSchema>;
export type CourseStep = v.InferOutput<typeof CourseStepSchema>;
export type CourseResultsNormalized = v.InferOutput<typeof CourseResultsNormalizedSchema>;
export type OnboardingStep = v.InferOutput<typeof OnboardingStepSchema>;
export type UserVariable = v.InferOutput<typeof UserVariableSchema>;
export type ProgramStatuses = v.InferOutput<typeof ProgramStatusesSchema>;
