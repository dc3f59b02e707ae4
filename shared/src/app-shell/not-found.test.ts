import { describe, expect, it } from 'vitest';
import { notFoundHomeTarget } from './not-found-page';

describe('not-found home link', () => {
  it('leads to the dashboard from /lms paths', () => {
    expect(notFoundHomeTarget('/lms/nothing')).toBe('/lms/dashboard');
    expect(notFoundHomeTarget('/lms')).toBe('/lms/dashboard');
  });
  it('leads to / elsewhere', () => {
    expect(notFoundHomeTarget('/nothing')).toBe('/');
    expect(notFoundHomeTarget('/lmsx')).toBe('/');
  });
});
