import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { IT_COURSE_LESSON_STEPS, courseById, PROGRAMS } from '@school/shared/domain';
import { canSeeMaterial } from '@school/shared/permissions';
import {
  CatalogueLevelSchema,
  ExerciseSentenceFileSchema,
  GRAMMAR_GROUPS,
  GRAMMAR_LEVELS,
  GrammarTopicsFileSchema,
  LessonContentSchema,
  MATERIAL_ID_RANGES,
  METHODOLOGY_SECTION_IDS,
  MethodologySectionSchema,
  PHRASE_LEVELS,
  PhraseBankFileSchema,
  SENTENCE_ID_RANGE,
  SENTENCE_PROGRAMS,
  type CatalogueLesson,
  type CatalogueMaterial,
  type ExerciseSentence,
  type PhraseRecord,
} from '@school/shared/schemas';
import { keyProblems } from '../../answers';
import { LEVEL_GROUPS, type LevelGroup } from '../../catalogue';
import { CourseLessonsFileSchema, LESSON_COURSE_IDS } from '../../courses';
import { EXERCISE_KINDS, LessonExercisesSchema, checkAnswer, initialAnswer, parseExerciseId, rightAnswerOf, type Exercise } from '../../exercises';
import { FINAL_STEP_ID, ItCourseStructureSchema, courseSteps } from '../../it-course';
import { PHRASE_FILES, SENTENCE_LESSONS, phraseLevelLessons } from '../../phrase-bank';
import { trainingItems } from '../../training';
import { CONTENT_SPEC, type ContentSpec } from './content-spec';
import { fieldPath, schemaProblems, type ContentProblem } from './problems';
import { placeholderIn } from './placeholders';

/** A learner with no additional course: what every learner of a lesson can open. */
const PLAIN_LEARNER = { isTeacher: false, userCourses: [] };
const openToEveryLearner = (m: Pick<CatalogueMaterial, 'type' | 'tags'>) => canSeeMaterial({ user: PLAIN_LEARNER, material: m, smalltalkAllowed: true });

interface LessonEntry {
  group: LevelGroup;
  lesson: CatalogueLesson;
  index: number;
}

/**
 * Checks every file of `content/` (the folder given) against its schema and against the content
 * specification: the counts, every lesson complete (theory, a mini-text, something to train), every
 * cross-reference resolving, every IT course exercise solvable by its own key and not solved at the
 * start, no placeholder text. Answers every problem with its file and field; nothing when all is well.
 */
export function checkContent(dir: string, spec: ContentSpec = CONTENT_SPEC): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (file: string, field: string, message: string) => problems.push({ file, field, message });

  /** A file's JSON checked against its schema (and for placeholder text), or null when missing or broken. */
  function read<S extends v.GenericSchema>(file: string, schema: S): v.InferOutput<S> | null {
    const path = join(dir, file);
    if (!existsSync(path)) {
      add(file, '', 'the file is missing');
      return null;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      add(file, '', `not valid JSON: ${(error as Error).message}`);
      return null;
    }
    for (const found of placeholdersOf(raw)) add(file, found.field, `placeholder text: «${found.text}»`);
    const result = v.safeParse(schema, raw);
    if (!result.success) {
      problems.push(...schemaProblems(file, result.issues));
      return null;
    }
    return result.output;
  }

  /** Files in a folder that nothing expects. */
  function unexpectedFiles(folder: string, expected: readonly string[], allowed: readonly string[] = []) {
    const path = join(dir, folder);
    if (!existsSync(path)) return;
    for (const name of readdirSync(path))
      if (!expected.includes(name) && !allowed.includes(name)) add(`${folder}/${name}`, '', 'an unexpected file: nothing reads it');
  }

  // ——— The lesson catalogue ———
  const lessons = new Map<string, LessonEntry>();
  const materialOwners = new Map<string, string>();
  for (const group of LEVEL_GROUPS) {
    const file = `catalogue/${group}.json`;
    const level = read(file, CatalogueLevelSchema);
    if (!level) continue;
    if (level.group !== group) add(file, 'group', `holds the group ${level.group}, not ${group}`);
    const expected = spec.lessonCodes[group];
    const ids = level.lessons.map((l) => l.id);
    const missing = expected.filter((code) => !ids.includes(code));
    if (missing.length > 0) add(file, 'lessons', `lessons missing: ${missing.join(', ')}`);
    level.lessons.forEach((lesson, index) => {
      if (!expected.includes(lesson.id)) add(file, `lessons[${index}].id`, `${lesson.id} is not a lesson of ${group}`);
      else if (lessons.has(lesson.id)) add(file, `lessons[${index}].id`, `${lesson.id} is listed twice`);
      else lessons.set(lesson.id, { group, lesson, index });
      lesson.materials.forEach((m, j) => {
        const key = `${m.type} ${m.id}`;
        const owner = materialOwners.get(key);
        if (owner) add(file, `lessons[${index}].materials[${j}].id`, `${key} is also a material of ${owner}`);
        materialOwners.set(key, lesson.id);
        const [min, max] = MATERIAL_ID_RANGES[m.type];
        if (Number(m.id) < min || Number(m.id) > max) add(file, `lessons[${index}].materials[${j}].id`, `${key} is outside ${min}–${max}`);
      });
    });
    if (missing.length === 0 && ids.length === expected.length && ids.some((id, i) => id !== expected[i]))
      add(file, 'lessons', 'the lessons are not in the order of their numbers');
  }
  unexpectedFiles(
    'catalogue',
    LEVEL_GROUPS.map((g) => `${g}.json`),
  );
  const lessonExists = (code: string) => lessons.has(code);

  // ——— Phrase bank and exercise sentences (read first: the lesson training needs them) ———
  const phrasesOfLesson = new Map<string, PhraseRecord[]>();
  const grammarLabels = readGrammar();
  const phraseIds = new Map<number, string>();
  for (const level of PHRASE_LEVELS) {
    const file = `phrases/${PHRASE_FILES[level]}.json`;
    const bank = read(file, PhraseBankFileSchema);
    if (!bank) continue;
    if (bank.program !== level) add(file, 'program', `holds ${bank.program}, not ${level}`);
    if (bank.phrases.length !== spec.phraseCounts[level])
      add(file, 'phrases', `${bank.phrases.length} phrases; the content spec says ${spec.phraseCounts[level]}`);
    const levelLessons = phraseLevelLessons(level);
    checkOrders(file, 'phrases', bank.phrases);
    bank.phrases.forEach((p, i) => {
      const at = `phrases[${i}]`;
      const other = phraseIds.get(p.id);
      if (other) add(file, `${at}.id`, `phrase id ${p.id} is used again (also in ${other})`);
      phraseIds.set(p.id, file);
      if (p.program !== level) add(file, `${at}.program`, `${p.program} in the file of ${level}`);
      if (!levelLessons.includes(p.link)) add(file, `${at}.link`, `${p.link} is not a lesson of ${level}`);
      else if (!lessonExists(p.link)) add(file, `${at}.link`, `the lesson ${p.link} is not in the catalogue`);
      p.searchForLink.forEach((label, j) => {
        if (grammarLabels && !grammarLabels.has(label.toLowerCase())) add(file, `${at}.searchForLink[${j}]`, `«${label}» leads to no grammar topic`);
      });
      for (const problem of keyProblems(p.eng)) add(file, `${at}.eng`, `answer key: ${problem}`);
      phrasesOfLesson.set(p.link, [...(phrasesOfLesson.get(p.link) ?? []), p]);
    });
  }
  unexpectedFiles(
    'phrases',
    Object.values(PHRASE_FILES).map((f) => `${f}.json`),
  );

  const sentencesOfLesson = new Map<string, ExerciseSentence[]>();
  const sentenceIds = new Set<number>();
  for (const program of SENTENCE_PROGRAMS) {
    const file = `sentences/${program}.json`;
    const bank = read(file, ExerciseSentenceFileSchema);
    if (!bank) continue;
    if (bank.program !== program) add(file, 'program', `holds ${bank.program}, not ${program}`);
    if (bank.sentences.length !== spec.sentenceCounts[program])
      add(file, 'sentences', `${bank.sentences.length} sentences; the content spec says ${spec.sentenceCounts[program]}`);
    checkOrders(file, 'sentences', bank.sentences);
    bank.sentences.forEach((s, i) => {
      const at = `sentences[${i}]`;
      if (sentenceIds.has(s.id)) add(file, `${at}.id`, `sentence id ${s.id} is used twice`);
      sentenceIds.add(s.id);
      if (s.id < SENTENCE_ID_RANGE[0] || s.id > SENTENCE_ID_RANGE[1]) add(file, `${at}.id`, `${s.id} is outside ${SENTENCE_ID_RANGE.join('–')}`);
      if (s.program !== program) add(file, `${at}.program`, `${s.program} in the file of ${program}`);
      if (!SENTENCE_LESSONS[program].includes(s.link)) add(file, `${at}.link`, `${s.link} is not a lesson of the ${program} sentences`);
      else if (!lessonExists(s.link)) add(file, `${at}.link`, `the lesson ${s.link} is not in the catalogue`);
      (s.searchForLink ?? []).forEach((label, j) => {
        if (grammarLabels && !grammarLabels.has(label.toLowerCase())) add(file, `${at}.searchForLink[${j}]`, `«${label}» leads to no grammar topic`);
      });
      for (const problem of keyProblems(s.eng)) add(file, `${at}.eng`, `answer key: ${problem}`);
      sentencesOfLesson.set(s.link, [...(sentencesOfLesson.get(s.link) ?? []), s]);
    });
  }
  unexpectedFiles(
    'sentences',
    SENTENCE_PROGRAMS.map((p) => `${p}.json`),
  );

  // ——— Every lesson: its file, its materials, theory, a mini-text and something to train ———
  for (const [code, { group, lesson, index }] of lessons) {
    const catalogueFile = `catalogue/${group}.json`;
    const file = `lessons/${group}/${code}.json`;
    const content = read(file, LessonContentSchema);
    if (!content) continue;
    if (content.id !== code) add(file, 'id', `holds the lesson ${content.id}, not ${code}`);
    const bodies = new Map(content.materials.map((m, k) => [`${m.type} ${m.id}`, k]));
    lesson.materials.forEach((m, j) => {
      if (!bodies.has(`${m.type} ${m.id}`)) add(catalogueFile, `lessons[${index}].materials[${j}]`, `${m.type} ${m.id} of ${code} has no body in ${file}`);
    });
    const listed = new Set(lesson.materials.map((m) => `${m.type} ${m.id}`));
    content.materials.forEach((m, k) => {
      if (!listed.has(`${m.type} ${m.id}`)) add(file, `materials[${k}]`, `${m.type} ${m.id} is not listed for ${code} in ${catalogueFile}`);
      if (m.type === 'speechdrilling')
        m.sentences.forEach((s, n) => {
          for (const problem of keyProblems(s.en)) add(file, `materials[${k}].sentences[${n}].en`, `answer key: ${problem}`);
        });
    });

    if (!content.theory) add(file, 'theory', `${code} has no theory`);
    else if (lesson.kind !== 'full') add(catalogueFile, `lessons[${index}].kind`, `${code} has its theory but is marked "plan"`);

    const visible = lesson.materials.filter(openToEveryLearner);
    const mini = visible.find((m) => m.type === 'text' && m.subtype === 'mini' && bodies.has(`text ${m.id}`));
    if (!mini) add(catalogueFile, `lessons[${index}].materials`, `${code} has no mini-text every learner can open (a text of subtype "mini" tagged general)`);
    else {
      const k = bodies.get(`text ${mini.id}`)!;
      const body = content.materials[k];
      if (body?.type === 'text' && !body.questions?.length) add(file, `materials[${k}].questions`, `the mini-text of ${code} has no questions`);
    }

    const training = trainingItems({
      sentences: sentencesOfLesson.get(code) ?? [],
      phrases: phrasesOfLesson.get(code) ?? [],
      materials: content.materials,
      visible,
    });
    if (training.length === 0)
      add(
        file,
        'materials',
        `${code} has nothing to practise in its training: no exercise sentence, no phrase of the bank, no only-new speech drilling every learner can open`,
      );
  }
  for (const group of LEVEL_GROUPS)
    unexpectedFiles(
      `lessons/${group}`,
      spec.lessonCodes[group].map((c) => `${c}.json`),
    );
  unexpectedFiles('lessons', LEVEL_GROUPS);

  // ——— Grammar topics ———
  function readGrammar(): Set<string> | null {
    const file = 'grammar/topics.json';
    const data = read(file, GrammarTopicsFileSchema);
    if (!data) return null;
    if (GRAMMAR_GROUPS.length !== spec.grammarGroups)
      add(file, 'topics', `the code knows ${GRAMMAR_GROUPS.length} grammar groups; the content spec says ${spec.grammarGroups}`);
    const used = new Set(data.topics.map((t) => t.group));
    for (const group of GRAMMAR_GROUPS) if (!used.has(group)) add(file, 'topics', `the group ${group} has no topic`);
    data.topics.forEach((topic, i) => {
      const all = GRAMMAR_LEVELS.flatMap((level) => topic.lessons[level]);
      if (all.length === 0) add(file, `topics[${i}].lessons`, `«${topic.name}» is taught in no lesson`);
    });
    return new Set(data.topics.flatMap((t) => [t.name, ...t.labels]).map((l) => l.toLowerCase()));
  }
  // Topic → lessons resolves once the catalogue is read.
  {
    const file = 'grammar/topics.json';
    const path = join(dir, file);
    const parsed = existsSync(path) ? v.safeParse(GrammarTopicsFileSchema, safeJson(path)) : null;
    if (parsed?.success)
      parsed.output.topics.forEach((topic, i) => {
        for (const level of GRAMMAR_LEVELS)
          topic.lessons[level].forEach((code, k) => {
            const entry = lessons.get(code);
            const levelOf = entry ? (entry.group === 'B2temp' ? 'B2' : entry.group) : null;
            if (!entry) add(file, `topics[${i}].lessons.${level}[${k}]`, `«${topic.name}»: the lesson ${code} is not in the catalogue`);
            else if (levelOf !== level) add(file, `topics[${i}].lessons.${level}[${k}]`, `«${topic.name}»: ${code} is not a lesson of ${level}`);
          });
      });
  }
  unexpectedFiles('grammar', ['topics.json']);

  // ——— The program list (code, the spec's table) ———
  const programs = PROGRAMS.map((p) => [p.id, p.numericId] as const);
  if (JSON.stringify(programs) !== JSON.stringify(spec.programs))
    add(
      '../../shared/src/domain/programs.ts',
      'PROGRAMS',
      `the program list is ${programs.map(([id, n]) => `${id}=${n}`).join(', ')}; the content spec says ${spec.programs.map(([id, n]) => `${id}=${n}`).join(', ')}`,
    );

  // ——— Lesson-counted courses and the methodology ———
  for (const courseId of LESSON_COURSE_IDS) {
    const file = `courses/${courseId}.json`;
    const course = read(file, CourseLessonsFileSchema);
    if (!course) continue;
    if (course.courseId !== courseId) add(file, 'courseId', `holds ${course.courseId}, not ${courseId}`);
    const count = courseById(courseId)?.lessonCount;
    if (count !== undefined && course.lessons.length !== count) add(file, 'lessons', `${course.lessons.length} lessons; the course has ${count}`);
    course.lessons.forEach((l, i) => {
      if (l.libraryLesson && !lessonExists(l.libraryLesson)) add(file, `lessons[${i}].libraryLesson`, `the lesson ${l.libraryLesson} is not in the catalogue`);
    });
  }
  unexpectedFiles(
    'courses',
    LESSON_COURSE_IDS.map((c) => `${c}.json`),
  );
  for (const id of METHODOLOGY_SECTION_IDS) {
    const file = `methodology/${id}.json`;
    const section = read(file, MethodologySectionSchema);
    if (section && section.id !== id) add(file, 'id', `holds ${section.id}, not ${id}`);
  }
  unexpectedFiles(
    'methodology',
    METHODOLOGY_SECTION_IDS.map((id) => `${id}.json`),
  );

  checkItCourse();
  unexpectedFiles('.', ['README.md', 'catalogue', 'courses', 'grammar', 'it-course', 'lessons', 'methodology', 'phrases', 'sentences']);
  return problems;

  // ——— The IT course ———
  function checkItCourse() {
    const structureFile = 'it-course/structure.json';
    const structure = read(structureFile, ItCourseStructureSchema);
    if (!structure) return;
    const steps = courseSteps(structure).length;
    if (steps !== spec.itCourseSteps) add(structureFile, 'units', `${steps} steps; the content spec says ${spec.itCourseSteps}`);
    if (EXERCISE_KINDS.length !== spec.exerciseKinds)
      add(structureFile, 'units', `the code knows ${EXERCISE_KINDS.length} exercise kinds; the content spec says ${spec.exerciseKinds}`);
    const kindsUsed = new Set<string>();
    const expectedFolders: string[] = [];
    structure.units.forEach((unit, ui) => {
      const lessonFiles: string[] = [];
      expectedFolders.push(`unit-${unit.id}`);
      unit.lessons.forEach((lesson, li) => {
        const where = `units[${ui}].lessons[${li}]`;
        const laidOut = IT_COURSE_LESSON_STEPS[`u${unit.id}-l${lesson.id}`];
        if (laidOut !== lesson.steps.length)
          add(
            structureFile,
            `${where}.steps`,
            `${lesson.steps.length} steps; IT_COURSE_LESSON_STEPS in shared/src/domain/courses.ts (course progress) says ${laidOut ?? 'none'}`,
          );
        lesson.steps.forEach((step, si) => {
          if (step.id !== FINAL_STEP_ID && step.exerciseIds.length === 0)
            add(structureFile, `${where}.steps[${si}].exerciseIds`, `step ${unit.id}-${lesson.id}-${step.id} has no exercise`);
          if (step.id === FINAL_STEP_ID && step.exerciseIds.length > 0)
            add(structureFile, `${where}.steps[${si}].exerciseIds`, `the final step of ${unit.id}-${lesson.id} has exercises`);
        });
        const listed = lesson.steps.flatMap((s, si) => s.exerciseIds.map((id, n) => ({ id, field: `${where}.steps[${si}].exerciseIds[${n}]` })));
        if (listed.length === 0) return;
        const file = `it-course/exercises/unit-${unit.id}/lesson-${lesson.id}.json`;
        lessonFiles.push(`lesson-${lesson.id}.json`);
        const data = read(file, LessonExercisesSchema);
        if (!data) return;
        if (data.unitId !== unit.id || data.lessonId !== lesson.id)
          add(file, 'unitId', `names the lesson ${data.unitId}-${data.lessonId}, not ${unit.id}-${lesson.id}`);
        const bodies = new Map(data.exercises.map((e, k) => [e.id, k]));
        for (const { id, field } of listed) if (!bodies.has(id)) add(structureFile, field, `${id} has no body in ${file}`);
        const listedIds = new Set(listed.map((l) => l.id));
        data.exercises.forEach((exercise, k) => {
          kindsUsed.add(exercise.kind);
          if (!listedIds.has(exercise.id)) add(file, `exercises[${k}]`, `${exercise.id} is not listed in ${structureFile}`);
          if (parseExerciseId(exercise.id)?.kind !== exercise.kind) add(file, `exercises[${k}].kind`, `${exercise.id} is of the kind ${exercise.kind}`);
          for (const problem of exerciseProblems(exercise)) add(file, `exercises[${k}]`, `${exercise.id}: ${problem}`);
        });
      });
      unexpectedFiles(`it-course/exercises/unit-${unit.id}`, lessonFiles);
    });
    const lessonCount = structure.units.reduce((n, u) => n + u.lessons.length, 0);
    if (lessonCount !== Object.keys(IT_COURSE_LESSON_STEPS).length)
      add(
        structureFile,
        'units',
        `${lessonCount} lessons; IT_COURSE_LESSON_STEPS in shared/src/domain/courses.ts (course progress) lays out ${Object.keys(IT_COURSE_LESSON_STEPS).length}`,
      );
    for (const kind of EXERCISE_KINDS) if (!kindsUsed.has(kind)) add(structureFile, 'units', `no exercise of the kind ${kind}`);
    unexpectedFiles('it-course/exercises', expectedFolders);
    unexpectedFiles('it-course', ['README.md', 'structure.json', 'exercises']);
  }

  /** Orders 1…n of a phrase or sentence file. */
  function checkOrders(file: string, field: string, items: readonly { order: number }[]) {
    const orders = items.map((i) => i.order).sort((a, b) => a - b);
    if (orders.some((o, i) => o !== i + 1)) add(file, field, `the orders are not 1…${items.length}`);
  }
}

/** Why an exercise cannot be done as written: its own key is not accepted, or it is right before the learner did anything. */
function exerciseProblems(exercise: Exercise): string[] {
  const problems: string[] = [];
  const solved = checkAnswer(exercise, rightAnswerOf(exercise));
  if (!solved.correct)
    problems.push(
      `not solved by its own key (${solved.items
        .filter((i) => !i.correct)
        .map((i) => i.id)
        .join(', ')})`,
    );
  const atStart = checkAnswer(exercise, initialAnswer(exercise));
  if (atStart.correct) problems.push('already solved at the start');
  // A sentence to correct must need a correction.
  else if (exercise.kind === 'placeholderWithEdit')
    for (const item of atStart.items) if (item.correct) problems.push(`the sentence ${item.id} is already right at the start`);
  return problems;
}

function safeJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Fields that hold machine values (kinds, types, ids), never text for a reader. */
const MACHINE_KEYS = new Set(['kind', 'type', 'subtype', 'id', 'exerciseIds', 'unitId', 'lessonId', 'link', 'program', 'group', 'tags']);

/** Every string of a JSON value that is placeholder text, with its field. */
function placeholdersOf(value: unknown, path: (string | number)[] = []): { field: string; text: string }[] {
  if (typeof value === 'string') {
    const text = placeholderIn(value);
    return text ? [{ field: fieldPath(path), text }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => placeholdersOf(item, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => (MACHINE_KEYS.has(key) ? [] : placeholdersOf(item, [...path, key])));
  return [];
}
