import { describe, expect, it } from 'vitest';
import { newSchedule } from '@school/shared/domain';
import { previewSchedules } from './preview-schedules';

/** The scheduling glue against ts-fsrs (FSRS, target retention 0.9): docs/decisions.md, «Daily review». */
describe('the review schedule', () => {
  const start = new Date('2026-11-25T09:00:00Z');

  it('previews the four intervals, shortest for Снова, longest for Легко', () => {
    const preview = previewSchedules(newSchedule(start), start);
    const due = [1, 2, 3, 4].map((r) => new Date(preview[r as 1 | 2 | 3 | 4].due).getTime());
    expect(due).toEqual([...due].sort((a, b) => a - b));
    expect(preview[4].state).toBe('review');
  });
});
