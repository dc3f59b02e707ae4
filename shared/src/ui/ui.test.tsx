import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ApiError } from '../api/errors';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { StudentStatusBadge, ReportsLeftBadge } from './status-badge';
import { DateInput, TimeInput } from './inputs';
import { Modal } from './modal';
import { DataTable } from './data-table';
import { QueryView } from './query-view';

function MaskedDate() {
  const [value, setValue] = useState('');
  return <DateInput label="Дата" value={value} onChange={setValue} />;
}
function MaskedTime() {
  const [value, setValue] = useState('');
  return <TimeInput label="Время" value={value} onChange={setValue} />;
}

describe('UI kit', () => {
  it('masks dates as dd.MM.yyyy and times as HH:mm while typing', async () => {
    render(
      <>
        <MaskedDate />
        <MaskedTime />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Дата'), '21112026');
    expect((screen.getByLabelText('Дата') as HTMLInputElement).value).toBe('21.11.2026');
    await userEvent.type(screen.getByLabelText('Время'), '0930');
    expect((screen.getByLabelText('Время') as HTMLInputElement).value).toBe('09:30');
  });

  it('uses the native date control on touch devices', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query === '(pointer: coarse)' })) as typeof window.matchMedia;
    render(<DateInput label="Дата" value="21.11.2026" onChange={() => undefined} />);
    const input = screen.getByLabelText('Дата') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.value).toBe('2026-11-21');
    window.matchMedia = original;
  });

  it('closes a modal with Escape and focuses its first field', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Новая компания" onClose={onClose}>
        <input aria-label="Название" />
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Новая компания' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Название'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('colours the status and remaining-lessons badges', () => {
    render(
      <>
        <StudentStatusBadge statusId="rejected" statusName="Отказался" />
        <StudentStatusBadge statusId={null} />
        <ReportsLeftBadge reportsLeft={-1} />
      </>,
    );
    const [status, unknown] = screen.getAllByTestId('student-status-badge');
    expect(status!.getAttribute('data-tone')).toBe('red');
    expect(unknown!.textContent).toBe('Не определён');
    expect(screen.getByTestId('reports-left-badge').getAttribute('data-tone')).toBe('red');
  });

  it('renders a data table with row headers, labels for stacked rows and row attributes', () => {
    const rows = [
      { id: 1, name: 'Анна', lessons: 3 },
      { id: 2, name: 'Олег', lessons: 0 },
    ];
    const table = (
      <DataTable
        testId="people"
        caption="Ученики"
        rows={rows}
        rowKey={(r) => r.id}
        rowAttributes={(r) => ({ 'data-testid': 'person', 'data-person-id': r.id })}
        columns={[
          { header: 'Имя', rowHeader: true, cell: (r) => r.name },
          { header: 'Уроков', label: 'Уроков', cell: (r) => r.lessons },
          { header: null, headerLabel: 'Действия', cell: () => 'ok' },
        ]}
      />
    );
    const { unmount } = render(table);
    expect(screen.getByRole('table', { name: 'Ученики' }).className).toBe('sc-table');
    expect(screen.getAllByRole('columnheader').map((h) => h.getAttribute('aria-label') ?? h.textContent)).toEqual(['Имя', 'Уроков', 'Действия']);
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Анна', 'Олег']);
    const [first] = screen.getAllByTestId('person');
    expect(first!.getAttribute('data-person-id')).toBe('1');
    expect(first!.querySelector('td')!.getAttribute('data-label')).toBe('Уроков');
    unmount();

    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query === '(max-width: 767px)' })) as typeof window.matchMedia;
    render(table);
    expect(screen.getByTestId('people').className).toBe('sc-table sc-table--stacked');
    window.matchMedia = original;
  });

  it('keeps the columns of a table that never stacks, on a small screen too', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query === '(max-width: 767px)' })) as typeof window.matchMedia;
    render(<DataTable testId="words" stackBelow="never" rows={['cat', 'cat']} rowKey={(_, index) => index} columns={[{ header: 'Слово', cell: (w) => w }]} />);
    expect(screen.getByTestId('words').className).toBe('sc-table');
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['cat', 'cat']);
    window.matchMedia = original;
  });

  it('shows a query as a loader, an error with a retry, then its content', () => {
    const refetch = vi.fn();
    const view = (state: { isPending: boolean; isError: boolean; isFetching?: boolean; data: string[] | undefined; error: Error | null }) => (
      <MemoryRouter>
        <QueryView query={{ ...state, refetch }} failed="Не удалось загрузить слова.">
          {(words) => <p>Слов: {words.length}</p>}
        </QueryView>
      </MemoryRouter>
    );
    const { rerender } = render(view({ isPending: true, isError: false, data: undefined, error: null }));
    expect(screen.getByRole('status').textContent).toBe('Загрузка…');
    rerender(view({ isPending: false, isError: true, data: undefined, error: new ApiError(503, ['Сервер недоступен']) }));
    // It says what failed, and why.
    expect(screen.getByRole('alert').textContent).toContain('Не удалось загрузить слова.');
    expect(screen.getByRole('alert').textContent).toContain('Сервер недоступен');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    // While it asks again, the loader shows instead of the old error.
    rerender(view({ isPending: false, isError: true, isFetching: true, data: undefined, error: new ApiError(503, ['Сервер недоступен']) }));
    expect(screen.getByRole('status').textContent).toBe('Загрузка…');
    // A part of the page that did not arrive is said in Russian, never «Loading chunk 5145 failed».
    const chunk = Object.assign(new Error('Loading chunk 5145 failed.\n(error: http://localhost/5145.js)'), { name: 'ChunkLoadError' });
    rerender(view({ isPending: false, isError: true, data: undefined, error: chunk }));
    expect(screen.getByRole('alert').textContent).toContain('Не удалось загрузить часть страницы');
    expect(screen.getByRole('alert').textContent).not.toContain('Loading chunk');
    rerender(view({ isPending: false, isError: false, data: ['cat', 'dog'], error: null }));
    expect(screen.getByText('Слов: 2')).toBeTruthy();
  });
});
