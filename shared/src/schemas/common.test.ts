import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DateTimeSchema, IdLikeSchema, IdSchema, isCalendarDate, jsonValue, KeySchema, MAX_ID, PageSchema, textBlock, textLine } from './common';

const ok = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

describe('ids', () => {
  it('stay within the database integer', () => {
    expect(ok(IdSchema, MAX_ID)).toBe(true);
    expect(ok(IdSchema, MAX_ID + 1)).toBe(false);
    expect(ok(IdLikeSchema, '2147483647')).toBe(true);
    expect(ok(IdLikeSchema, '2147483648')).toBe(false);
    expect(ok(IdLikeSchema, '9'.repeat(400))).toBe(false);
    expect(ok(IdLikeSchema, 1e300)).toBe(false);
    expect(ok(IdLikeSchema, '0')).toBe(false);
  });
});

describe('text', () => {
  it('has no control characters on one line, line breaks and tabs only in blocks', () => {
    expect(ok(textLine(20), 'Анна Смирнова')).toBe(true);
    expect(ok(textLine(20), 'Анна\u0000')).toBe(false);
    expect(ok(textLine(20), 'Анна\nСмирнова')).toBe(false);
    expect(ok(textLine(20), 'a\u001b[31m')).toBe(false);
    expect(ok(textBlock(40), 'Первая строка\nвторая\tстрока')).toBe(true);
    expect(ok(textBlock(40), 'строка\u0000')).toBe(false);
    expect(ok(textBlock(40), 'возврат\rкаретки')).toBe(false);
  });

  it('has a maximum and no broken surrogate pairs', () => {
    expect(ok(textLine(5), '12345')).toBe(true);
    expect(v.safeParse(textLine(5), '123456').issues?.[0]?.message).toBe('Не длиннее 5 символов');
    expect(ok(textLine(5), 'ok 👍')).toBe(true);
    expect(ok(textLine(5), 'ok \ud83d')).toBe(false);
  });

  it('has no direction overrides or invisible characters on one line (names, e-mails, labels)', () => {
    for (const sneaky of ['Анна\u202eвонримС', '\u200dАнна', 'Анна\u200d', '\ufeffАнна', 'Анна\u2028Смирнова', 'a\u200bb', 'x\u2066y\u2069', 'abc\u200f']) {
      expect(ok(textLine(40), sneaky)).toBe(false);
    }
    expect(v.safeParse(textLine(40), 'Анна\u202e').issues?.[0]?.message).toBe('Текст содержит недопустимые символы');
    // An emoji made with joiners keeps them; a block of text keeps its own rules.
    expect(ok(textLine(40), 'Команда 👩‍💻 и 👨‍👩‍👧')).toBe(true);
    expect(ok(textLine(40), 'Анна-Мария О’Нил')).toBe(true);
    expect(ok(textBlock(40), 'строка\u200dещё')).toBe(true);
  });

  it('catalogue keys are short plain identifiers', () => {
    expect(ok(KeySchema, 'apprentice-trial-25')).toBe(true);
    expect(ok(KeySchema, '50m_v4-32')).toBe(true);
    expect(ok(KeySchema, 'group 60')).toBe(false);
    expect(ok(KeySchema, 'x'.repeat(65))).toBe(false);
  });
});

describe('pages', () => {
  it('are bounded', () => {
    expect(v.parse(PageSchema, undefined)).toBe(1);
    expect(ok(PageSchema, 10_000)).toBe(true);
    expect(ok(PageSchema, 10_001)).toBe(false);
    expect(ok(PageSchema, 1e300)).toBe(false);
  });
});

describe('dates', () => {
  it('are real calendar days', () => {
    expect(isCalendarDate('2028-02-29T10:00:00Z')).toBe(true);
    expect(isCalendarDate('2026-02-29T10:00:00Z')).toBe(false);
    expect(isCalendarDate('2026-02-30T10:00:00Z')).toBe(false);
    expect(isCalendarDate('2026-04-31T10:00:00Z')).toBe(false);
    expect(isCalendarDate('1899-12-31T10:00:00Z')).toBe(false);
    expect(ok(DateTimeSchema, '2026-11-21T09:30:00+03:00')).toBe(true);
    expect(ok(DateTimeSchema, '2026-02-30T09:30:00+03:00')).toBe(false);
  });
});

describe('free-form JSON', () => {
  it('is small, shallow and without NUL', () => {
    const schema = jsonValue(100);
    expect(ok(schema, { step: 2, answers: [true, 'да'] })).toBe(true);
    expect(ok(schema, { text: 'x'.repeat(200) })).toBe(false);
    expect(ok(schema, { text: 'a\u0000b' })).toBe(false);
    expect(ok(schema, [[[[[[[[[['deep']]]]]]]]]])).toBe(false);
    expect(ok(schema, undefined)).toBe(false);
  });
});
