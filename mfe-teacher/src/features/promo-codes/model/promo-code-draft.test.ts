import { describe, expect, it } from 'vitest';
import type { PromoCodeAdmin } from '@school/shared/schemas';
import { checkPromoDraft, draftOfCode, emptyPromoDraft, serverFieldErrors, switchedInput, toggleOption, togglePlan } from './promo-code-draft';

/** The back office's promo code form: checked with the shared schemas of promoCodes.create and promoCodes.update. */
describe('the promo code form', () => {
  const draft = { ...emptyPromoDraft(), code: ' spring-26 ', amount: '15' };

  it('sends a valid code in capitals, its discount as a number and its last day up to the day’s end', () => {
    const check = checkPromoDraft({ ...draft, validFrom: '01.12.2026', validUntil: '31.12.2026', maxUses: '1 000', comment: 'Рассылка' });
    expect(check.valid).toBe(true);
    if (!check.valid) return;
    expect(check.input).toMatchObject({
      code: 'SPRING-26',
      discountPercent: 15,
      discountRubles: null,
      firstPurchaseOnly: true,
      maxUses: 1000,
      active: true,
      comment: 'Рассылка',
      validFrom: new Date(2026, 11, 1).toISOString(),
      validUntil: new Date(2027, 0, 1).toISOString(),
    });
  });

  it('takes rubles off when asked, and empty dates and limit mean none', () => {
    const check = checkPromoDraft({ ...draft, kind: 'rubles', amount: '1 500' });
    expect(check.valid && check.input).toMatchObject({ discountPercent: null, discountRubles: 1500, validFrom: null, validUntil: null, maxUses: null });
  });

  it('says in Russian what is wrong, field by field', () => {
    const check = checkPromoDraft({ ...emptyPromoDraft(), code: 'ab', maxUses: '0', validFrom: '31.02.2026' });
    expect(check.errors).toEqual({
      code: 'Промокод — от 3 до 32 букв и цифр.',
      amount: 'Укажите размер скидки.',
      maxUses: 'Целое число от 1 до 1 000 000 или пусто.',
      validFrom: 'Дата в виде дд.мм.гггг.',
    });
    expect(checkPromoDraft({ ...draft, amount: '96' }).errors).toEqual({ amount: 'Скидка в процентах — от 1 до 95.' });
    expect(checkPromoDraft({ ...draft, amount: '10,5' }).errors).toEqual({ amount: 'Скидка — целое число.' });
    expect(checkPromoDraft({ ...draft, code: 'весна 2026' }).errors).toEqual({ code: 'В промокоде бывают только буквы, цифры, дефис и подчёркивание.' });
  });

  it('wants the end after the start (the shared schema’s check of the whole code)', () => {
    expect(checkPromoDraft({ ...draft, validFrom: '10.12.2026', validUntil: '01.12.2026' }).errors).toEqual({
      validUntil: 'Конец действия промокода должен быть позже начала.',
    });
    // One day is enough: the code works that whole day.
    expect(checkPromoDraft({ ...draft, validFrom: '10.12.2026', validUntil: '10.12.2026' }).valid).toBe(true);
  });

  it('edits a saved code by its id, showing its last day as typed', () => {
    const saved: PromoCodeAdmin = {
      id: 7,
      code: 'WINTER',
      discountPercent: null,
      discountRubles: 500,
      planIds: ['50m_v4'],
      transactionTypeIds: [],
      firstPurchaseOnly: false,
      validFrom: null,
      validUntil: new Date(2027, 0, 1).toISOString(),
      maxUses: 10,
      uses: 2,
      active: true,
      comment: '',
      createdAt: '2026-11-01T10:00:00.000Z',
    };
    const edited = draftOfCode(saved);
    expect(edited).toMatchObject({ code: 'WINTER', kind: 'rubles', amount: '500', validUntil: '31.12.2026', maxUses: '10' });
    const check = checkPromoDraft({ ...edited, active: false }, 7);
    expect(check.valid && check.input).toEqual({
      id: 7,
      discountPercent: null,
      discountRubles: 500,
      planIds: ['50m_v4'],
      transactionTypeIds: [],
      firstPurchaseOnly: false,
      validFrom: null,
      validUntil: saved.validUntil,
      maxUses: 10,
      active: false,
      comment: '',
    });
    // Switching off from the list keeps every other term as saved.
    expect(switchedInput(saved, false)).toEqual(check.valid ? check.input : null);
  });

  it('puts the server’s messages at their fields', () => {
    expect(serverFieldErrors({ code: 'Промокод с таким названием уже есть.', planIds: 'Тарифа x нет.' })).toEqual({
      code: 'Промокод с таким названием уже есть.',
      targets: 'Тарифа x нет.',
    });
  });

  it('drops chosen packages outside the chosen plans (a code lowers what is in both lists)', () => {
    const planOf = new Map([
      ['50m_v4-16', '50m_v4'],
      ['25m_v4-16', '25m_v4'],
    ]);
    const both = toggleOption(toggleOption(emptyPromoDraft(), '50m_v4-16', true), '25m_v4-16', true);
    expect(togglePlan(both, '50m_v4', true, planOf)).toMatchObject({ planIds: ['50m_v4'], transactionTypeIds: ['50m_v4-16'] });
    expect(toggleOption(both, '25m_v4-16', false).transactionTypeIds).toEqual(['50m_v4-16']);
  });
});
