import { describe, expect, it } from 'vitest';
import { CreateUserGroupInputSchema, PromoCodeCreateInputSchema, TopUpFormSchema } from '../schemas';
import { formCheck, visibleErrors } from './form-check';

describe('form check', () => {
  it('gives the parsed values of a valid form', () => {
    expect(formCheck(CreateUserGroupInputSchema)({ name: '  Ромашка ' })).toEqual({ valid: true, output: { name: 'Ромашка' }, errors: {} });
  });
  it('gives one message per field', () => {
    expect(formCheck(CreateUserGroupInputSchema)({ name: '' })).toEqual({ valid: false, errors: { name: 'Обязательное поле' } });
    expect(formCheck(CreateUserGroupInputSchema)({ name: 'Ы' })).toEqual({ valid: false, errors: { name: 'Название слишком короткое' } });
    expect(formCheck(TopUpFormSchema)({ studentGroupId: '', reportFullTypeId: 'skype-50', amount: '0' })).toEqual({
      valid: false,
      errors: {
        studentGroupId: 'Выберите группу',
        reportFullTypeId: 'Выберите формат групповых занятий',
        amount: 'Введите целое число уроков от 1 до 1000',
      },
    });
  });
  it('keeps the message of a check of the whole form under the empty key', () => {
    const code = {
      code: 'SPRING',
      discountPercent: 10,
      discountRubles: null,
      planIds: [],
      transactionTypeIds: [],
      firstPurchaseOnly: false,
      validFrom: '2026-12-10T00:00:00.000Z',
      validUntil: '2026-12-01T00:00:00.000Z',
      maxUses: null,
      active: true,
      comment: '',
    };
    expect(formCheck(PromoCodeCreateInputSchema)(code)).toEqual({ valid: false, errors: { '': 'Конец действия промокода должен быть позже начала.' } });
  });
});

describe('form messages', () => {
  it('shows messages of touched fields, or all after a submit attempt', () => {
    const errors = { name: 'Обязательное поле', amount: 'Введите целое число уроков от 1 до 1000' };
    expect(visibleErrors(errors, new Set(), false)).toEqual({});
    expect(visibleErrors(errors, new Set(['name']), false)).toEqual({ name: 'Обязательное поле' });
    expect(visibleErrors(errors, new Set(), true)).toEqual(errors);
  });
});
