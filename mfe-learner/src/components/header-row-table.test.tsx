import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeaderRowTable } from './header-row-table';

describe('HeaderRowTable', () => {
  it('makes the first row the column headers and the others the body', () => {
    render(
      <HeaderRowTable
        rows={[
          ['Время', 'Пример'],
          ['Present Simple', 'I work'],
          ['Past Simple', 'I worked'],
        ]}
      />,
    );
    const table = screen.getByRole('table');
    expect(table.className).toBe('sc-table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Время', 'Пример']);
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
    const [, ...body] = within(table).getAllByRole('row');
    expect(
      body.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Present Simple', 'I work'],
      ['Past Simple', 'I worked'],
    ]);
  });

  it('keeps its columns on a phone, scrolling in its box', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.startsWith('(max-width') })) as typeof window.matchMedia;
    const { container } = render(<HeaderRowTable rows={[['a'], ['b']]} className="extra" />);
    expect(screen.getByRole('table').className).toBe('sc-table');
    expect((container.firstChild as HTMLElement).className).toBe('scroll extra');
    window.matchMedia = original;
  });
});
