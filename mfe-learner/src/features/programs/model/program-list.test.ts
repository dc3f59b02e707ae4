import { describe, expect, it } from 'vitest';
import { PROGRAMS } from '@school/shared/domain';
import { programListView } from './program-list';

describe('program list view', () => {
  const shuffled = [...PROGRAMS].reverse();
  const { current, legacy } = programListView(shuffled);

  it('puts the seven current programs in their default order with their lessons', () => {
    expect(current.map((e) => e.program.id)).toEqual(['A1', 'A2', 'A2+', 'B1', 'B1+', 'B2', 'C1']);
    expect(current.map((e) => e.lessons.length)).toEqual([26, 25, 21, 27, 27, 25, 29]);
    expect(current[2]!.lessons[0]).toBe('A2-26');
    expect(current[6]!.lessons.at(-1)).toBe('C1-29t');
  });

  it('lists the four legacy programs after them, without lessons', () => {
    expect(legacy.map((e) => [e.program.id, e.program.numericId])).toEqual([
      ['old-1', 1],
      ['old-2', 2],
      ['old-3', 3],
      ['old-4', 4],
    ]);
    for (const e of legacy) expect(e.lessons).toEqual([]);
  });
});
