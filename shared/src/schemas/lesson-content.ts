import * as v from 'valibot';
import { MaterialTagSchema } from './content';

/**
 * The lesson catalogue as methodologists write it (mfe-learner/content):
 * one file per level with the lessons and the list of their materials, and one file per lesson
 * with its theory or plan and the bodies of its materials.
 */

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max));
const list = <T extends v.GenericSchema>(item: T, min: number, max: number) => v.pipe(v.array(item), v.minLength(min), v.maxLength(max));

/** Lesson codes: A1-1, B2-13, B2-26temp, C1-9t, Int-1. */
export const LessonCodeSchema = v.pipe(v.string(), v.regex(/^(A1|A2|B1|B2|C1|Int)-\d{1,2}(t|temp)?$/));

/** Material id ranges by type (inclusive). */
export const MATERIAL_ID_RANGES = {
  speechdrilling: [376, 1321],
  text: [50, 342],
  smalltalk: [2054, 2182],
  presentation: [4001, 4004],
} as const;

const MaterialMetaBase = {
  id: v.pipe(v.string(), v.regex(/^\d{2,4}$/)),
  name: text(120),
  tags: list(MaterialTagSchema, 1, 4),
};

/** A material as listed in the level file (menu, search, visibility). */
const CatalogueMaterialSchema = v.variant('type', [
  v.object({ type: v.literal('speechdrilling'), subtype: v.picklist(['only-new', 'old-and-new', '']), ...MaterialMetaBase }),
  v.object({ type: v.literal('text'), subtype: v.picklist(['mini', 'usual', '']), ...MaterialMetaBase }),
  v.object({ type: v.literal('smalltalk'), subtype: v.literal(''), ...MaterialMetaBase }),
  v.object({ type: v.literal('presentation'), subtype: v.literal(''), ...MaterialMetaBase }),
]);

const CatalogueLessonSchema = v.object({
  id: LessonCodeSchema,
  title: text(120),
  /** Optional second line; a lesson with a subtitle uses the wide layout. */
  subtitle: v.optional(text(200)),
  description: text(600),
  searchTags: list(text(40), 1, 12),
  /** 'full': theory and every material written out; 'plan': a lesson plan on the theory tab. */
  kind: v.picklist(['full', 'plan']),
  materials: list(CatalogueMaterialSchema, 0, 12),
});

/** content/catalogue/{group}.json */
export const CatalogueLevelSchema = v.object({
  group: v.picklist(['A1', 'A2', 'B1', 'B2', 'B2temp', 'C1', 'Int']),
  title: text(120),
  lessons: list(CatalogueLessonSchema, 1, 60),
});

const PairSchema = v.object({ en: text(400), ru: text(400) });

const TheorySectionSchema = v.object({
  heading: text(160),
  paragraphs: list(text(1500), 1, 12),
  examples: v.optional(list(PairSchema, 1, 20)),
  /** A small table, e.g. verb forms: first row is the header. */
  table: v.optional(list(list(text(120), 2, 6), 2, 16)),
});

const LessonPlanSchema = v.object({
  objectives: list(text(300), 2, 8),
  vocabulary: list(PairSchema, 4, 30),
  examples: list(PairSchema, 3, 20),
  /** Steps of the lesson for the teacher: warm-up, presentation, practice, speaking… */
  steps: v.optional(list(text(400), 2, 10)),
});

const SpeechdrillingBodySchema = v.object({
  type: v.literal('speechdrilling'),
  id: MaterialMetaBase.id,
  instructions: text(600),
  /** Russian prompt → English answer; alternatives separated by '/', hints in brackets. */
  sentences: list(v.object({ ru: text(300), en: text(400) }), 6, 40),
});

const TextBodySchema = v.object({
  type: v.literal('text'),
  id: MaterialMetaBase.id,
  title: text(160),
  paragraphs: list(text(2000), 1, 20),
  glossary: list(PairSchema, 3, 40),
  questions: v.optional(list(text(300), 1, 12)),
});

const SmalltalkBodySchema = v.object({
  type: v.literal('smalltalk'),
  id: MaterialMetaBase.id,
  situation: text(600),
  lines: list(v.object({ speaker: text(40), en: text(500), ru: v.optional(text(500)) }), 4, 40),
  usefulPhrases: v.optional(list(PairSchema, 1, 20)),
});

const PresentationBodySchema = v.object({
  type: v.literal('presentation'),
  id: MaterialMetaBase.id,
  slides: list(v.object({ title: text(160), bullets: list(text(300), 1, 8), notes: v.optional(text(800)) }), 3, 20),
});

const MaterialBodySchema = v.variant('type', [SpeechdrillingBodySchema, TextBodySchema, SmalltalkBodySchema, PresentationBodySchema]);

const LessonTheorySchema = v.object({
  intro: text(1500),
  sections: list(TheorySectionSchema, 1, 12),
});

/** content/lessons/{group}/{lessonId}.json */
export const LessonContentSchema = v.object({
  id: LessonCodeSchema,
  /** Full lessons have theory; every lesson has a plan. */
  theory: v.optional(LessonTheorySchema),
  plan: LessonPlanSchema,
  materials: list(MaterialBodySchema, 0, 12),
});

export type CatalogueMaterial = v.InferOutput<typeof CatalogueMaterialSchema>;
export type CatalogueLesson = v.InferOutput<typeof CatalogueLessonSchema>;
export type CatalogueLevel = v.InferOutput<typeof CatalogueLevelSchema>;
export type LessonContent = v.InferOutput<typeof LessonContentSchema>;
export type LessonTheory = v.InferOutput<typeof LessonTheorySchema>;
export type LessonPlan = v.InferOutput<typeof LessonPlanSchema>;
export type MaterialBody = v.InferOutput<typeof MaterialBodySchema>;
