import { describe, expect, it } from 'vitest';
import { canMove, CAROUSEL_LOCK_MS, lastStartIndex, moveIndex, showsArrows, visibleSlideCount } from './carousel';

describe('content-and-commerce §9: carousel', () => {
  it('shows 3 slides on desktop, 2 on tablets, 1 on phones', () => {
    expect(visibleSlideCount({ mobile: false, narrow: false })).toBe(3);
    expect(visibleSlideCount({ mobile: true, narrow: false })).toBe(2);
    expect(visibleSlideCount({ mobile: true, narrow: true })).toBe(1);
  });

  it('shows the arrows only when the slides exceed the visible count', () => {
    expect(showsArrows(3, 3)).toBe(false);
    expect(showsArrows(2, 3)).toBe(false);
    expect(showsArrows(4, 3)).toBe(true);
    expect(showsArrows(2, 1)).toBe(true);
  });

  it('moves within the slides and never past the last full view', () => {
    expect(lastStartIndex(5, 3)).toBe(2);
    expect(moveIndex(0, 1, 5, 3)).toBe(1);
    expect(moveIndex(2, 1, 5, 3)).toBe(2);
    expect(moveIndex(0, -1, 5, 3)).toBe(0);
    expect(moveIndex(4, -1, 5, 3)).toBe(1);
    expect(canMove(0, -1, 5, 3)).toBe(false);
    expect(canMove(0, 1, 5, 3)).toBe(true);
    expect(canMove(2, 1, 5, 3)).toBe(false);
    expect(CAROUSEL_LOCK_MS).toBe(500);
  });
});
