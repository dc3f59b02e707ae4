import { describe, expect, it } from 'vitest';
import { groupBalance } from './group-balance';

describe('teacher-and-company §9: group balance', () => {
  it('sums sumReportsLeft', () => {
    expect(groupBalance([{ sumReportsLeft: 3 }, { sumReportsLeft: -1 }, { sumReportsLeft: 10 }])).toBe(12);
  });
  it("is '-' when absent", () => {
    expect(groupBalance([])).toBe('-');
    expect(groupBalance(null)).toBe('-');
    expect(groupBalance([{ sumReportsLeft: null }])).toBe('-');
  });
  it('keeps a zero balance as 0', () => {
    expect(groupBalance([{ sumReportsLeft: 0 }])).toBe(0);
  });
});

describe('teacher-and-company §9: group balance on company pages', () => {
  it('sums sumReportsLeft over formats, negatives included', () => {
    expect(groupBalance([{ sumReportsLeft: 4 }, { sumReportsLeft: 6 }])).toBe(10);
    expect(groupBalance([{ sumReportsLeft: -2 }, { sumReportsLeft: 1 }])).toBe(-1);
  });
  it("is '-' for a group without balances and 0 for an empty one", () => {
    expect(groupBalance([])).toBe('-');
    expect(groupBalance(undefined)).toBe('-');
    expect(groupBalance([{ sumReportsLeft: 0 }])).toBe(0);
  });
});
