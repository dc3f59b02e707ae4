import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CreateUserGroupInputSchema, isGroupFormatId, normaliseCompanyName, TopUpFormSchema, TopUpInputSchema } from './company';

const issues = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((i) => [i.path?.map((p) => String(p.key)).join('.'), i.message]);
};

describe('teacher-and-company §5: company name', () => {
  it('is trimmed and its inner spaces made one', () => {
    expect(normaliseCompanyName('  Альфа   Технологии ')).toBe('Альфа Технологии');
    expect(v.parse(CreateUserGroupInputSchema, { name: '\tБета  Банк\n' })).toEqual({ name: 'Бета Банк' });
  });
  it("is required: 'Обязательное поле'", () => {
    expect(issues(CreateUserGroupInputSchema, { name: '' })).toEqual([['name', 'Обязательное поле']]);
    expect(issues(CreateUserGroupInputSchema, { name: '    ' })).toEqual([['name', 'Обязательное поле']]);
    expect(issues(CreateUserGroupInputSchema, {})).toEqual([['name', 'Обязательное поле']]);
  });
  it("has at least 2 characters after trimming: 'Название слишком короткое'", () => {
    expect(issues(CreateUserGroupInputSchema, { name: 'Я' })).toEqual([['name', 'Название слишком короткое']]);
    expect(issues(CreateUserGroupInputSchema, { name: ' Я ' })).toEqual([['name', 'Название слишком короткое']]);
    expect(issues(CreateUserGroupInputSchema, { name: 'Ят' })).toEqual([]);
  });
});

describe('group top-up', () => {
  it('takes group formats only', () => {
    expect(isGroupFormatId('group-60')).toBe(true);
    expect(isGroupFormatId('skype-50')).toBe(false);
    expect(issues(TopUpInputSchema, { reportFullTypeId: 'skype-50', amount: 3 })).toEqual([['reportFullTypeId', 'Выберите формат групповых занятий']]);
  });
  it('takes a whole number of lessons from 1 to 1000', () => {
    for (const amount of [0, -1, 2.5, 1001]) {
      expect(issues(TopUpInputSchema, { reportFullTypeId: 'group-60', amount })).toEqual([['amount', 'Введите целое число уроков от 1 до 1000']]);
    }
    expect(issues(TopUpInputSchema, { reportFullTypeId: 'group-60', amount: 1000 })).toEqual([]);
  });
  it('reads the form as typed', () => {
    expect(v.parse(TopUpFormSchema, { studentGroupId: '12', reportFullTypeId: 'group-90', amount: ' 8 ' })).toEqual({
      studentGroupId: 12,
      reportFullTypeId: 'group-90',
      amount: 8,
    });
    expect(issues(TopUpFormSchema, { studentGroupId: '', reportFullTypeId: 'group-60', amount: 'пять' })).toEqual([
      ['studentGroupId', 'Выберите группу'],
      ['amount', 'Введите целое число уроков от 1 до 1000'],
    ]);
  });
});
