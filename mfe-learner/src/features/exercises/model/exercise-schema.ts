import * as v from 'valibot';

/**
 * Exercises of the self-study courses, as methodologists write them (content/it-course/exercises).
 * One variant per kind. Instructions and explanations are in Russian, the material in English.
 *
 * Gaps are written inside a sentence as `{id}`: "Yesterday I {1} the hotfix." with a gap '1'.
 * Typed answers may list alternatives separated by '/' ("PR/pull request"; whole sentences with
 * ' / ') and carry a hint in brackets that is not part of the answer ("were rolled back (passive)").
 */

export const EXERCISE_KINDS = [
  'testAnyChoice',
  'testSingleChoice',
  'testMultipleChoice',
  'dropdown',
  'dropdownImages',
  'dragDropSentences',
  'dragDropToTable',
  'dragDropOrder',
  'dragDropGroups',
  'dragIntoSentences',
  'match',
  'placeholder',
  'placeholderWithEdit',
  'placeholderAnyContent',
] as const;

export type ExerciseKind = (typeof EXERCISE_KINDS)[number];

/** unit-lesson-step-kind-number-version, e.g. '1-3-2-dragDropOrder-1-1'. */
const EXERCISE_ID_PATTERN = new RegExp(`^([1-9]\\d?)-([1-9]\\d?)-([1-9]\\d?)-(${EXERCISE_KINDS.join('|')})-([1-9]\\d?)-([1-9]\\d?)$`);

interface ExerciseIdParts {
  unitId: string;
  lessonId: string;
  stepId: string;
  kind: ExerciseKind;
  number: number;
  version: number;
}

/** The parts of an exercise id, or null when it does not follow the pattern. */
export function parseExerciseId(id: string): ExerciseIdParts | null {
  const m = EXERCISE_ID_PATTERN.exec(id);
  if (!m) return null;
  const [, unitId = '', lessonId = '', stepId = '', kind, number = '', version = ''] = m;
  return { unitId, lessonId, stepId, kind: kind as ExerciseKind, number: Number(number), version: Number(version) };
}

const ExerciseIdSchema = v.pipe(v.string(), v.maxLength(60), v.regex(EXERCISE_ID_PATTERN));

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max));
const list = <T extends v.GenericSchema>(item: T, min: number, max: number) => v.pipe(v.array(item), v.minLength(min), v.maxLength(max));
/** Ids of questions, gaps, options, lines, groups: short and safe as object keys. */
const ItemIdSchema = v.pipe(v.string(), v.regex(/^[a-z0-9]{1,12}$/));

const unique = (values: readonly string[]) => new Set(values).size === values.length;
const GAP_MARK = /\{([a-z0-9]{1,12})\}/g;

/** The gap ids written in a sentence, in order. */
function gapIdsOf(sentence: string): string[] {
  return [...sentence.matchAll(GAP_MARK)].map((m) => m[1] ?? '');
}

type SentencePart = { type: 'text'; value: string } | { type: 'gap'; id: string };

/** A sentence cut into its text and its gaps, for the players. */
export function splitSentence(sentence: string): SentencePart[] {
  const parts: SentencePart[] = [];
  let last = 0;
  for (const m of sentence.matchAll(GAP_MARK)) {
    if (m.index > last) parts.push({ type: 'text', value: sentence.slice(last, m.index) });
    parts.push({ type: 'gap', id: m[1] ?? '' });
    last = m.index + m[0].length;
  }
  if (last < sentence.length) parts.push({ type: 'text', value: sentence.slice(last) });
  return parts;
}

/** A sentence whose `{id}` marks are exactly its gaps, each once. */
const gapped = <G extends v.GenericSchema<unknown, { id: string }>>(gap: G, maxGaps: number) =>
  v.pipe(
    v.object({ id: ItemIdSchema, text: text(400), gaps: list(gap, 1, maxGaps), explanation: v.optional(text(600)) }),
    v.check((s) => {
      const marks = gapIdsOf(s.text);
      return unique(marks) && marks.join('|') === s.gaps.map((g) => g.id).join('|');
    }, 'the {id} marks of a sentence must match its gaps, in order'),
  );

const base = {
  id: ExerciseIdSchema,
  /** What to do, in Russian. */
  instruction: text(300),
  /** Material to read before answering (a Slack thread, a ticket, an incident timeline…), in English. */
  passage: v.optional(text(3000)),
  /** Shown after checking, in Russian. */
  explanation: v.optional(text(1200)),
};

const OptionSchema = v.object({ id: ItemIdSchema, text: text(240) });

interface ChoiceShape {
  options: { id: string }[];
  correct: string | string[];
}
const optionIdsUnique = (q: ChoiceShape) => unique(q.options.map((o) => o.id));
const correctAmongOptions = (q: ChoiceShape) => {
  const ids = new Set(q.options.map((o) => o.id));
  const correctIds = Array.isArray(q.correct) ? q.correct : [q.correct];
  return unique(correctIds) && correctIds.every((id) => ids.has(id));
};

const choiceQuestion = <C extends v.GenericSchema<unknown, string> | v.GenericSchema<unknown, string[]>>(correct: C) =>
  v.pipe(
    v.object({
      id: ItemIdSchema,
      prompt: text(500),
      options: list(OptionSchema, 2, 6),
      correct,
      explanation: v.optional(text(600)),
    }),
    v.check((q) => optionIdsUnique(q as ChoiceShape), 'option ids must be unique'),
    v.check((q) => correctAmongOptions(q as ChoiceShape), 'correct options must be options of the question'),
  );

const questions = <Q extends v.GenericSchema<unknown, { id: string }>>(question: Q) =>
  v.pipe(
    list(question, 1, 10),
    v.check((qs) => unique(qs.map((q) => q.id)), 'question ids must be unique'),
  );

/** Any number of options may be right (one, several or all); the learner is not told how many. */
const TestAnyChoiceSchema = v.object({
  ...base,
  kind: v.literal('testAnyChoice'),
  questions: questions(choiceQuestion(list(ItemIdSchema, 1, 6))),
});

/** Exactly one option is right. */
const TestSingleChoiceSchema = v.object({
  ...base,
  kind: v.literal('testSingleChoice'),
  questions: questions(choiceQuestion(ItemIdSchema)),
});

/** Several options (two or more) are right; the learner is told how many to choose. */
const TestMultipleChoiceSchema = v.object({
  ...base,
  kind: v.literal('testMultipleChoice'),
  questions: questions(choiceQuestion(list(ItemIdSchema, 2, 6))),
});

const SelectGapSchema = v.pipe(
  v.object({ id: ItemIdSchema, options: list(text(120), 2, 6), answer: text(120) }),
  v.check((g) => g.options.includes(g.answer), 'the answer must be one of the options'),
  v.check((g) => unique(g.options), 'options must be unique'),
);

/** Sentences with a select in each gap. */
const DropdownSchema = v.object({
  ...base,
  kind: v.literal('dropdown'),
  sentences: list(gapped(SelectGapSchema, 4), 1, 10),
});

/** A select under each picture; the picture is an emoji with a short description (alt text). */
const DropdownImagesSchema = v.object({
  ...base,
  kind: v.literal('dropdownImages'),
  images: v.pipe(
    list(
      v.pipe(
        v.object({
          id: ItemIdSchema,
          emoji: text(24),
          alt: text(200),
          caption: v.optional(text(240)),
          options: list(text(120), 2, 6),
          answer: text(120),
          explanation: v.optional(text(600)),
        }),
        v.check((g) => g.options.includes(g.answer), 'the answer must be one of the options'),
        v.check((g) => unique(g.options), 'options must be unique'),
      ),
      2,
      8,
    ),
  ),
});

/** A gap filled by dragging one token from the bank; its answer is exactly one token. */
const DragGapSchema = v.object({ id: ItemIdSchema, answer: text(160) });

/**
 * Words dragged into the gaps of sentences. The bank holds every gap's answer plus the distractors.
 */
const DragDropSentencesSchema = v.object({
  ...base,
  kind: v.literal('dragDropSentences'),
  sentences: list(gapped(DragGapSchema, 3), 2, 10),
  distractors: v.optional(list(text(80), 1, 6)),
});

/** Whole phrases dragged into sentences (usually one phrase per sentence). */
const DragIntoSentencesSchema = v.object({
  ...base,
  kind: v.literal('dragIntoSentences'),
  sentences: list(gapped(DragGapSchema, 2), 2, 10),
  distractors: v.optional(list(text(160), 1, 6)),
});

/** A table: each row has a label and cells to fill by dragging items from the bank. */
const DragDropToTableSchema = v.pipe(
  v.object({
    ...base,
    kind: v.literal('dragDropToTable'),
    /** The title of the label column. */
    labelTitle: text(80),
    columns: list(v.object({ id: ItemIdSchema, title: text(80) }), 1, 4),
    rows: list(
      v.object({
        id: ItemIdSchema,
        label: text(160),
        cells: list(v.object({ column: ItemIdSchema, answer: text(160) }), 1, 4),
      }),
      2,
      8,
    ),
    distractors: v.optional(list(text(160), 1, 6)),
  }),
  v.check((e) => {
    const columns = e.columns.map((c) => c.id);
    return (
      unique(columns) &&
      unique(e.rows.map((r) => r.id)) &&
      e.rows.every((r) => unique(r.cells.map((c) => c.column)) && r.cells.every((c) => columns.includes(c.column)))
    );
  }, 'rows, columns and cells must be unique and refer to existing columns'),
);

/** Lines given in the right order; the player shuffles them. */
const DragDropOrderSchema = v.object({
  ...base,
  kind: v.literal('dragDropOrder'),
  lines: v.pipe(
    list(v.object({ id: ItemIdSchema, text: text(300) }), 3, 10),
    v.check((lines) => unique(lines.map((l) => l.id)), 'line ids must be unique'),
  ),
});

/** Items sorted into groups. */
const DragDropGroupsSchema = v.pipe(
  v.object({
    ...base,
    kind: v.literal('dragDropGroups'),
    groups: list(v.object({ id: ItemIdSchema, title: text(100) }), 2, 4),
    items: list(v.object({ id: ItemIdSchema, text: text(200), group: ItemIdSchema }), 4, 16),
  }),
  v.check((e) => {
    const groups = e.groups.map((g) => g.id);
    return unique(groups) && unique(e.items.map((i) => i.id)) && e.items.every((i) => groups.includes(i.group));
  }, 'item ids must be unique and every item must belong to a group'),
  v.check((e) => e.groups.every((g) => e.items.some((i) => i.group === g.id)), 'every group needs an item'),
);

/** Pairs left ↔ right; extra right-hand items may be distractors. */
const MatchSchema = v.pipe(
  v.object({
    ...base,
    kind: v.literal('match'),
    pairs: list(v.object({ id: ItemIdSchema, left: text(240), right: text(240) }), 3, 10),
    distractors: v.optional(list(text(240), 1, 4)),
  }),
  v.check((e) => unique(e.pairs.map((p) => p.id)), 'pair ids must be unique'),
  v.check((e) => unique([...e.pairs.map((p) => p.right), ...(e.distractors ?? [])]), 'right-hand items must differ'),
);

/** A gap where the learner types: alternatives with '/', an optional hint shown next to it. */
const TypedGapSchema = v.object({ id: ItemIdSchema, answer: text(200), hint: v.optional(text(80)) });

/** Sentences with typed gaps. */
const PlaceholderSchema = v.object({
  ...base,
  kind: v.literal('placeholder'),
  sentences: list(gapped(TypedGapSchema, 3), 1, 10),
});

/** A sentence with a mistake, given in an editable field; the learner corrects it. */
const PlaceholderWithEditSchema = v.object({
  ...base,
  kind: v.literal('placeholderWithEdit'),
  items: v.pipe(
    list(v.object({ id: ItemIdSchema, given: text(300), answer: text(700), explanation: v.optional(text(600)) }), 1, 8),
    v.check((items) => unique(items.map((i) => i.id)), 'item ids must be unique'),
  ),
});

/** Limits of a free answer: any text of at least `minWords` words and at most this many characters. */
export const FREE_ANSWER_MAX_CHARS = 2000;

/** Free writing: any answer of reasonable length is accepted; the model answer is shown after. */
const PlaceholderAnyContentSchema = v.object({
  ...base,
  kind: v.literal('placeholderAnyContent'),
  tasks: v.pipe(
    list(
      v.object({
        id: ItemIdSchema,
        prompt: text(600),
        /** Phrases worth using, in English. */
        usefulPhrases: v.optional(list(text(120), 1, 8)),
        minWords: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(150)),
        modelAnswer: text(1500),
      }),
      1,
      3,
    ),
    v.check((tasks) => unique(tasks.map((t) => t.id)), 'task ids must be unique'),
  ),
});

export const ExerciseSchema = v.variant('kind', [
  TestAnyChoiceSchema,
  TestSingleChoiceSchema,
  TestMultipleChoiceSchema,
  DropdownSchema,
  DropdownImagesSchema,
  DragDropSentencesSchema,
  DragDropToTableSchema,
  DragDropOrderSchema,
  DragDropGroupsSchema,
  DragIntoSentencesSchema,
  MatchSchema,
  PlaceholderSchema,
  PlaceholderWithEditSchema,
  PlaceholderAnyContentSchema,
]);

export type Exercise = v.InferOutput<typeof ExerciseSchema>;
export type ExerciseOf<K extends ExerciseKind> = Extract<Exercise, { kind: K }>;

/** The gap ids of an exercise must be unique across its sentences (answers are keyed by them). */
function gapIdsUnique(e: Exercise): boolean {
  if (!('sentences' in e)) return true;
  return unique(e.sentences.flatMap((s) => s.gaps.map((g) => g.id))) && unique(e.sentences.map((s) => s.id));
}

/** content/it-course/exercises/unit-{u}/lesson-{l}.json: the bodies of one lesson's exercises. */
export const LessonExercisesSchema = v.pipe(
  v.object({
    unitId: v.pipe(v.string(), v.regex(/^[1-9]\d?$/)),
    lessonId: v.pipe(v.string(), v.regex(/^[1-9]\d?$/)),
    exercises: v.pipe(
      list(v.pipe(ExerciseSchema, v.check(gapIdsUnique, 'gap and sentence ids must be unique in an exercise')), 1, 60),
      v.check((list) => unique(list.map((e) => e.id)), 'exercise ids must be unique'),
    ),
  }),
  v.check((f) => f.exercises.every((e) => e.id.startsWith(`${f.unitId}-${f.lessonId}-`)), 'every exercise id must start with the unit and lesson of its file'),
  v.check((f) => f.exercises.every((e) => parseExerciseId(e.id)?.kind === e.kind), 'the kind in an exercise id must be the kind of the exercise'),
);
export type LessonExercises = v.InferOutput<typeof LessonExercisesSchema>;

// ——— Answers ———

const AnswerTextSchema = v.pipe(v.string(), v.maxLength(FREE_ANSWER_MAX_CHARS));
const answerMap = <T extends v.GenericSchema>(value: T) =>
  v.pipe(
    v.record(ItemIdSchema, value),
    v.check((o) => Object.keys(o).length <= 60, 'too many answers'),
  );

/**
 * What a learner answers, per kind. Keys are question, gap, image, cell (`row.column`), item or
 * pair ids; a missing key is an unanswered item.
 */
const AnswerSchemas = {
  /** question id → the chosen option ids */
  testAnyChoice: answerMap(v.pipe(v.array(ItemIdSchema), v.maxLength(6))),
  /** question id → the chosen option id */
  testSingleChoice: answerMap(ItemIdSchema),
  /** question id → the chosen option ids */
  testMultipleChoice: answerMap(v.pipe(v.array(ItemIdSchema), v.maxLength(6))),
  /** gap id → the chosen option */
  dropdown: answerMap(v.pipe(v.string(), v.maxLength(120))),
  /** image id → the chosen option */
  dropdownImages: answerMap(v.pipe(v.string(), v.maxLength(120))),
  /** gap id → the text of the dropped token */
  dragDropSentences: answerMap(v.pipe(v.string(), v.maxLength(160))),
  /** `rowId.columnId` → the text of the dropped item */
  dragDropToTable: v.pipe(
    v.record(v.pipe(v.string(), v.regex(/^[a-z0-9]{1,12}\.[a-z0-9]{1,12}$/)), v.pipe(v.string(), v.maxLength(160))),
    v.check((o) => Object.keys(o).length <= 40, 'too many answers'),
  ),
  /** line ids in the learner's order */
  dragDropOrder: v.pipe(v.array(ItemIdSchema), v.maxLength(10)),
  /** item id → group id */
  dragDropGroups: answerMap(ItemIdSchema),
  /** gap id → the text of the dropped phrase */
  dragIntoSentences: answerMap(v.pipe(v.string(), v.maxLength(160))),
  /** pair id → the chosen right-hand text */
  match: answerMap(v.pipe(v.string(), v.maxLength(240))),
  /** gap id → typed text */
  placeholder: answerMap(v.pipe(v.string(), v.maxLength(200))),
  /** item id → the edited sentence */
  placeholderWithEdit: answerMap(v.pipe(v.string(), v.maxLength(700))),
  /** task id → free text */
  placeholderAnyContent: answerMap(AnswerTextSchema),
} as const satisfies Record<ExerciseKind, v.GenericSchema>;

export type ExerciseAnswer<K extends ExerciseKind> = v.InferOutput<(typeof AnswerSchemas)[K]>;
export type AnyExerciseAnswer = { [K in ExerciseKind]: ExerciseAnswer<K> }[ExerciseKind];

/** A stored or received answer of a kind, or null when it does not fit the kind. */
export function parseAnswer<K extends ExerciseKind>(kind: K, value: unknown): ExerciseAnswer<K> | null {
  const result = v.safeParse(AnswerSchemas[kind], value);
  return result.success ? (result.output as ExerciseAnswer<K>) : null;
}
