import { describe, expect, it } from 'vitest';
import { fitLabel } from './bar-chart';

describe('chart labels on a narrow screen', () => {
  it('keeps a label that fits and cuts one that does not, with an ellipsis', () => {
    expect(fitLabel('окт', 40)).toBe('окт');
    expect(fitLabel('Альфа: английский для разработчиков', 70)).toBe('Альфа: ан…');
    expect(fitLabel('Группа', 3)).toBe('…'.padStart(2, 'Г'));
  });
});
