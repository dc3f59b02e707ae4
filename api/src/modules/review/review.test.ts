import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Word } from '@school/shared/schemas';
import type { ReviewCard, ReviewProgress, ReviewQueue, ReviewSummary } from '@school/shared/review';
import { loadConfig, productionStartProblem } from '../../config';
import { firstError, readJson, startTestServer, type TestServer } from '#test/harness';

/**
 * The daily review: a learner's own cards only, every review stored once (a retry counts once), the
 * new-card limit of the day, the test clock, the teacher's summary (docs/decisions.md, «Daily review»).
 */
let server: TestServer;
let teacher: string;
let otherTeacher: string;
let student: string;
let student2: string;
let admin: string;
let hr: string;

/** student@demo.school (id 9), taught by teacher@demo.school; student2@demo.school (id 10). */
const STUDENT = 9;
const STUDENT2 = 10;
const ZONE = 'Europe/Moscow';

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-25T09:00:00Z'), env: { ENABLE_TEST_CLOCK: 'true' } });
  [teacher, otherTeacher, student, student2, admin, hr] = await server.loginAll(
    'teacher@demo.school',
    'oleg.petrov@demo.school',
    'student@demo.school',
    'student2@demo.school',
    'admin@demo.school',
    'hr@demo.school',
  );
});
afterAll(() => server.close());

const phrase = (n: number) => ({ source: 'phrase' as const, key: `phrase-${n}`, prompt: `Фраза ${n}`, answer: `Phrase ${n}`, lessonId: 'A1-1' });
const addCards = (cards: unknown[], cookie = student, studentId = STUDENT) => server.mutate('review.addCards', { studentId, cards }, cookie);
const queue = async (cookie = student, studentId = STUDENT) =>
  readJson<ReviewQueue>(await server.query('review.getQueue', { studentId, timeZone: ZONE }, cookie));
const submit = (reviews: unknown[], cookie = student, studentId = STUDENT) =>
  server.mutate('review.submitReviews', { studentId, timeZone: ZONE, reviews }, cookie);
const review = (card: ReviewCard, rating: number, at: Date = server.clock.now) => ({ id: randomUUID(), cardId: card.id, rating, reviewedAt: at.toISOString() });
const moveClock = (offsetMs: number) => server.request('/api/test-clock', { method: 'PUT', json: { offsetMs } });

describe('cards of the learner', () => {
  it('adds phrases, sentences and dictionary words once, and serves them as today’s new cards', async () => {
    const words = await readJson<Word[]>(await server.query('students.getWords', { studentId: STUDENT }, student));
    const added = await addCards([phrase(1), phrase(2), { source: 'word', wordId: words[0]!.id }, phrase(1)]);
    expect(added.status).toBe(200);
    expect(await readJson(added)).toMatchObject({ added: 3, keys: ['phrase-1', 'phrase-2', `word-${words[0]!.id}`] });
    // Again: nothing new, the schedule untouched.
    expect(await readJson(await addCards([phrase(1)]))).toMatchObject({ added: 0 });
    const today = await queue();
    expect(today.cards.map((c) => c.key)).toEqual(['phrase-1', 'phrase-2', `word-${words[0]!.id}`]);
    const word = today.cards[2]!;
    // A word's card asks for the word by its translation.
    expect([word.prompt, word.answer]).toEqual([words[0]!.translation, words[0]!.word]);
    expect(today.counts).toMatchObject({ today: 3, newToday: 3, total: 3, learned: 0 });
    expect(today.newPerDay).toBe(20);
  });

  it('refuses a word of another learner’s dictionary and text that is too long', async () => {
    const others = await readJson<Word[]>(await server.query('students.getWords', { studentId: STUDENT2 }, student2));
    expect((await addCards([{ source: 'word', wordId: others[0]!.id }])).status).toBe(404);
    expect((await addCards([{ ...phrase(3), prompt: 'я'.repeat(301) }])).status).toBe(400);
    expect((await addCards([{ ...phrase(3), key: 'lesson-1' }])).status).toBe(400);
  });
});

describe('another learner’s cards', () => {
  it('are refused for reading and changing, to other learners, teachers and HR alike', async () => {
    const card = (await queue()).cards[0]!;
    for (const cookie of [student2, teacher, admin, hr]) {
      const response = await server.query('review.getQueue', { studentId: STUDENT, timeZone: ZONE }, cookie);
      expect(response.status).toBe(403);
      expect(await firstError(response)).toBe('Повторять и менять карточки может только сам ученик.');
      expect((await server.query('review.getProgress', { studentId: STUDENT, timeZone: ZONE }, cookie)).status).toBe(403);
      expect((await server.query('review.getCardKeys', { studentId: STUDENT }, cookie)).status).toBe(403);
      expect((await addCards([phrase(9)], cookie)).status).toBe(403);
      expect((await submit([review(card, 3)], cookie)).status).toBe(403);
      expect((await server.mutate('review.removeCard', { studentId: STUDENT, cardId: card.id }, cookie)).status).toBe(403);
    }
    // Through one's own account, another learner's card is not there.
    expect((await submit([review(card, 3)], student2, STUDENT2)).status).toBe(404);
    expect((await server.mutate('review.removeCard', { studentId: STUDENT2, cardId: card.id }, student2)).status).toBe(404);
    expect((await queue()).cards[0]!.schedule.reps).toBe(0);
  });
});

describe('reviews', () => {
  it('a review sent twice counts once and answers the card as that review left it', async () => {
    const card = (await queue()).cards[0]!;
    const once = review(card, 3);
    const first = await readJson<{ results: { duplicate: boolean; card: ReviewCard }[] }>(await submit([once]));
    expect(first.results[0]).toMatchObject({ duplicate: false, card: { schedule: { reps: 1, state: 'learning' } } });
    const again = await readJson<{ results: { duplicate: boolean; card: ReviewCard }[] }>(await submit([once]));
    expect(again.results[0]).toMatchObject({ duplicate: true, card: { schedule: { reps: 1 } } });
    // Both at once (two tabs, a retry racing the first send): still one review.
    const twice = review(card, 3);
    const [a, b] = await Promise.all([submit([twice]), submit([twice])]);
    const outcomes = [await readJson<{ results: { duplicate: boolean }[] }>(a), await readJson<{ results: { duplicate: boolean }[] }>(b)];
    expect(outcomes.map((o) => o.results[0]!.duplicate).sort()).toEqual([false, true]);
    const progress = await readJson<ReviewProgress>(await server.query('review.getProgress', { studentId: STUDENT, timeZone: ZONE }, student));
    expect(progress.days.at(-1)).toMatchObject({ date: '2026-11-25', reviews: 2 });
    expect(progress.streak).toBe(1);
    // The same id for another card is refused.
    const other = (await queue()).cards.find((c) => c.id !== card.id)!;
    expect((await submit([{ ...once, cardId: other.id }])).status).toBe(409);
  });

  it('refuses a rating outside 1–4 and a review in the future', async () => {
    const card = (await queue()).cards[0]!;
    expect((await submit([{ ...review(card, 3), rating: 5 }])).status).toBe(400);
    const future = await submit([review(card, 3, new Date(server.clock.now.getTime() + 10 * 60_000))]);
    expect(future.status).toBe(400);
    expect(await firstError(future)).toBe('Время повторения ещё не наступило: проверьте часы устройства.');
    expect((await submit([review(card, 3, new Date('2026-09-01T00:00:00Z'))])).status).toBe(400);
  });

  it('holds the day’s limit of new cards, which the learner may change', async () => {
    await addCards(Array.from({ length: 30 }, (_, i) => phrase(100 + i)));
    const before = await queue();
    // 20 a day, one of them already reviewed today.
    expect(before.cards.filter((c) => c.schedule.state === 'new')).toHaveLength(19);
    expect(before.counts.newToday).toBe(19);
    expect((await server.mutate('review.updateSettings', { studentId: STUDENT, newPerDay: 25 }, student)).status).toBe(200);
    expect((await queue()).counts.newToday).toBe(24);
    expect((await server.mutate('review.updateSettings', { studentId: STUDENT, newPerDay: 201 }, student)).status).toBe(400);
    await server.mutate('review.updateSettings', { studentId: STUDENT, newPerDay: 20 }, student);
  });
});

describe('the test clock', () => {
  it('moves the review’s day, kept in the database; cards come back when due', async () => {
    const today = await queue();
    const fresh = today.cards.filter((c) => c.schedule.state === 'new').slice(0, 2);
    await submit(fresh.map((c) => review(c, 4)));
    const after = await queue();
    expect(after.cards.some((c) => c.id === fresh[0]!.id)).toBe(false);
    expect(after.counts.learned).toBeGreaterThanOrEqual(2);
    // Easy sends a new card days ahead: not tomorrow, within… a fortnight.
    const progress = await readJson<ReviewProgress>(await server.query('review.getProgress', { studentId: STUDENT, timeZone: ZONE }, student));
    expect(progress.counts.dueWeek).toBeLessThanOrEqual(progress.counts.total);

    expect((await moveClock(20 * 86_400_000)).status).toBe(200);
    const later = await queue();
    expect(new Date(later.now).getTime()).toBe(server.clock.now.getTime() + 20 * 86_400_000);
    expect(later.cards.some((c) => c.id === fresh[0]!.id)).toBe(true);
    // New cards of a new day: the limit starts again.
    expect(later.counts.newToday).toBe(20);
    expect(await readJson(await server.request('/api/test-clock'))).toMatchObject({ offsetMs: 20 * 86_400_000 });
    expect((await server.request('/api/test-clock', { method: 'PUT', json: { offsetMs: 'soon' } })).status).toBe(400);
    await moveClock(0);
  });

  it('does not exist without ENABLE_TEST_CLOCK, and a production start refuses it', async () => {
    const plain = await startTestServer();
    try {
      expect((await plain.request('/api/test-clock', { method: 'PUT', json: { offsetMs: 1000 } })).status).toBe(404);
      expect((await plain.request('/api/test-clock')).status).toBe(404);
    } finally {
      await plain.close();
    }
    const config = loadConfig({ DATA_DIR: 'memory://', NODE_ENV: 'production', ENABLE_TEST_CLOCK: 'true' } as NodeJS.ProcessEnv);
    expect(productionStartProblem(config)).toMatch(/ENABLE_TEST_CLOCK/);
  });
});

describe('the teacher’s summary', () => {
  it('shows the student’s own teacher and admins the practice; other teachers and HR see nothing', async () => {
    const card = (await queue()).cards.find((c) => c.schedule.state === 'new')!;
    await submit([review(card, 1)]);
    const summary = await readJson<ReviewSummary>(await server.query('students.getReviewSummary', { studentId: STUDENT }, teacher));
    expect(summary.daysPracticed30).toBe(1);
    expect(summary.reviews30).toBeGreaterThanOrEqual(4);
    expect(summary.totalCards).toBeGreaterThan(30);
    expect(summary.mostFailed[0]).toMatchObject({ prompt: card.prompt, answer: card.answer, fails: 1 });
    expect((await server.query('students.getReviewSummary', { studentId: STUDENT }, admin)).status).toBe(200);
    expect((await server.query('students.getReviewSummary', { studentId: STUDENT }, otherTeacher)).status).toBe(403);
    expect((await server.query('students.getReviewSummary', { studentId: STUDENT }, hr)).status).toBe(403);
    expect((await server.query('students.getReviewSummary', { studentId: STUDENT }, student2)).status).toBe(403);
  });
});
