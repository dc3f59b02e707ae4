import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from './check-content';
import { CONTENT_SPEC } from './content-spec';
import { placeholderIn } from './placeholders';
import type { ContentProblem } from './problems';

/**
 * The content check fails on a broken copy of one file, naming the file and the field: a copy of the
 * real content is checked, one file is broken, and the check must report what the break made (and
 * nothing of the copy's own state before, which may still have gaps being filled).
 */
const source = join(__dirname, '../../../../content');
let copy: string;
let before: Set<string>;
const key = (p: ContentProblem) => `${p.file} › ${p.field}: ${p.message}`;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'school-content-'));
  cpSync(source, copy, { recursive: true });
  before = new Set(checkContent(copy).map(key));
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** Breaks one file of the copy, checks, puts the file back; answers the problems the break made. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reaches into any field of a content file
function problemsAfter(file: string, change: (json: any) => unknown): ContentProblem[] {
  const path = join(copy, file);
  const original = readFileSync(path, 'utf8');
  try {
    const json: unknown = JSON.parse(original);
    const changed = change(json) ?? json;
    writeFileSync(path, typeof changed === 'string' ? changed : JSON.stringify(changed));
    return checkContent(copy).filter((p) => !before.has(key(p)));
  } finally {
    writeFileSync(path, original);
  }
}

describe('the content check on a broken copy of one file', () => {
  it('finds nothing new in an untouched copy', () => {
    expect(checkContent(copy).filter((p) => !before.has(key(p)))).toEqual([]);
  });

  it('a file that is not JSON', () => {
    expect(problemsAfter('phrases/A1.json', () => '{"program": "A1", "phrases": [')).toEqual([
      expect.objectContaining({ file: 'phrases/A1.json', field: '', message: expect.stringMatching(/^not valid JSON/) }),
    ]);
  });

  it('a field against its schema', () => {
    const problems = problemsAfter('phrases/A1.json', (json) => {
      json.phrases[0].eng = 42;
    });
    expect(problems).toContainEqual(expect.objectContaining({ file: 'phrases/A1.json', field: 'phrases[0].eng' }));
  });

  it('a count of the content spec', () => {
    const problems = problemsAfter('phrases/A2.json', (json) => {
      json.phrases.pop();
    });
    expect(problems).toContainEqual({ file: 'phrases/A2.json', field: 'phrases', message: '88 phrases; the content spec says 89' });
  });

  it('a lesson without its theory', () => {
    const problems = problemsAfter('lessons/A1/A1-1.json', (json) => {
      delete json.theory;
    });
    expect(problems).toContainEqual({ file: 'lessons/A1/A1-1.json', field: 'theory', message: 'A1-1 has no theory' });
  });

  it('a lesson whose mini-text only a course opens', () => {
    const problems = problemsAfter('catalogue/A1.json', (json) => {
      json.lessons[0].materials.find((m: { subtype: string }) => m.subtype === 'mini').tags = ['marketing'];
    });
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'catalogue/A1.json', field: 'lessons[0].materials', message: expect.stringContaining('A1-1 has no mini-text') }),
    );
  });

  it('a lesson with nothing to train', () => {
    const problems = problemsAfter('lessons/A1/A1-1.json', (json) => {
      // Its only-new drilling and its phrases' answers are what the training asks; the drilling loses its sentences' body…
      json.materials = json.materials.filter((m: { type: string }) => m.type !== 'speechdrilling');
    });
    // …which the catalogue still lists, and the phrases still train: the lesson keeps a training.
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'catalogue/A1.json',
        field: 'lessons[0].materials[0]',
        message: 'speechdrilling 376 of A1-1 has no body in lessons/A1/A1-1.json',
      }),
    );
    expect(problems.some((p) => p.message.includes('nothing to practise'))).toBe(false);

    const phrases = readFileSync(join(copy, 'phrases/A1.json'), 'utf8');
    try {
      // Without its phrases (moved to A1-2) and without the drilling, A1-1 has nothing to train.
      writeFileSync(join(copy, 'phrases/A1.json'), phrases.replaceAll('"link": "A1-1"', '"link": "A1-2"'));
      const after = problemsAfter('lessons/A1/A1-1.json', (json) => {
        json.materials = json.materials.filter((m: { type: string }) => m.type !== 'speechdrilling');
      });
      expect(after).toContainEqual(
        expect.objectContaining({ file: 'lessons/A1/A1-1.json', field: 'materials', message: expect.stringContaining('A1-1 has nothing to practise') }),
      );
    } finally {
      writeFileSync(join(copy, 'phrases/A1.json'), phrases);
    }
  });

  it('cross-references that lead nowhere', () => {
    expect(
      problemsAfter('phrases/A1.json', (json) => {
        json.phrases[3].link = 'A2-1';
        json.phrases[4].searchForLink = ['Nonexistent tense'];
      }),
    ).toEqual(
      expect.arrayContaining([
        { file: 'phrases/A1.json', field: 'phrases[3].link', message: 'A2-1 is not a lesson of A1' },
        { file: 'phrases/A1.json', field: 'phrases[4].searchForLink[0]', message: '«Nonexistent tense» leads to no grammar topic' },
      ]),
    );
    expect(
      problemsAfter('grammar/topics.json', (json) => {
        json.topics[0].lessons.A1 = ['A1-27'];
      }),
    ).toContainEqual(
      expect.objectContaining({
        file: 'grammar/topics.json',
        field: 'topics[0].lessons.A1[0]',
        message: expect.stringContaining('A1-27 is not in the catalogue'),
      }),
    );
    expect(
      problemsAfter('courses/confident-tourist.json', (json) => {
        json.lessons[0].libraryLesson = 'A1-29';
      }),
    ).toEqual([{ file: 'courses/confident-tourist.json', field: 'lessons[0].libraryLesson', message: 'the lesson A1-29 is not in the catalogue' }]);
  });

  it('an IT exercise its own key does not solve, and one solved before the learner did anything', () => {
    const file = 'it-course/exercises/unit-1/lesson-2.json';
    const unsolvable = problemsAfter(file, (json) => {
      const edit = json.exercises.find((e: { kind: string }) => e.kind === 'placeholderWithEdit');
      edit.items[0].answer = edit.items[0].given;
    });
    expect(unsolvable).toContainEqual(expect.objectContaining({ file, message: expect.stringContaining('is already right at the start') }));
    const wrongKey = problemsAfter(file, (json) => {
      const choice = json.exercises.find((e: { kind: string }) => e.kind === 'testSingleChoice');
      choice.questions[0].correct = 'nope';
    });
    expect(wrongKey.some((p) => p.file === file && p.field.startsWith('exercises['))).toBe(true);
  });

  it('an IT step left without exercises', () => {
    const problems = problemsAfter('it-course/structure.json', (json) => {
      json.units[0].lessons[0].steps[0].exerciseIds = [];
    });
    expect(problems).toContainEqual({
      file: 'it-course/structure.json',
      field: 'units[0].lessons[0].steps[0].exerciseIds',
      message: 'step 1-1-1 has no exercise',
    });
  });

  it('placeholder text anywhere', () => {
    const problems = problemsAfter('lessons/A1/A1-1.json', (json) => {
      json.theory.sections[0].paragraphs[0] = 'TODO: написать про глагол to be';
    });
    expect(problems).toEqual([{ file: 'lessons/A1/A1-1.json', field: 'theory.sections[0].paragraphs[0]', message: 'placeholder text: «TODO»' }]);
  });

  it('a lesson missing from a level file', () => {
    const problems = problemsAfter('catalogue/Int.json', (json) => {
      json.lessons.pop();
    });
    expect(problems).toContainEqual({ file: 'catalogue/Int.json', field: 'lessons', message: 'lessons missing: Int-8' });
  });

  it('holds the counts of the content spec', () => {
    expect(Object.values(CONTENT_SPEC.lessonCodes).flat()).toHaveLength(196);
    expect(CONTENT_SPEC).toMatchObject({ itCourseSteps: 426, exerciseKinds: 14, grammarGroups: 13 });
    expect(CONTENT_SPEC.programs).toHaveLength(11);
  });
});

describe('placeholder text', () => {
  it('is a marker or a promise of text to come, not a word of real text', () => {
    expect(placeholderIn('TODO')).toBe('TODO');
    expect(placeholderIn('Lorem ipsum dolor sit amet')).toBe('Lorem ipsum');
    expect(placeholderIn('Теория этого урока готовится.')).toBe('Теория этого урока готовится');
    expect(placeholderIn('placeholder')).toBe('placeholder');
    expect(placeholderIn('Impact: launch with placeholder images or a one-week delay')).toBeNull();
    expect(placeholderIn('Дизайнер Кира готовится выступить на конференции')).toBeNull();
    expect(placeholderIn('—')).toBeNull();
  });
});
