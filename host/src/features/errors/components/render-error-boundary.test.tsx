import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ClientError } from '@school/shared/api';
import { RenderErrorBoundary } from './render-error-boundary';

function Broken({ error }: { error: Error }): never {
  throw error;
}

function renderWith(error: Error | null, resetKey = '/a') {
  return render(
    <MemoryRouter>
      <RenderErrorBoundary resetKey={resetKey}>{error ? <Broken error={error} /> : <p>Страница</p>}</RenderErrorBoundary>
    </MemoryRouter>,
  );
}

describe('render-error boundary', () => {
  it('shows the generic message with a link home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWith(new Error('boom'));
    expect(screen.getByText('Произошла непредвиденная ошибка. Попробуйте перезагрузить страницу или вернуться на главную.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Вернуться на главную' }).getAttribute('href')).toBe('/lms/dashboard');
  });

  it("shows a client error's own message instead", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWith(new ClientError('У вас нет доступа к этому курсу'));
    expect(screen.getByText('У вас нет доступа к этому курсу')).toBeTruthy();
    expect(screen.queryByText(/непредвиденная ошибка/)).toBeNull();
  });

  it('recovers when the path changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = renderWith(new Error('boom'));
    rerender(
      <MemoryRouter>
        <RenderErrorBoundary resetKey="/b">
          <p>Страница</p>
        </RenderErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('Страница')).toBeTruthy();
  });
});
