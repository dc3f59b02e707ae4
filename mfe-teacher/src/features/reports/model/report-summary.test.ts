import { describe, expect, it } from 'vitest';
import { reportSummary } from './report-summary';

const field = (name: string, value: string) => ({ reportFieldTypeId: 1, type: { id: 1, name }, value });

describe('the summary line of a collapsed report', () => {
  it('is the first field with text, without markup or line breaks', () => {
    expect(reportSummary({ fields: [field('Тема', ''), field('Что делали', '<strong>Past&nbsp;Simple</strong>\nи&amp; игры')] })).toBe(
      'Что делали: Past Simple и& игры',
    );
    expect(reportSummary({ fields: [] })).toBe('');
  });

  it('is cut at a word near 140 characters', () => {
    const summary = reportSummary({ fields: [field('Тема', 'слово '.repeat(60))] });
    expect(summary.length).toBeLessThanOrEqual(141);
    expect(summary.endsWith('слово…')).toBe(true);
  });
});
