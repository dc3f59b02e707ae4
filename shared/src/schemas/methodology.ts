import * as v from 'valibot';

/**
 * The teachers' methodology handbook as methodologists write it (mfe-learner/content/methodology):
 * one file per top section M0-0 … M6-0, each with nested sub-sections M{n}-1, M{n}-2 …
 * made of paragraphs, lists, glossary terms, tables and tips.
 */

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max));
const list = <T extends v.GenericSchema>(item: T, min: number, max: number) => v.pipe(v.array(item), v.minLength(min), v.maxLength(max));

/** Top sections: M0-0 … M6-0. */
export const METHODOLOGY_SECTION_IDS = ['M0-0', 'M1-0', 'M2-0', 'M3-0', 'M4-0', 'M5-0', 'M6-0'] as const;
const MethodologySectionIdSchema = v.picklist(METHODOLOGY_SECTION_IDS);
/** Sub-sections: M1-1, M1-2 … M1-30 (the digit after M is the top section's). */
const MethodologySubsectionIdSchema = v.pipe(v.string(), v.regex(/^M[0-6]-[1-9]\d?$/));

const MethodologyBlockSchema = v.variant('type', [
  v.object({ type: v.literal('paragraph'), text: text(2000) }),
  v.object({
    type: v.literal('list'),
    style: v.picklist(['bullet', 'numbered']),
    /** Optional lead-in line shown above the list. */
    title: v.optional(text(200)),
    items: list(text(800), 1, 20),
  }),
  /** A glossary entry. */
  v.object({ type: v.literal('term'), term: text(120), definition: text(1500) }),
  /** A small table: the first row is the header; every row has the same number of cells. */
  v.object({
    type: v.literal('table'),
    rows: v.pipe(
      list(list(text(300), 2, 6), 2, 20),
      v.check((rows) => rows.every((row) => row.length === rows[0]?.length), 'Все строки таблицы должны иметь одинаковое число ячеек'),
    ),
  }),
  /** A highlighted practical tip. */
  v.object({ type: v.literal('tip'), text: text(1000) }),
]);

const MethodologySubsectionSchema = v.object({
  id: MethodologySubsectionIdSchema,
  title: text(160),
  blocks: list(MethodologyBlockSchema, 1, 40),
});

/** content/methodology/{id}.json */
export const MethodologySectionSchema = v.pipe(
  v.object({
    id: MethodologySectionIdSchema,
    title: text(160),
    /** One or two sentences under the section title. */
    summary: text(600),
    subsections: list(MethodologySubsectionSchema, 1, 20),
  }),
  v.check(
    (section) => section.subsections.every((sub) => sub.id.startsWith(section.id.slice(0, 3))),
    'Подразделы должны принадлежать своему разделу: M1-1, M1-2 … внутри M1-0',
  ),
);

export type MethodologyBlock = v.InferOutput<typeof MethodologyBlockSchema>;
export type MethodologySection = v.InferOutput<typeof MethodologySectionSchema>;
export type MethodologySectionId = v.InferOutput<typeof MethodologySectionIdSchema>;
