import { describe, expect, it } from 'vitest';
import { visibleErrors } from './field-errors';

describe('form messages', () => {
  it('shows messages of touched fields, or all after a submit attempt', () => {
    const errors = { name: 'Обязательное поле', amount: 'Введите целое число уроков от 1 до 1000' };
    expect(visibleErrors(errors, new Set(), false)).toEqual({});
    expect(visibleErrors(errors, new Set(['name']), false)).toEqual({ name: 'Обязательное поле' });
    expect(visibleErrors(errors, new Set(), true)).toEqual(errors);
  });
});
