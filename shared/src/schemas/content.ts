import * as v from 'valibot';
import { validationTexts } from '../texts';
import { boundedArray, DateTimeSchema, IdLikeSchema, IdSchema, KeySchema, textLine } from './common';

export const MaterialTagSchema = v.picklist(['general', 'marketing', 'design', 'it']);
const MaterialTypeSchema = v.picklist(['speechdrilling', 'text', 'smalltalk', 'presentation']);

export const MaterialSchema = v.object({
  type: MaterialTypeSchema,
  subtype: v.picklist(['only-new', 'old-and-new', 'mini', 'usual', '']),
  id: v.pipe(v.string(), v.regex(/^\d+$/)),
  name: v.string(),
  tags: v.array(MaterialTagSchema),
});

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max));
const list = <T extends v.GenericSchema>(item: T, min: number, max: number) => v.pipe(v.array(item), v.minLength(min), v.maxLength(max));
const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** A lesson code a phrase, a sentence or a grammar topic points to: A1-1, A2-26, B2-26temp, C1-9t. */
const LessonLinkSchema = v.pipe(v.string(), v.regex(/^(A1|A2|B1|B2|C1)-\d{1,2}(t|temp)?$/));

/** A grammar label a phrase or a sentence is searched by ('Present Simple', 'Modal verbs', 'dare'). */
const GrammarLabelSchema = text(60);

/** Levels of the phrase bank; A2+ and B1+ are the second halves of A2 and B1. */
export const PHRASE_LEVELS = ['A1', 'A2', 'A2+', 'B1', 'B1+', 'B2'] as const;
const PhraseLevelSchema = v.picklist(PHRASE_LEVELS);

const PhraseRecordSchema = v.object({
  /** Stable id of the phrase; ids are not in order (phrases were added and moved over time). */
  id: int(1, 99_999),
  /** Position within its level, 1…n. */
  order: int(1, 500),
  rus: text(300),
  eng: text(300),
  link: LessonLinkSchema,
  program: PhraseLevelSchema,
  searchForLink: list(GrammarLabelSchema, 0, 6),
});

/** content/phrases/{file}.json: the phrases of one level. */
export const PhraseBankFileSchema = v.object({
  program: PhraseLevelSchema,
  phrases: list(PhraseRecordSchema, 1, 500),
});

/** Programs that have translation exercise sentences, and the range sentence ids live in. */
export const SENTENCE_PROGRAMS = ['B2', 'C1'] as const;
export const SENTENCE_ID_RANGE = [65, 694] as const;

const ExerciseSentenceSchema = v.object({
  id: int(SENTENCE_ID_RANGE[0], SENTENCE_ID_RANGE[1]),
  /** Position within its program, 1…n. */
  order: int(1, 500),
  rus: text(300),
  /** Accepted answers separated by '/', a hint in brackets: 'I'd rather stay / I would rather stay (would rather)'. */
  eng: text(500),
  link: LessonLinkSchema,
  program: v.picklist(SENTENCE_PROGRAMS),
  searchForLink: v.optional(list(GrammarLabelSchema, 1, 6)),
});

/** content/sentences/{program}.json: the sentences of one program. */
export const ExerciseSentenceFileSchema = v.object({
  program: v.picklist(SENTENCE_PROGRAMS),
  sentences: list(ExerciseSentenceSchema, 1, 500),
});

export const GRAMMAR_GROUPS = [
  'Voice',
  'Verbs',
  'Tenses',
  'Syntax',
  'Sentence types',
  'Reported Speech',
  'Pronouns',
  'Parts of speech',
  'Mood',
  'Modals',
  'Inflection',
  'Clauses',
  'Special constructions',
] as const;
const GrammarGroupSchema = v.picklist(GRAMMAR_GROUPS);

export const GRAMMAR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;
export type GrammarLevel = (typeof GRAMMAR_LEVELS)[number];

const levelLessons = list(LessonLinkSchema, 0, 60);

const GrammarTopicSchema = v.object({
  /** Fixed uuid: program statuses of students are stored under it, never change it. */
  id: v.pipe(v.string(), v.uuid()),
  name: text(80),
  /** Russian display name. */
  nameRu: text(120),
  group: GrammarGroupSchema,
  /** Other labels phrases and sentences use for this topic ('Modal verbs', 'should'). */
  labels: list(GrammarLabelSchema, 0, 8),
  /** The lessons that teach the topic, by level. */
  lessons: v.object({ A1: levelLessons, A2: levelLessons, B1: levelLessons, B2: levelLessons, C1: levelLessons }),
});

/** content/grammar/topics.json */
export const GrammarTopicsFileSchema = v.object({
  topics: list(GrammarTopicSchema, 1, 200),
});

const ProgramStatusValueSchema = v.picklist([0, 1, 2]);
export const ProgramStatusesSchema = v.record(v.string(), ProgramStatusValueSchema);
/** A teacher sets a grammar topic of a student's program to 0 «осталось», 1 «в голове» or 2 «на языке». */
export const SetProgramStatusInputSchema = v.object({
  studentId: IdLikeSchema,
  topicId: v.pipe(v.string(), v.maxLength(36), v.uuid()),
  status: ProgramStatusValueSchema,
});

/**
 * The static structure of a step-counted course (the IT course): units → lessons → steps.
 * Ids are short numbers ('1', '12'); every lesson ends with the step 'final'. Exercise ids follow
 * unit-lesson-step-kind-number-version ('1-3-2-dragDropOrder-1-1'); the kinds are checked by the
 * exercise schema of the learner remote.
 */
const CourseNumberIdSchema = v.pipe(v.string(), v.regex(/^[1-9]\d?$/));
const CourseStepIdSchema = v.pipe(v.string(), v.regex(/^([1-9]\d?|final)$/));
const CourseExerciseIdSchema = v.pipe(v.string(), v.regex(/^([1-9]\d?-){3}[a-zA-Z]{4,30}-[1-9]\d?-[1-9]\d?$/));
const courseTitle = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(160));
const CourseStepSchema = v.object({
  id: CourseStepIdSchema,
  title: courseTitle,
  exerciseIds: v.pipe(v.array(CourseExerciseIdSchema), v.maxLength(8)),
});
const CourseLessonTypeSchema = v.picklist(['intro', 'selfStudy', 'bonus', 'caseStudy', 'test']);
const CourseLessonSchema = v.object({
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

export const CourseResultsNormalizedSchema = v.record(v.string(), v.object({ createdAt: DateTimeSchema, value: v.number() }));
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

/** Ids of onboarding steps and their options: 'initial', 'reason', 'career'. */
const WizardIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(40), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));
const OnboardingStepTypeSchema = v.picklist(['initial', 'multiple choice', 'single choice', 'offer']);

/** A step of the onboarding chat or of the older wizard; `answers` (option id → ticked) is added once answered. */
const OnboardingStepSchema = v.object({
  id: WizardIdSchema,
  type: OnboardingStepTypeSchema,
  title: textLine(200),
  subtitle: textLine(300),
  question: textLine(300),
  options: boundedArray(v.object({ id: WizardIdSchema, phrase: textLine(150) }), 10),
  answers: v.optional(v.pipe(v.record(WizardIdSchema, v.boolean()), v.maxEntries(10))),
});

/** The most steps mainWizard keeps: the chat has 5, the older wizard fewer. */
export const MAIN_WIZARD_MAX_STEPS = 10;
/** mainWizard: the answered steps in the order they were answered. */
const MainWizardSchema = boundedArray(OnboardingStepSchema, MAIN_WIZARD_MAX_STEPS);
/** The largest value of a user variable, as JSON characters. */
const USER_VARIABLE_MAX_CHARS = 10_000;

/** A user variable: only the keys mainWizard (answered steps) and isShowWizard (a boolean), each with its own value. */
export const UserVariableSchema = v.pipe(
  v.variant('key', [v.object({ key: v.literal('mainWizard'), value: MainWizardSchema }), v.object({ key: v.literal('isShowWizard'), value: v.boolean() })]),
  v.check((variable) => JSON.stringify(variable.value).length <= USER_VARIABLE_MAX_CHARS, validationTexts.tooLarge),
);
export const UserVariablesSchema = boundedArray(UserVariableSchema, 2);
export const UpdateUserVariablesInputSchema = v.object({
  variables: v.pipe(
    boundedArray(UserVariableSchema, 2, 1),
    v.check((list) => new Set(list.map((variable) => variable.key)).size === list.length),
  ),
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
export type PhraseRecord = v.InferOutput<typeof PhraseRecordSchema>;
export type ExerciseSentence = v.InferOutput<typeof ExerciseSentenceSchema>;
export type GrammarTopic = v.InferOutput<typeof GrammarTopicSchema>;
export type GrammarGroup = v.InferOutput<typeof GrammarGroupSchema>;
export type PhraseLevel = v.InferOutput<typeof PhraseLevelSchema>;
export type PhraseBankFile = v.InferOutput<typeof PhraseBankFileSchema>;
export type ExerciseSentenceFile = v.InferOutput<typeof ExerciseSentenceFileSchema>;
export type CourseUnit = v.InferOutput<typeof CourseUnitSchema>;
export type CourseLesson = v.InferOutput<typeof CourseLessonSchema>;
export type CourseStep = v.InferOutput<typeof CourseStepSchema>;
export type CourseResultsNormalized = v.InferOutput<typeof CourseResultsNormalizedSchema>;
export type OnboardingStep = v.InferOutput<typeof OnboardingStepSchema>;
export type UserVariable = v.InferOutput<typeof UserVariableSchema>;
export type ProgramStatuses = v.InferOutput<typeof ProgramStatusesSchema>;
export type ProgramStatusValue = v.InferOutput<typeof ProgramStatusValueSchema>;
