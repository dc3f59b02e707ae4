import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import { FormError } from './states';
import { hasUnsavedChanges, UnsavedChangesGuard, useConfirmedClose, useUnsavedChanges } from './unsaved-changes';

function NoteForm() {
  const [note, setNote] = useState('');
  const navigate = useNavigate();
  const unsaved = useUnsavedChanges(note !== '');
  return (
    <form>
      <label>
        Заметка
        <input value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <Link to="/other">Другая страница</Link>
      <button
        type="button"
        onClick={() => {
          unsaved.release();
          navigate('/other');
        }}
      >
        Сохранить и перейти
      </button>
    </form>
  );
}

/** A data router with the guard and the form on every path, as the host has them. */
function renderWithGuard() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <UnsavedChangesGuard />
          <NoteForm />
        </>
      ),
    },
  ]);
  const view = render(<RouterProvider router={router} />);
  return { router, unmount: view.unmount };
}

describe('unsaved input', () => {
  it('asks before a link leaves the page, and stays with the input kept', async () => {
    const { router } = renderWithGuard();
    await userEvent.type(screen.getByLabelText('Заметка'), 'Past Simple');
    expect(hasUnsavedChanges()).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'Другая страница' }));
    expect(screen.getByRole('dialog', { name: 'Уйти со страницы?' })).toBeTruthy();
    expect(screen.getByText('Введённые данные не сохранены и пропадут.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Остаться' }));
    expect(router.state.location.pathname).toBe('/');
    expect((screen.getByLabelText('Заметка') as HTMLInputElement).value).toBe('Past Simple');

    await userEvent.click(screen.getByRole('link', { name: 'Другая страница' }));
    await userEvent.click(screen.getByRole('button', { name: 'Уйти' }));
    expect(router.state.location.pathname).toBe('/other');
  });

  it('lets a saved form navigate without asking, and asks the browser on closing the tab only while unsaved', async () => {
    const { router, unmount } = renderWithGuard();
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    await userEvent.type(screen.getByLabelText('Заметка'), 'Homework');
    expect(closing()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить и перейти' }));
    expect(router.state.location.pathname).toBe('/other');
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('asks before closing a dialog with unsaved input', async () => {
    const onClose = vi.fn();
    function Dialog() {
      const [text, setText] = useState('');
      const { requestClose, dialog } = useConfirmedClose(text !== '', onClose);
      return (
        <Modal title="Новая компания" onClose={requestClose}>
          <label>
            Название
            <input value={text} onChange={(e) => setText(e.target.value)} />
          </label>
          {dialog}
        </Modal>
      );
    }
    render(<Dialog />);
    await userEvent.type(screen.getByLabelText('Название'), 'Бета');
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Закрыть без сохранения?' })).toBeTruthy();
    // Escape answers the topmost dialog only: the question closes, the form stays.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Закрыть без сохранения?' })).toBeNull();
    expect((screen.getByLabelText('Название') as HTMLInputElement).value).toBe('Бета');
    // The dialog's × asks again; the question's own 'Закрыть' closes.
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Новая компания' })).getAllByRole('button', { name: 'Закрыть' })[0]!);
    const question = screen.getByRole('dialog', { name: 'Закрыть без сохранения?' });
    await userEvent.click(
      within(question)
        .getAllByRole('button', { name: 'Закрыть' })
        .find((b) => b.textContent === 'Закрыть')!,
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a failed save offers a retry beside its message', async () => {
    const retry = vi.fn();
    render(<FormError message="Ошибка! Пожалуйста, попробуйте позже. Ошибка = 500." onRetry={retry} testId="error" />);
    expect(screen.getByRole('alert').textContent).toBe('Ошибка! Пожалуйста, попробуйте позже. Ошибка = 500.');
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Повторить' })));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
