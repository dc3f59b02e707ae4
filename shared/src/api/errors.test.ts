import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromBody, errorMessage, formErrorMessage, joinedMessages, normaliseError } from './errors';

describe('error normalisation', () => {
  it('takes the first message of the errors list and keeps the status', () => {
    const e = apiErrorFromBody(409, { errors: [{ message: 'Первая' }, { message: 'Вторая' }] });
    expect(e.status).toBe(409);
    expect(e.message).toBe('Первая');
    expect(errorMessage(e)).toBe('Первая');
  });
  it('falls back when the body has no errors', () => {
    expect(apiErrorFromBody(500, '<html>').message).toBe('Что-то пошло не так. Попробуйте позднее.');
    expect(apiErrorFromBody(500, { errors: [] }).message).toBe('Что-то пошло не так. Попробуйте позднее.');
    expect(apiErrorFromBody(502, { errors: [{ message: '  ' }] }).message).toBe('Что-то пошло не так. Попробуйте позднее.');
  });
  it('keeps field messages', () => {
    const e = apiErrorFromBody(409, { errors: [{ message: 'Компания с таким названием уже существует', field: 'name' }] });
    expect(e.fieldErrors).toEqual({ name: 'Компания с таким названием уже существует' });
  });
  it('turns unknown throwables into a status-0 error', () => {
    const e = normaliseError(new TypeError('Failed to fetch'));
    expect(e).toBeInstanceOf(ApiError);
    expect(e.status).toBe(0);
    expect(e.message).toBe('Что-то пошло не так. Попробуйте позднее.');
  });
  it('shows a form message only for 400', () => {
    expect(formErrorMessage(new ApiError(400, ['Неверная дата']))).toBe('Неверная дата.');
    expect(formErrorMessage(new ApiError(500, ['Внутренняя ошибка']))).toBe('Ошибка! Пожалуйста, попробуйте позже. Ошибка = 500.');
    expect(formErrorMessage(new ApiError(400, []))).toBe('Ошибка! Пожалуйста, попробуйте позже. Ошибка = 400.');
  });
  it('joins messages with a space for next-lesson failures', () => {
    expect(joinedMessages(new ApiError(400, ['Дата в прошлом.', 'Выберите другую.']), 'fallback')).toBe('Дата в прошлом. Выберите другую.');
    expect(joinedMessages(new ApiError(500, []), 'fallback')).toBe('fallback');
  });
});
