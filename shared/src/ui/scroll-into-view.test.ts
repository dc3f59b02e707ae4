import { describe, expect, it } from 'vitest';
import { centredScrollTop, scrollPositions } from './scroll-into-view';

describe('sidebar scroll', () => {
  it('takes 1000 ms in 20 ms steps and ends on the target', () => {
    const positions = scrollPositions(0, 500);
    expect(positions).toHaveLength(50);
    expect(positions.at(-1)).toBe(500);
    expect(positions.every((p, i) => i === 0 || p >= positions[i - 1]!)).toBe(true);
  });
  it('centres the item without scrolling past the ends', () => {
    expect(centredScrollTop({ scrollTop: 0, clientHeight: 400, scrollHeight: 2000 }, 1000, 40)).toBe(820);
    expect(centredScrollTop({ scrollTop: 0, clientHeight: 400, scrollHeight: 2000 }, 50, 40)).toBe(0);
    expect(centredScrollTop({ scrollTop: 0, clientHeight: 400, scrollHeight: 2000 }, 1990, 10)).toBe(1600);
  });
});
