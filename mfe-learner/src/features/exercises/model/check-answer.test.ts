import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkAnswer, isFreeAnswerAccepted } from './check-answer';
import { ExerciseSchema, LessonExercisesSchema, parseAnswer, type ExerciseKind, type ExerciseOf } from './exercise-schema';

/** An exercise through the real schema, so the fixtures are valid content too. */
function exercise<K extends ExerciseKind>(kind: K, body: Record<string, unknown>): ExerciseOf<K> {
  return v.parse(ExerciseSchema, { id: `1-2-3-${kind}-1-1`, kind, instruction: 'Выполните задание.', ...body }) as ExerciseOf<K>;
}

const byId = (items: { id: string; correct: boolean }[]) => Object.fromEntries(items.map((i) => [i.id, i.correct]));

describe('choice kinds', () => {
  const single = exercise('testSingleChoice', {
    questions: [
      {
        id: 'q1',
        prompt: 'Your teammate says: "I\'m blocked on the API keys." What does she need?',
        options: [
          { id: 'a', text: 'Help to continue her task' },
          { id: 'b', text: 'A day off' },
          { id: 'c', text: 'A code review' },
        ],
        correct: 'a',
      },
      {
        id: 'q2',
        prompt: 'Which phrase opens a stand-up update?',
        options: [
          { id: 'a', text: 'Yesterday I wrapped up the login page.' },
          { id: 'b', text: 'Goodbye, team.' },
        ],
        correct: 'a',
      },
    ],
  });

  it('testSingleChoice: right, wrong and partially right', () => {
    expect(checkAnswer(single, { q1: 'a', q2: 'a' }).correct).toBe(true);
    const partial = checkAnswer(single, { q1: 'b', q2: 'a' });
    expect(partial).toMatchObject({ correct: false, rightCount: 1, total: 2 });
    expect(partial.items[0]).toEqual({
      id: 'q1',
      correct: false,
      expected: ['Help to continue her task'],
      options: { a: 'missed', b: 'chosen-wrong' },
    });
    expect(checkAnswer(single, {}).rightCount).toBe(0);
  });

  const multiple = exercise('testMultipleChoice', {
    questions: [
      {
        id: 'q1',
        prompt: 'Which two things belong in a stand-up update?',
        options: [
          { id: 'a', text: 'What you did yesterday' },
          { id: 'b', text: 'Your lunch plans' },
          { id: 'c', text: 'Blockers' },
          { id: 'd', text: 'The full commit history' },
        ],
        correct: ['a', 'c'],
      },
    ],
  });

  it('testMultipleChoice: only exactly the right set is right, in any order', () => {
    expect(checkAnswer(multiple, { q1: ['c', 'a'] }).correct).toBe(true);
    const missed = checkAnswer(multiple, { q1: ['a'] });
    expect(missed.correct).toBe(false);
    expect(missed.items[0]?.options).toEqual({ a: 'chosen-right', c: 'missed' });
    const extra = checkAnswer(multiple, { q1: ['a', 'b', 'c'] });
    expect(extra.correct).toBe(false);
    expect(extra.items[0]?.options?.b).toBe('chosen-wrong');
  });

  const any = exercise('testAnyChoice', {
    questions: [
      {
        id: 'q1',
        prompt: 'Which of these are polite ways to ask for a review?',
        options: [
          { id: 'a', text: 'Could you take a look at my PR when you have a moment?' },
          { id: 'b', text: 'Review this now.' },
          { id: 'c', text: 'Would you mind reviewing my changes?' },
        ],
        correct: ['a', 'c'],
      },
      {
        id: 'q2',
        prompt: 'Which of these is a synonym of "to ship"?',
        options: [
          { id: 'a', text: 'to release' },
          { id: 'b', text: 'to postpone' },
        ],
        correct: ['a'],
      },
    ],
  });

  it('testAnyChoice: one or several right options, each question on its own', () => {
    expect(checkAnswer(any, { q1: ['a', 'c'], q2: ['a'] }).correct).toBe(true);
    const partial = checkAnswer(any, { q1: ['a', 'c'], q2: ['a', 'b'] });
    expect(byId(partial.items)).toEqual({ q1: true, q2: false });
    expect(partial.correct).toBe(false);
  });
});

describe('select kinds', () => {
  const dropdown = exercise('dropdown', {
    sentences: [
      {
        id: 's1',
        text: 'Yesterday I {1} the hotfix and {2} the ticket.',
        gaps: [
          { id: '1', options: ['deploy', 'deployed', 'have deployed'], answer: 'deployed' },
          { id: '2', options: ['closed', 'close'], answer: 'closed' },
        ],
      },
      { id: 's2', text: 'Today I {3} on the search page.', gaps: [{ id: '3', options: ['work', "'m working"], answer: "'m working" }] },
    ],
  });

  it('dropdown: every gap on its own', () => {
    expect(checkAnswer(dropdown, { 1: 'deployed', 2: 'closed', 3: "'m working" }).correct).toBe(true);
    const partial = checkAnswer(dropdown, { 1: 'deploy', 2: 'closed' });
    expect(byId(partial.items)).toEqual({ 1: false, 2: true, 3: false });
    expect(partial.items[0]?.expected).toEqual(['deployed']);
  });

  const images = exercise('dropdownImages', {
    images: [
      { id: 'i1', emoji: '🐛', alt: 'A bug crawling over a laptop screen', options: ['a bug', 'a feature'], answer: 'a bug' },
      { id: 'i2', emoji: '🚀', alt: 'A rocket taking off', caption: 'The new version goes live.', options: ['a release', 'a rollback'], answer: 'a release' },
    ],
  });

  it('dropdownImages: a select per image', () => {
    expect(checkAnswer(images, { i1: 'a bug', i2: 'a release' }).correct).toBe(true);
    expect(byId(checkAnswer(images, { i1: 'a feature', i2: 'a release' }).items)).toEqual({ i1: false, i2: true });
  });
});

describe('drag kinds', () => {
  const sentences = exercise('dragDropSentences', {
    sentences: [
      { id: 's1', text: "I'm {1} by the missing API keys.", gaps: [{ id: '1', answer: 'blocked' }] },
      { id: 's2', text: 'I will {2} the PR by lunch.', gaps: [{ id: '2', answer: 'merge' }] },
    ],
    distractors: ['ship'],
  });

  it('dragDropSentences: dropped words compared as text', () => {
    expect(checkAnswer(sentences, { 1: 'Blocked', 2: 'merge' }).correct).toBe(true);
    expect(byId(checkAnswer(sentences, { 1: 'ship', 2: 'merge' }).items)).toEqual({ 1: false, 2: true });
  });

  const phrases = exercise('dragIntoSentences', {
    sentences: [
      { id: 's1', text: 'Sorry, {1}, could you repeat that?', gaps: [{ id: '1', answer: 'you cut out for a second' }] },
      { id: 's2', text: "{2}, let's take it offline.", gaps: [{ id: '2', answer: 'In the interest of time' }] },
    ],
    distractors: ['as far as I know'],
  });

  it('dragIntoSentences: whole phrases, case of the first letter does not matter', () => {
    expect(checkAnswer(phrases, { 1: 'you cut out for a second', 2: 'in the interest of time' }).correct).toBe(true);
    expect(checkAnswer(phrases, { 1: 'as far as I know', 2: 'In the interest of time' }).rightCount).toBe(1);
  });

  const table = exercise('dragDropToTable', {
    labelTitle: 'Verb',
    columns: [
      { id: 'noun', title: 'Noun' },
      { id: 'person', title: 'Person' },
    ],
    rows: [
      { id: 'r1', label: 'to deploy', cells: [{ column: 'noun', answer: 'deployment' }] },
      {
        id: 'r2',
        label: 'to review',
        cells: [
          { column: 'noun', answer: 'review' },
          { column: 'person', answer: 'reviewer' },
        ],
      },
    ],
    distractors: ['deployer'],
  });

  it('dragDropToTable: each cell keyed by row and column', () => {
    expect(checkAnswer(table, { 'r1.noun': 'deployment', 'r2.noun': 'review', 'r2.person': 'reviewer' }).correct).toBe(true);
    const swapped = checkAnswer(table, { 'r1.noun': 'deployment', 'r2.noun': 'reviewer', 'r2.person': 'review' });
    expect(byId(swapped.items)).toEqual({ 'r1.noun': true, 'r2.noun': false, 'r2.person': false });
  });

  const order = exercise('dragDropOrder', {
    lines: [
      { id: 'a', text: 'Acknowledge the alert.' },
      { id: 'b', text: 'Assess the impact.' },
      { id: 'c', text: 'Mitigate.' },
      { id: 'd', text: 'Write the postmortem.' },
    ],
  });

  it('dragDropOrder: each line right in its place', () => {
    expect(checkAnswer(order, ['a', 'b', 'c', 'd']).correct).toBe(true);
    const partial = checkAnswer(order, ['a', 'c', 'b', 'd']);
    expect(byId(partial.items)).toEqual({ a: true, b: false, c: false, d: true });
    expect(partial.items[1]?.expected).toEqual(['2']);
    expect(checkAnswer(order, ['a']).rightCount).toBe(1);
  });

  const groups = exercise('dragDropGroups', {
    groups: [
      { id: 'g1', title: 'Formal' },
      { id: 'g2', title: 'Informal' },
    ],
    items: [
      { id: 'a', text: 'Please find attached' },
      { id: 'b', text: 'Cheers' },
      { id: 'c', text: 'Kind regards' },
      { id: 'd', text: 'See ya' },
    ].map((item, i) => ({ ...item, group: i % 2 === 0 ? 'g1' : 'g2' })),
  });

  it('dragDropGroups: every item in its group', () => {
    expect(checkAnswer(groups, { a: 'g1', b: 'g2', c: 'g1', d: 'g2' }).correct).toBe(true);
    const partial = checkAnswer(groups, { a: 'g1', b: 'g1', c: 'g1' });
    expect(byId(partial.items)).toEqual({ a: true, b: false, c: true, d: false });
    expect(partial.items[1]?.expected).toEqual(['Informal']);
  });

  const match = exercise('match', {
    pairs: [
      { id: 'p1', left: 'LGTM', right: 'Looks good to me' },
      { id: 'p2', left: 'WIP', right: 'Work in progress' },
      { id: 'p3', left: 'ETA', right: 'Estimated time of arrival' },
    ],
    distractors: ['End of day'],
  });

  it('match: every left item with its right one', () => {
    expect(checkAnswer(match, { p1: 'Looks good to me', p2: 'Work in progress', p3: 'Estimated time of arrival' }).correct).toBe(true);
    expect(byId(checkAnswer(match, { p1: 'Looks good to me', p2: 'End of day' }).items)).toEqual({ p1: true, p2: false, p3: false });
  });

  it('picked and dragged items compare as whole texts: a slash in them is no alternative', () => {
    const slashes = exercise('match', {
      pairs: [
        { id: 'p1', left: '➕', right: 'Same here / I agree' },
        { id: 'p2', left: 'DevOps', right: 'looks after CI/CD pipelines' },
        { id: 'p3', left: 'QA', right: 'tests features' },
      ],
    });
    expect(checkAnswer(slashes, { p1: 'Same here / I agree', p2: 'looks after CI/CD pipelines', p3: 'tests features' }).correct).toBe(true);
    expect(byId(checkAnswer(slashes, { p1: 'I agree', p2: 'CD pipelines', p3: 'tests features' }).items)).toEqual({ p1: false, p2: false, p3: true });
  });
});

describe('typed kinds', () => {
  const placeholder = exercise('placeholder', {
    sentences: [
      { id: 's1', text: 'Could you open a {1} for that change?', gaps: [{ id: '1', answer: 'PR/pull request' }] },
      { id: 's2', text: 'The fix {2} to production an hour ago.', gaps: [{ id: '2', answer: 'was deployed/was rolled out (passive)', hint: 'deploy' }] },
    ],
  });

  it('placeholder: alternatives, case, spaces and final punctuation', () => {
    expect(checkAnswer(placeholder, { 1: '  Pull   Request ', 2: 'Was deployed.' }).correct).toBe(true);
    expect(checkAnswer(placeholder, { 1: 'pr', 2: 'was rolled out' }).correct).toBe(true);
    const partial = checkAnswer(placeholder, { 1: 'pull request', 2: 'deployed' });
    expect(byId(partial.items)).toEqual({ 1: true, 2: false });
    expect(partial.items[1]?.expected).toEqual(['was deployed', 'was rolled out']);
  });

  const edit = exercise('placeholderWithEdit', {
    items: [
      {
        id: 'e1',
        given: 'I am working on this bug since Monday.',
        answer: "I have been working on this bug since Monday / I've been working on this bug since Monday",
      },
      { id: 'e2', given: 'He have merged the branch.', answer: 'He has merged the branch.' },
    ],
  });

  it('placeholderWithEdit: the corrected sentence, any alternative; the unchanged one is wrong', () => {
    expect(checkAnswer(edit, { e1: "i've been working on this bug since monday", e2: 'He has merged the branch' }).correct).toBe(true);
    expect(checkAnswer(edit, { e1: 'I have been working on this bug since Monday!', e2: 'He has merged the branch.' }).correct).toBe(true);
    const unchanged = checkAnswer(edit, { e1: 'I am working on this bug since Monday.', e2: 'He has merged the branch.' });
    expect(byId(unchanged.items)).toEqual({ e1: false, e2: true });
  });

  const free = exercise('placeholderAnyContent', {
    tasks: [
      {
        id: 't1',
        prompt: 'Write your stand-up update for today.',
        minWords: 8,
        modelAnswer: 'Yesterday I finished the login form. Today I am writing tests for it. No blockers.',
      },
      { id: 't2', prompt: 'Name one blocker you had this week.', minWords: 3, modelAnswer: 'Waiting for API access.' },
    ],
  });

  it('placeholderAnyContent: any text of reasonable length, with the model answer shown', () => {
    const ok = checkAnswer(free, { t1: 'Yesterday I fixed two bugs, today I will review PRs.', t2: 'No staging access.' });
    expect(ok.correct).toBe(true);
    expect(ok.items[0]?.expected[0]).toContain('Yesterday I finished');
    expect(byId(checkAnswer(free, { t1: 'Fixed bugs.', t2: 'No staging access.' }).items)).toEqual({ t1: false, t2: true });
    expect(checkAnswer(free, { t1: '   ', t2: '' }).rightCount).toBe(0);
    expect(isFreeAnswerAccepted('word '.repeat(500), 3)).toBe(false);
  });
});

describe('answers', () => {
  it('are parsed by kind and rejected when they do not fit', () => {
    expect(parseAnswer('dragDropOrder', ['a', 'b'])).toEqual(['a', 'b']);
    expect(parseAnswer('dragDropOrder', { a: 1 })).toBeNull();
    expect(parseAnswer('testMultipleChoice', { q1: ['a', 'c'] })).toEqual({ q1: ['a', 'c'] });
    expect(parseAnswer('testSingleChoice', { q1: ['a'] })).toBeNull();
    expect(parseAnswer('dragDropToTable', { 'r1.noun': 'deployment' })).toEqual({ 'r1.noun': 'deployment' });
    expect(parseAnswer('dragDropToTable', { r1: 'deployment' })).toBeNull();
  });
});

describe('exercise schema', () => {
  it('rejects a gap mark without its gap and an answer outside the options', () => {
    expect(() => exercise('placeholder', { sentences: [{ id: 's1', text: 'Ship {1} and {2}.', gaps: [{ id: '1', answer: 'it' }] }] })).toThrow();
    expect(() =>
      exercise('dropdown', { sentences: [{ id: 's1', text: 'I {1} it.', gaps: [{ id: '1', options: ['fix', 'fixed'], answer: 'fixes' }] }] }),
    ).toThrow();
    expect(() =>
      exercise('testSingleChoice', {
        questions: [
          {
            id: 'q1',
            prompt: 'Pick one',
            options: [
              { id: 'a', text: 'A' },
              { id: 'b', text: 'B' },
            ],
            correct: 'c',
          },
        ],
      }),
    ).toThrow();
  });

  it('rejects a lesson file whose exercise id names another kind or another lesson', () => {
    const body = {
      kind: 'dragDropOrder',
      instruction: 'Расставьте шаги по порядку.',
      lines: [
        { id: 'a', text: 'Acknowledge the alert.' },
        { id: 'b', text: 'Mitigate.' },
        { id: 'c', text: 'Write the postmortem.' },
      ],
    };
    const file = (id: string) => ({ unitId: '1', lessonId: '2', exercises: [{ id, ...body }] });
    expect(v.safeParse(LessonExercisesSchema, file('1-2-3-dragDropOrder-1-1')).success).toBe(true);
    expect(v.safeParse(LessonExercisesSchema, file('1-2-3-match-1-1')).success).toBe(false);
    expect(v.safeParse(LessonExercisesSchema, file('1-3-3-dragDropOrder-1-1')).success).toBe(false);
  });
});
