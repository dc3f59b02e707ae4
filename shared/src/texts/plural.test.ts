import { describe, expect, it } from 'vitest';
import { cardForms, dayForms, lessonForms, minuteForms, monthForms, plural, pluralCount, speakingClubForms, unitForms } from './plural';

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

  it.each([
    [dayForms, [1, 3, 7], '1 день, 3 дня, 7 дней'],
    [monthForms, [1, 3, 12], '1 месяц, 3 месяца, 12 месяцев'],
    [minuteForms, [1, 3, 25], '1 минута, 3 минуты, 25 минут'],
    [unitForms, [1, 3, 5], '1 раздел, 3 раздела, 5 разделов'],
    [cardForms, [21, 2, 10], '21 карточка, 2 карточки, 10 карточек'],
    [speakingClubForms, [1, 2, 5], '1 разговорный клуб, 2 разговорных клуба, 5 разговорных клубов'],
  ])('words every count of the shared forms (%#)', (forms, counts, expected) => {
    expect(counts.map((n) => pluralCount(n, forms)).join(', ')).toBe(expected);
  });
});
