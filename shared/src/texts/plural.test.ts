import { describe, expect, it } from 'vitest';
import { lessonForms, plural, pluralCount } from './plural';

describe('plural', () => {
  it.each([
    [1, 'урок'],
    [2, 'урока'],
    [4, 'урока'],
    [5, 'уроков'],
    [11, 'уроков'],
    [12, 'уроков'],
    [21, 'урок'],
    [22, 'урока'],
    [25, 'уроков'],
    [0, 'уроков'],
    [101, 'урок'],
    [111, 'уроков'],
  ])('%i → %s', (n, form) => {
    expect(plural(n, lessonForms)).toBe(form);
  });

  it('uses the few form for fractions', () => {
    expect(plural(1.5, lessonForms)).toBe('урока');
  });

  it('prints the count', () => {
    expect(pluralCount(32, lessonForms)).toBe('32 урока');
  });
});
