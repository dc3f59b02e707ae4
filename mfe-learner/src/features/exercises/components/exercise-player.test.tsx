import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Exercise } from '../model/exercise-schema';
import { ExercisePlayer } from './exercise-player';

const dropdown: Exercise = {
  id: '1-2-2-dropdown-1-1',
  kind: 'dropdown',
  instruction: 'Выберите подходящую форму глагола.',
  explanation: 'Past Simple — для законченного вчера.',
  sentences: [
    { id: 's1', text: 'Yesterday I {1} the migration script.', gaps: [{ id: '1', options: ['have finished', 'finished'], answer: 'finished' }] },
    { id: 's2', text: 'Right now I {2} on the login bug.', gaps: [{ id: '2', options: ['work', 'am working'], answer: 'am working' }] },
  ],
};

const words: Exercise = {
  id: '1-2-4-dragDropSentences-1-1',
  kind: 'dragDropSentences',
  instruction: 'Вставьте слова.',
  sentences: [
    { id: 's1', text: 'I {1} the fix to staging.', gaps: [{ id: '1', answer: 'deployed' }] },
    { id: 's2', text: 'The PR is {2} review.', gaps: [{ id: '2', answer: 'under' }] },
  ],
  distractors: ['over'],
};

const typed: Exercise = {
  id: '1-2-7-placeholder-1-1',
  kind: 'placeholder',
  instruction: 'Поставьте глагол в нужную форму.',
  sentences: [{ id: 's1', text: 'The hotfix {1} an hour ago.', gaps: [{ id: '1', answer: 'was deployed/was rolled out', hint: 'deploy, passive' }] }],
};

describe('exercise player', () => {
  it('marks each item right or wrong with the right answer, then lets the learner fix the answers', async () => {
    const user = userEvent.setup();
    render(<ExercisePlayer exercise={dropdown} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Пропуск 1' }), 'finished');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Пропуск 2' }), 'work');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));

    expect(screen.getByTestId('exercise-score').textContent).toContain('Верно 1 из 2');
    const feedback = screen.getAllByTestId('item-feedback');
    expect(feedback.map((f) => f.dataset.correct)).toEqual(['true', 'false']);
    expect(feedback[1]!.textContent).toContain('Правильный ответ: am working');
    expect(screen.getByText(/Past Simple — для законченного вчера/)).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Пропуск 2' }) as HTMLSelectElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Исправить ответы' }));
    expect((screen.getByRole('combobox', { name: 'Пропуск 1' }) as HTMLSelectElement).value).toBe('finished');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Пропуск 2' }), 'am working');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(screen.getByTestId('exercise-score').textContent).toContain('Всё верно!');
    expect(screen.queryByRole('button', { name: 'Исправить ответы' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Начать заново' }));
    expect((screen.getByRole('combobox', { name: 'Пропуск 1' }) as HTMLSelectElement).value).toBe('');
    expect(screen.getByTestId('exercise-score').textContent).toBe('');
  });

  it('places dragged words by tapping the word and then the gap, swaps and returns them', async () => {
    const user = userEvent.setup();
    render(<ExercisePlayer exercise={words} />);
    const bank = screen.getByTestId('drag-bank');
    expect(
      within(bank)
        .getAllByTestId('drag-item')
        .map((b) => b.textContent),
    ).toEqual(['deployed', 'over', 'under']);
    const [gap1, gap2] = screen.getAllByTestId('drop-place');

    await user.click(within(bank).getByRole('button', { name: /over/ }));
    await user.click(gap2!);
    await user.click(within(bank).getByRole('button', { name: /deployed/ }));
    await user.click(gap1!);
    expect(within(gap1!).getByTestId('drag-item').textContent).toContain('deployed');
    expect(within(gap2!).getByTestId('drag-item').textContent).toContain('over');

    // A word from the bank dropped on a full gap sends the word there back to the bank.
    await user.click(within(bank).getByRole('button', { name: /under/ }));
    await user.click(gap2!);
    expect(within(gap2!).getByTestId('drag-item').textContent).toContain('under');
    expect(
      within(bank)
        .getAllByTestId('drag-item')
        .map((b) => b.textContent),
    ).toEqual(['over']);

    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(screen.getByTestId('exercise-score').textContent).toContain('Всё верно!');
    expect(within(gap1!).getByTestId('drag-item').textContent).toContain('deployed — верно');
  });

  it('accepts any alternative of a typed gap and shows the hint', async () => {
    const user = userEvent.setup();
    render(<ExercisePlayer exercise={typed} />);
    expect(screen.getByText('(deploy, passive)')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Пропуск 1 (deploy, passive)' }), 'Was rolled out');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(screen.getByTestId('exercise-score').textContent).toContain('Всё верно!');
  });

  it('counts an unanswered item as wrong', async () => {
    const user = userEvent.setup();
    render(<ExercisePlayer exercise={typed} />);
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(screen.getByTestId('exercise-score').textContent).toContain('Верно 0 из 1');
    expect(screen.getByTestId('item-feedback').textContent).toContain('Правильный ответ: was deployed / was rolled out');
  });
});
