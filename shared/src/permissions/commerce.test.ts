import { describe, expect, it } from 'vitest';
import { makeViewer } from '../../testing';
import { canBuyLessons } from './commerce';

describe('who buys lessons', () => {
  it('lets learners buy', () => {
    expect(canBuyLessons(makeViewer({ roleId: 'student' }))).toBe(true);
    expect(canBuyLessons(makeViewer({ roleId: 'user' }))).toBe(true);
  });
  it.each([
    ['a teacher', { roleId: 'teacher' as const, isTeacher: true }],
    ['an apprentice', { roleId: 'apprentice' as const }],
    ['an admin', { isAdmin: true }],
    ['a client manager', { isClientManager: true }],
    ['an HR user', { hrUserGroupIds: [1] }],
  ])('refuses %s', (_, overrides) => {
    expect(canBuyLessons(makeViewer(overrides))).toBe(false);
  });
});
