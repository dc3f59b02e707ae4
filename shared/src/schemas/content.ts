import * as v from 'valibot';
import { DateTimeSchema, IdLikeSchema, IdSchema } from './common';

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

/**
 * The static structure of a step-counted course (the IT course): units → lessons → steps.
 * Ids are short numbers ('1', '12'); every lesson ends with the step 'final'. Exercise ids follow
 * unit-lesson-step-kind-number-version ('1-3-2-dragDropOrder-1-1'); the kinds are checked by the
 * exercise schema of the learner remote.
 */
const CourseNumberIdSchema = v.pipe(v.string(), v.regex(/^[1-9]\d?$/));
export const CourseStepIdSchema = v.pipe(v.string(), v.regex(/^([1-9]\d?|final)$/));
export const CourseExerciseIdSchema = v.pipe(v.string(), v.regex(/^([1-9]\d?-){3}[a-zA-Z]{4,30}-[1-9]\d?-[1-9]\d?$/));
const courseTitle = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(160));
export const CourseStepSchema = v.object({
  id: CourseStepIdSchema,
  title: courseTitle,
  exerciseIds: v.pipe(v.array(CourseExerciseIdSchema), v.maxLength(8)),
});
export const CourseLessonTypeSchema = v.picklist(['intro', 'selfStudy', 'bonus', 'caseStudy', 'test']);
export const CourseLessonSchema = v.object({
  id: CourseNumberIdSchema,
  title: courseTitle,
  type: CourseLessonTypeSchema,
  steps: v.pipe(v.array(CourseStepSchema), v.minLength(1), v.maxLength(40)),
});
export const CourseUnitSchema = v.object({
  id: CourseNumberIdSchema,
  title: courseTitle,
  lessons: v.pipe(v.array(CourseLessonSchema), v.minLength(1), v.maxLength(16)),
});

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
  courseId: v.pipe(v.string(), v.nonEmpty()),
  studentId: v.union([IdLikeSchema, v.literal('me')]),
});
export const CreateCourseResultInputSchema = v.object({
  studentId: IdLikeSchema,
  courseId: v.pipe(v.string(), v.nonEmpty()),
  fieldName: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
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
export const UpdateUserVariablesInputSchema = v.object({ variables: v.array(UserVariableSchema) });

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
export type CourseLessonType = v.InferOutput<typeof CourseLessonTypeSchema>;
export type CourseResultsNormalized = v.InferOutput<typeof CourseResultsNormalizedSchema>;
export type OnboardingStep = v.InferOutput<typeof OnboardingStepSchema>;
export type UserVariable = v.InferOutput<typeof UserVariableSchema>;
export type ProgramStatuses = v.InferOutput<typeof ProgramStatusesSchema>;
