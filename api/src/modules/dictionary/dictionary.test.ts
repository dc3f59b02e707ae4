import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Word } from '@school/shared/schemas';
import { firstError, readJson, startTestServer, type TestServer } from '#test/harness';

let server: TestServer;
let teacher: string;
let otherTeacher: string;
let student: string;
let student2: string;
let admin: string;
let seller: string;

/** student@demo.school (id 9), taught by teacher@demo.school (id 4); student2@demo.school (id 10) by teachers 4 and 8 (oleg.petrov). */
const STUDENT = 9;
const STUDENT2 = 10;

beforeAll(async () => {
  server = await startTestServer();
  [teacher, otherTeacher, student, student2, admin, seller] = await server.loginAll(
    'teacher@demo.school',
    'oleg.petrov@demo.school',
    'student@demo.school',
    'student2@demo.school',
    'admin@demo.school',
    'seller@demo.school',
  );
});
afterAll(() => server.close());

const words = async (studentId: number, cookie: string) => readJson<Word[]>(await server.query('students.getWords', { studentId }, cookie));
const badge = async (studentId: number, cookie: string) =>
  (await readJson<{ count: number }>(await server.query('students.getUnapprovedWordsCount', { studentId, userId: 4 }, cookie))).count;
const add = (cookie: string, input: Record<string, unknown>) => server.mutate('dictionary.addWord', { studentId: STUDENT, ...input }, cookie);

describe('reading a dictionary', () => {
  it('answers the student their own words with examples and lessons, newest first', async () => {
    const own = await words(STUDENT, student);
    expect(own).toHaveLength(12);
    expect(own.every((w) => w.studentId === STUDENT)).toBe(true);
    expect(own.some((w) => w.source === 'exercises' && w.lessonId !== null && w.example !== '')).toBe(true);
    const dates = own.map((w) => w.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("refuses another student's words with 403, and answers 404 for no such student", async () => {
    const response = await server.query('students.getWords', { studentId: STUDENT }, student2);
    expect(response.status).toBe(403);
    expect(await firstError(response)).toBe('У вас нет доступа к профилю этого ученика.');
    expect((await server.query('students.getUnapprovedWordsCount', { studentId: STUDENT, userId: STUDENT2 }, student2)).status).toBe(403);
    expect((await server.query('students.getWords', { studentId: 999_999 }, student)).status).toBe(404);
  });

  it("lets the student's teachers and staff read, not other teachers", async () => {
    expect((await server.query('students.getWords', { studentId: STUDENT }, teacher)).status).toBe(200);
    expect((await server.query('students.getWords', { studentId: STUDENT }, admin)).status).toBe(200);
    expect((await server.query('students.getWords', { studentId: STUDENT }, otherTeacher)).status).toBe(403);
  });
});

describe('changing words', () => {
  it("refuses every change of another student's words with 403 and changes nothing", async () => {
    const [target] = await words(STUDENT, student);
    const before = await words(STUDENT, student);
    const attempts = [
      server.mutate('dictionary.addWord', { studentId: STUDENT, word: 'intruder', translation: 'чужак' }, student2),
      server.mutate('dictionary.updateWord', { studentId: STUDENT, wordId: target!.id, word: 'hacked', translation: 'взломано' }, student2),
      server.mutate('dictionary.deleteWord', { studentId: STUDENT, wordId: target!.id }, student2),
      server.mutate('dictionary.addExerciseWords', { studentId: STUDENT, lessonId: 'A1-1', words: [{ word: 'intruder', translation: 'чужак' }] }, student2),
      server.mutate('students.approveWords', { studentId: STUDENT, wordIds: [target!.id] }, student2),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(403);
    // Using their own id with a word of another student finds nothing.
    const viaOwnId = await server.mutate('dictionary.deleteWord', { studentId: STUDENT2, wordId: target!.id }, student2);
    expect(viaOwnId.status).toBe(404);
    expect(await words(STUDENT, student)).toEqual(before);
  });

  it('lets only the student write: the own teacher reads but gets 403 on changes', async () => {
    const response = await add(teacher, { word: 'lesson', translation: 'урок' });
    expect(response.status).toBe(403);
    expect(await firstError(response)).toBe('Менять слова может только сам ученик.');
  });

  it('adds a word with its translation and example to «Мои слова»', async () => {
    const response = await add(student, { word: '  to  catch   up ', translation: 'наверстать', example: 'I need to catch up on my emails.' });
    expect(response.status).toBe(200);
    const word = await readJson<Word>(response);
    expect(word).toMatchObject({ word: 'to catch up', translation: 'наверстать', source: 'my', approved: false, lessonId: null });
    expect((await words(STUDENT, student))[0]!.id).toBe(word.id);
  });

  it('refuses empty, too long and duplicate words with a clear message and keeps the dictionary', async () => {
    const count = (await words(STUDENT, student)).length;
    const empty = await add(student, { word: '   ', translation: 'пусто' });
    expect(empty.status).toBe(400);
    expect(await readJson(empty)).toEqual({ errors: [{ message: 'Введите слово или выражение', field: 'word' }] });
    const noTranslation = await add(student, { word: 'sunrise', translation: '' });
    expect(await firstError(noTranslation)).toBe('Введите перевод');
    const long = await add(student, { word: 'a'.repeat(101), translation: 'длинно' });
    expect(long.status).toBe(400);
    expect(await firstError(long)).toBe('Слово или выражение — не длиннее 100 символов');
    const duplicate = await add(student, { word: 'DEADLINE', translation: 'срок' });
    expect(duplicate.status).toBe(409);
    expect(await readJson(duplicate)).toEqual({ errors: [{ message: 'Это слово уже есть в вашем словаре', field: 'word' }] });
    expect(await words(STUDENT, student)).toHaveLength(count);
  });

  it('edits a word and refuses an edit into another existing word', async () => {
    const mine = await readJson<Word>(await add(student, { word: 'to mess up', translation: 'испортить' }));
    const edited = await server.mutate(
      'dictionary.updateWord',
      { studentId: STUDENT, wordId: mine.id, word: 'to mess up', translation: 'напортачить', example: 'Sorry, I messed up.' },
      student,
    );
    expect(await readJson(edited)).toMatchObject({ id: mine.id, translation: 'напортачить', example: 'Sorry, I messed up.' });
    const clash = await server.mutate('dictionary.updateWord', { studentId: STUDENT, wordId: mine.id, word: 'Deadline', translation: 'срок' }, student);
    expect(clash.status).toBe(409);
    expect((await words(STUDENT, student)).find((w) => w.id === mine.id)?.word).toBe('to mess up');
  });

  it('removes a word; removing it twice is a 404 with a message', async () => {
    const mine = await readJson<Word>(await add(student, { word: 'to throw away', translation: 'выбросить' }));
    expect((await server.mutate('dictionary.deleteWord', { studentId: STUDENT, wordId: mine.id }, student)).status).toBe(200);
    const again = await server.mutate('dictionary.deleteWord', { studentId: STUDENT, wordId: mine.id }, student);
    expect(again.status).toBe(404);
    expect(await firstError(again)).toBe('Такого слова нет в словаре. Возможно, его уже удалили — обновите страницу.');
  });
});

describe('words from exercises', () => {
  it('adds the words met in a lesson with the lesson, skipping words already there', async () => {
    const response = await server.mutate(
      'dictionary.addExerciseWords',
      {
        studentId: STUDENT2,
        lessonId: 'A1-1',
        words: [
          { word: 'tired', translation: 'уставший', example: "I'm tired" },
          { word: 'Tired', translation: 'уставший' },
          { word: 'colleague', translation: 'коллега', example: "We're colleagues" },
        ],
      },
      student2,
    );
    expect(response.status).toBe(200);
    const { added } = await readJson<{ added: Word[] }>(response);
    expect(added.map((w) => [w.word, w.source, w.lessonId])).toEqual([
      ['tired', 'exercises', 'A1-1'],
      ['colleague', 'exercises', 'A1-1'],
    ]);
    const again = await readJson<{ added: Word[] }>(
      await server.mutate(
        'dictionary.addExerciseWords',
        { studentId: STUDENT2, lessonId: 'A1-3', words: [{ word: 'colleague', translation: 'коллега' }] },
        student2,
      ),
    );
    expect(again.added).toEqual([]);
    expect((await words(STUDENT2, student2)).filter((w) => w.word === 'colleague')).toHaveLength(1);
  });

  it('refuses a bad lesson code', async () => {
    const response = await server.mutate(
      'dictionary.addExerciseWords',
      { studentId: STUDENT2, lessonId: 'Z9-1', words: [{ word: 'x', translation: 'y' }] },
      student2,
    );
    expect(response.status).toBe(400);
  });
});

describe('the badge of unapproved words', () => {
  it('follows approval: the own teacher approves, a new or edited word waits again', async () => {
    const start = await badge(STUDENT2, teacher);
    const list = await words(STUDENT2, teacher);
    const waiting = list.filter((w) => !w.approved);
    expect(waiting.length).toBe(start);

    expect((await server.mutate('students.approveWords', { studentId: STUDENT2, wordIds: waiting.map((w) => w.id) }, seller)).status).toBe(403);
    const approved = await server.mutate('students.approveWords', { studentId: STUDENT2, wordIds: waiting.map((w) => w.id) }, teacher);
    expect(await readJson(approved)).toEqual({ count: 0 });
    expect(await badge(STUDENT2, teacher)).toBe(0);
    expect((await words(STUDENT2, student2)).every((w) => w.approved)).toBe(true);

    const added = await readJson<Word>(
      await server.mutate('dictionary.addWord', { studentId: STUDENT2, word: 'to wrap up', translation: 'завершить' }, student2),
    );
    expect(await badge(STUDENT2, teacher)).toBe(1);

    const back = await server.mutate('students.approveWords', { studentId: STUDENT2, wordIds: [added.id], approved: true }, teacher);
    expect(await readJson(back)).toEqual({ count: 0 });

    const approvedWord = (await words(STUDENT2, student2)).find((w) => w.id !== added.id)!;
    // Saving without a change keeps the mark; a real change takes it back.
    await server.mutate(
      'dictionary.updateWord',
      { studentId: STUDENT2, wordId: approvedWord.id, word: approvedWord.word, translation: approvedWord.translation, example: approvedWord.example },
      student2,
    );
    expect(await badge(STUDENT2, student2)).toBe(0);
    await server.mutate(
      'dictionary.updateWord',
      {
        studentId: STUDENT2,
        wordId: approvedWord.id,
        word: approvedWord.word,
        translation: `${approvedWord.translation}, уточнение`,
        example: approvedWord.example,
      },
      student2,
    );
    expect(await badge(STUDENT2, student2)).toBe(1);

    const takeBack = await server.mutate('students.approveWords', { studentId: STUDENT2, wordIds: [added.id], approved: false }, teacher);
    expect(await readJson(takeBack)).toEqual({ count: 2 });
  });
});

describe('the small-talk permission', () => {
  it('comes with the session: on by default, off where the school switched it off', async () => {
    const session = async (cookie: string) =>
      (await readJson<{ user: { smalltalkAllowed: boolean } }>(await server.request('/api/auth/session', { cookie }))).user;
    expect((await session(student)).smalltalkAllowed).toBe(true);
    expect((await session(teacher)).smalltalkAllowed).toBe(true);
    const kid = await server.login('kid@demo.school');
    expect((await session(kid)).smalltalkAllowed).toBe(false);
  });
});
