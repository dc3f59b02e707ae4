import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@school/shared/api';
import type { Word } from '@school/shared/schemas';
import { WordForm } from './word-form';

const existing: Word = {
  id: 1,
  studentId: 9,
  word: 'deadline',
  translation: 'крайний срок',
  example: '',
  approved: true,
  source: 'my',
  lessonId: null,
  createdAt: '2026-05-01T10:00:00.000Z',
};

describe('the word form', () => {
  it('says what is wrong and sends nothing for empty, too long and duplicate words', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<WordForm words={[existing]} submitLabel="Добавить" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(screen.getByText('Введите слово или выражение')).toBeTruthy();
    expect(screen.getByText('Введите перевод')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Слово или выражение'), { target: { value: 'a'.repeat(101) } });
    expect(screen.getByText('Слово или выражение — не длиннее 100 символов')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Слово или выражение'), { target: { value: ' Deadline ' } });
    await userEvent.type(screen.getByLabelText('Перевод'), 'срок');
    expect(screen.getByText('Это слово уже есть в вашем словаре')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("keeps what was typed after the server refused it, shows the server's message on its field until the field changes", async () => {
    const onSubmit = vi.fn(() => Promise.reject(new ApiError(409, ['Это слово уже есть в вашем словаре'], { word: 'Это слово уже есть в вашем словаре' })));
    render(<WordForm words={[]} submitLabel="Добавить" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Слово или выражение'), 'to catch up');
    await userEvent.type(screen.getByLabelText('Перевод'), 'наверстать');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(onSubmit).toHaveBeenCalledWith({ word: 'to catch up', translation: 'наверстать', example: '' });
    expect(await screen.findByText('Это слово уже есть в вашем словаре')).toBeTruthy();
    expect(screen.getByLabelText('Слово или выражение')).toHaveProperty('value', 'to catch up');
    expect(screen.getByLabelText('Перевод')).toHaveProperty('value', 'наверстать');

    fireEvent.change(screen.getByLabelText('Слово или выражение'), { target: { value: '' } });
    expect(screen.queryByText('Это слово уже есть в вашем словаре')).toBeNull();
    expect(screen.getByText('Введите слово или выражение')).toBeTruthy();
  });

  it('tells a lost connection apart and keeps the values', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new ApiError(0, [])));
    render(<WordForm words={[]} submitLabel="Добавить" onSubmit={onSubmit} resetAfterSave />);
    await userEvent.type(screen.getByLabelText('Слово или выражение'), 'sunrise');
    await userEvent.type(screen.getByLabelText('Перевод'), 'рассвет');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Не удалось сохранить. Проверьте соединение — введённое не потеряно, попробуйте ещё раз.');
    expect(screen.getByLabelText('Слово или выражение')).toHaveProperty('value', 'sunrise');
  });

  it('empties itself after a successful add', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<WordForm words={[]} submitLabel="Добавить" onSubmit={onSubmit} resetAfterSave />);
    await userEvent.type(screen.getByLabelText('Слово или выражение'), 'sunrise');
    await userEvent.type(screen.getByLabelText('Перевод'), 'рассвет');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Слово или выражение')).toHaveProperty('value', ''));
  });
});
