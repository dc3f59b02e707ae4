import { describe, expect, it } from 'vitest';
import { newSchedule } from '@school/shared/domain';
import type { ReviewCard } from '@school/shared/review';
import { intervalText, waitText } from './intervals';
import { trainingCard } from './new-cards';
import { laterToday, ratingIntervals, sessionStep, startSession, withPending } from './session';

const now = new Date('2026-11-25T09:00:00Z');
const endOfToday = new Date('2026-11-25T21:00:00Z');
const card = (id: number, answer = "It's raining"): ReviewCard => ({
  id,
  key: `phrase-${id}`,
  source: 'phrase',
  prompt: 'Идёт дождь',
  answer,
  lessonId: 'A1-18',
  schedule: newSchedule(now),
});

describe('a review session', () => {
  it('checks the typed English with the school’s checker, contractions both ways', () => {
    let s = startSession([card(1)], now);
    s = sessionStep(s, { type: 'type', text: 'It is raining' });
    s = sessionStep(s, { type: 'check' });
    expect(s.phase).toBe('checked');
    expect(s.check?.correct).toBe(true);
  });

  it('Снова keeps the card for today, Легко sends it to another day; the session moves on', () => {
    let s = startSession([card(1), card(2)], now);
    s = sessionStep(sessionStep(s, { type: 'reveal' }), { type: 'rate', rating: 1, now, endOfToday });
    expect(s.cards.map((c) => c.id)).toEqual([1, 2]);
    expect(s.currentId).toBe(2);
    s = sessionStep(sessionStep(s, { type: 'reveal' }), { type: 'rate', rating: 4, now, endOfToday });
    expect(s.cards.map((c) => c.id)).toEqual([1]);
    // Card 1 comes back in a minute: nothing is asked until then.
    expect(s.currentId).toBeNull();
    expect(laterToday(s.cards, now)?.id).toBe(1);
    s = sessionStep(s, { type: 'tick', now: new Date(now.getTime() + 61_000) });
    expect(s.currentId).toBe(1);
    expect(s.reviewed).toBe(2);
  });

  it('cannot rate before the answer is checked or shown', () => {
    const s = startSession([card(1)], now);
    expect(sessionStep(s, { type: 'rate', rating: 3, now, endOfToday })).toBe(s);
  });

  it('shows each rating’s interval, from minutes to days', () => {
    const intervals = ratingIntervals(newSchedule(now), now);
    expect(intervalText(intervals[1])).toBe('через 1 мин');
    expect(intervalText(intervals[3])).toBe('через 10 мин');
    expect(intervalText(3 * 86_400_000)).toBe('через 3 дня');
    expect(intervalText(5 * 3_600_000)).toBe('через 5 ч');
    expect(intervalText(62 * 86_400_000)).toBe('через 2 месяца');
    expect(waitText(9.5 * 60_000)).toBe('через 10 минут');
  });

  it('starts where the learner left off: ratings not yet sent apply to the cards the server sent', () => {
    const cards = [card(1), card(2)];
    const pending = [{ cardId: 1, rating: 4 as const, reviewedAt: now.toISOString() }];
    const resumed = withPending(cards, pending, endOfToday);
    expect(resumed.map((c) => c.id)).toEqual([2]);
  });

  it('makes cards of a lesson’s training with the keys of their sources', () => {
    expect(trainingCard({ key: 'drilling-376-3', ru: 'Я устал', en: "I'm tired" }, 'A1-1')).toMatchObject({ source: 'drill', key: 'drill-376-3' });
    expect(trainingCard({ key: 'phrase-328', ru: 'Идёт дождь', en: "It's raining" }, 'A1-18')).toMatchObject({ source: 'phrase', key: 'phrase-328' });
    expect(trainingCard({ key: 'other-1', ru: 'x', en: 'y' }, 'A1-1')).toBeNull();
  });
});
