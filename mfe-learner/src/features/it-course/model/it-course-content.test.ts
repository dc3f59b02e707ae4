import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXERCISE_KINDS, checkAnswer, dragBank, parseExerciseId, rightAnswerOf, type Exercise, type ExerciseKind } from '../../exercises';
import { loadExercisesOfLesson, loadItCourseStructure, loadLessonExercises } from './load-content';
import { FINAL_STEP_ID, IT_COURSE_STEP_TOTAL, courseSteps, lessonExerciseIds, type ItCourseStructure } from './structure';

const exercisesDir = join(__dirname, '../../../../content/it-course/exercises');
const UNIT_SHAPE = ['intro', 'selfStudy', 'selfStudy', 'selfStudy', 'selfStudy', 'selfStudy', 'bonus', 'bonus', 'caseStudy', 'test'];

let structure: ItCourseStructure;
/** Every exercise body of every lesson file, by id. */
const bodies = new Map<string, Exercise>();

beforeAll(async () => {
  structure = await loadItCourseStructure();
  for (const unit of readdirSync(exercisesDir)) {
    for (const file of readdirSync(join(exercisesDir, unit))) {
      const m = /^lesson-(\d+)\.json$/.exec(file);
      const u = /^unit-(\d+)$/.exec(unit);
      if (!m?.[1] || !u?.[1]) throw new Error(`unexpected file exercises/${unit}/${file}`);
      const lesson = await loadLessonExercises(u[1], m[1]);
      for (const e of lesson.exercises) {
        expect(bodies.has(e.id), `${e.id} is written twice`).toBe(false);
        bodies.set(e.id, e);
      }
    }
  }
});

describe('IT course structure', () => {
  it('has exactly 426 steps', () => {
    expect(IT_COURSE_STEP_TOTAL).toBe(426);
    expect(courseSteps(structure)).toHaveLength(426);
  });

  it('has five units; every lesson ends with the step final and has no other final step', () => {
    expect(structure.units.map((u) => u.id)).toEqual(['1', '2', '3', '4', '5']);
    for (const unit of structure.units)
      for (const lesson of unit.lessons) {
        expect(lesson.steps.at(-1)?.id, `${unit.id}-${lesson.id}`).toBe(FINAL_STEP_ID);
        expect(lesson.steps.filter((s) => s.id === FINAL_STEP_ID)).toHaveLength(1);
        expect(lesson.steps.slice(0, -1).map((s) => s.id)).toEqual(lesson.steps.slice(0, -1).map((_, i) => String(i + 1)));
      }
  });

  it('units 1–4 are an intro, five self-study lessons, two bonuses, a case study and a unit test', () => {
    for (const unit of structure.units.slice(0, 4)) {
      expect(
        unit.lessons.map((l) => l.type),
        `unit ${unit.id}`,
      ).toEqual(UNIT_SHAPE);
      expect(unit.lessons.map((l) => l.id)).toEqual(UNIT_SHAPE.map((_, i) => String(i + 1)));
    }
  });

  it('unit 5 has the same lessons, then the final test and the outro of the course', () => {
    const unit5 = structure.units[4];
    expect(unit5?.lessons.map((l) => l.type)).toEqual([...UNIT_SHAPE, 'test', 'intro']);
    expect(unit5?.lessons.at(-2)?.title).toMatch(/итоговый тест/i);
    expect(unit5?.lessons.at(-1)?.title).toMatch(/завершение курса/i);
  });

  it('every step but the final one has exercises, in every lesson of every unit', () => {
    for (const unit of structure.units)
      for (const lesson of unit.lessons)
        for (const step of lesson.steps) {
          const where = `${unit.id}-${lesson.id}-${step.id}`;
          if (step.id === FINAL_STEP_ID) expect(step.exerciseIds, where).toEqual([]);
          else expect(step.exerciseIds.length, where).toBeGreaterThan(0);
        }
  });

  it('titles are unique inside a unit and every lesson has its own title', () => {
    const lessonTitles = structure.units.flatMap((u) => u.lessons.map((l) => l.title));
    expect(new Set(lessonTitles).size).toBe(lessonTitles.length);
    for (const unit of structure.units)
      for (const lesson of unit.lessons) {
        const titles = lesson.steps.filter((s) => s.id !== FINAL_STEP_ID).map((s) => s.title);
        expect(new Set(titles).size, `${unit.id}-${lesson.id}`).toBe(titles.length);
      }
  });
});

describe('IT course exercises', () => {
  it('every exercise the structure lists has a body, and every body is listed', () => {
    const listed = courseSteps(structure).flatMap((s) => s.step.exerciseIds);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...bodies.keys()].sort());
  });

  it('ids follow unit-lesson-step-kind-number-version and name the kind of the body and their step', () => {
    for (const ref of courseSteps(structure))
      ref.step.exerciseIds.forEach((id, index) => {
        const parts = parseExerciseId(id);
        expect(parts, id).not.toBeNull();
        expect(parts).toMatchObject({ unitId: ref.unit.id, lessonId: ref.lesson.id, stepId: ref.step.id, number: index + 1, version: 1 });
        expect(bodies.get(id)?.kind, id).toBe(parts?.kind);
      });
  });

  it('lesson files are only for lessons with exercises, one per lesson', () => {
    for (const unit of structure.units)
      for (const lesson of unit.lessons) {
        const path = join(exercisesDir, `unit-${unit.id}`, `lesson-${lesson.id}.json`);
        expect(existsSync(path), path).toBe(lessonExerciseIds(lesson).length > 0);
      }
  });

  it('a lesson loads its own exercises in step order, and nothing for a lesson without exercises', async () => {
    const unit1 = structure.units[0];
    const lesson = unit1?.lessons[1];
    if (!unit1 || !lesson) throw new Error('unit 1 has no second lesson');
    const loaded = await loadExercisesOfLesson(unit1.id, lesson);
    expect(loaded.map((exercise) => exercise.id)).toEqual(lessonExerciseIds(lesson));
    const withoutExercises = { ...lesson, steps: lesson.steps.map((step) => ({ ...step, exerciseIds: [] })) };
    expect(await loadExercisesOfLesson(unit1.id, withoutExercises)).toEqual([]);
    await expect(loadLessonExercises('5', '13')).rejects.toThrow();
    await expect(loadLessonExercises('../1', '1')).rejects.toThrow();
  });

  it('uses all 14 kinds, each several times', () => {
    const counts = new Map<ExerciseKind, number>();
    for (const e of bodies.values()) counts.set(e.kind, (counts.get(e.kind) ?? 0) + 1);
    for (const kind of EXERCISE_KINDS) expect(counts.get(kind) ?? 0, kind).toBeGreaterThanOrEqual(6);
  });

  it('every unit uses all 14 kinds', () => {
    for (const unit of structure.units) {
      const kinds = new Set(unit.lessons.flatMap((lesson) => lessonExerciseIds(lesson)).map((id) => bodies.get(id)?.kind));
      expect(
        EXERCISE_KINDS.filter((kind) => !kinds.has(kind)),
        `unit ${unit.id}`,
      ).toEqual([]);
    }
  });

  it('the right answer of every exercise is accepted by the checker', () => {
    for (const e of bodies.values()) {
      const result = checkAnswer(e, rightAnswerOf(e));
      expect(
        result.correct,
        `${e.id}: ${result.items
          .filter((i) => !i.correct)
          .map((i) => i.id)
          .join(', ')}`,
      ).toBe(true);
    }
  });

  it('an empty answer is wrong everywhere, and a sentence left unedited is wrong', () => {
    for (const e of bodies.values()) {
      const empty = e.kind === 'dragDropOrder' ? [] : {};
      expect(checkAnswer(e, empty as never).rightCount, e.id).toBe(0);
      if (e.kind === 'placeholderWithEdit') {
        const unedited = Object.fromEntries(e.items.map((i) => [i.id, i.given]));
        expect(checkAnswer(e, unedited).rightCount, e.id).toBe(0);
      }
    }
  });

  it('distractors are never right answers, and every bank item is distinct where a player needs it', () => {
    for (const e of bodies.values()) {
      if (e.kind !== 'dragDropSentences' && e.kind !== 'dragIntoSentences' && e.kind !== 'dragDropToTable' && e.kind !== 'match') continue;
      const bank = dragBank(e).map((b) => b.text.toLowerCase());
      const distractors = new Set((e.distractors ?? []).map((d) => d.toLowerCase()));
      const answers = bank.filter((b) => !distractors.has(b));
      expect(answers.length + distractors.size, `${e.id}: a distractor is also an answer`).toBe(bank.length);
    }
  });

  it('instructions are in Russian; the English material has no Cyrillic but a quoted phrase to translate', () => {
    const cyrillic = /[а-яё]/i;
    for (const e of bodies.values()) {
      expect(e.instruction, e.id).toMatch(cyrillic);
      const english: string[] = [e.passage ?? ''];
      // A question may quote a Russian phrase to translate: "Это актуальная версия" =
      const unquoted = (prompt: string) => prompt.replace(/"[^"]*"/g, '');
      if ('questions' in e) english.push(...e.questions.flatMap((q) => [unquoted(q.prompt), ...q.options.map((o) => o.text)]));
      if ('sentences' in e) english.push(...e.sentences.flatMap((s) => [s.text, ...s.gaps.map((g) => g.answer)]));
      if (e.kind === 'dropdownImages') english.push(...e.images.flatMap((i) => [i.alt, i.caption ?? '', ...i.options]));
      if (e.kind === 'dragDropToTable') english.push(...e.rows.flatMap((r) => [r.label, ...r.cells.map((c) => c.answer)]));
      if (e.kind === 'dragDropOrder') english.push(...e.lines.map((l) => l.text));
      if (e.kind === 'dragDropGroups') english.push(...e.items.map((i) => i.text));
      if (e.kind === 'match') english.push(...e.pairs.flatMap((p) => [p.left, p.right]));
      if (e.kind === 'placeholderWithEdit') english.push(...e.items.flatMap((i) => [i.given, i.answer]));
      if (e.kind === 'placeholderAnyContent') english.push(...e.tasks.flatMap((t) => [t.prompt, t.modelAnswer]));
      for (const text of english) expect(text, e.id).not.toMatch(cyrillic);
    }
  });

  it('no two exercises repeat the same material', () => {
    const seen = new Map<string, string>();
    for (const e of bodies.values()) {
      const { id: _id, ...material } = e;
      const key = JSON.stringify(material);
      expect(seen.get(key), `${e.id} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, e.id);
    }
  });
});
