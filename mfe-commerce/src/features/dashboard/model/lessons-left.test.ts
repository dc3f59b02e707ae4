import { describe, expect, it } from 'vitest';
import { makeCurrentUser } from '@school/shared/testing';
import { lessonsLeftCard } from './lessons-left';

describe('content-and-commerce §5, §6: lessons-left card', () => {
  const selfPaying = makeCurrentUser({ roleId: 'student', selfPaying: true });
  const balance = (id: string, reportsLeft: number) => ({ id, name: `Формат ${id}`, reportsLeft });

  it('is only for self-paying users who are not apprentices', () => {
    expect(lessonsLeftCard({ ...selfPaying, selfPaying: false })).toBeNull();
    expect(lessonsLeftCard({ ...selfPaying, roleId: 'apprentice' })).toBeNull();
    expect(lessonsLeftCard(selfPaying)).not.toBeNull();
  });

  it('says there are no paid lessons when every count is zero or there is none', () => {
    expect(lessonsLeftCard({ ...selfPaying, paidReportsLeftCounts: [balance('a', 0), balance('b', 0)] })).toMatchObject({
      noPaidLessons: true,
      hasDebt: false,
      items: [],
    });
    expect(lessonsLeftCard({ ...selfPaying, paidReportsLeftCounts: [] })).toMatchObject({ noPaidLessons: true });
  });

  it('marks a negative count as a debt', () => {
    const card = lessonsLeftCard({ ...selfPaying, paidReportsLeftCounts: [balance('a', -2), balance('b', 5), balance('c', 0)] })!;
    expect(card.hasDebt).toBe(true);
    expect(card.noPaidLessons).toBe(false);
    expect(card.items.map((i) => [i.id, i.negative])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });

  it('hides the buy button under the no-payment flags', () => {
    expect(lessonsLeftCard(selfPaying)!.showBuy).toBe(true);
    expect(lessonsLeftCard({ ...selfPaying, userTags: [{ tagValue: 'no-payment' }] })!.showBuy).toBe(false);
    expect(lessonsLeftCard({ ...selfPaying, userTags: [{ tagValue: 'paid-by-company' }] })!.showBuy).toBe(false);
    expect(lessonsLeftCard({ ...selfPaying, hrUserGroupIds: [3] })!.showBuy).toBe(false);
    expect(lessonsLeftCard({ ...selfPaying, userTags: [{ tagValue: 'registration-from-test' }] })!.showBuy).toBe(true);
  });
});
