import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { PageError, pageErrorKind, parseId } from './page-error';

describe('page errors', () => {
  it('tell no access from not found and the rest', () => {
    expect(pageErrorKind(new ApiError(403, ['Нет']))).toBe('no-access');
    expect(pageErrorKind(new ApiError(404, []))).toBe('not-found');
    expect(pageErrorKind(new ApiError(500, []))).toBe('generic');
    expect(pageErrorKind(new Error('boom'))).toBe('generic');
  });

  it("show the page's own no-access message", () => {
    render(
      <MemoryRouter>
        <PageError error={new ApiError(403, ['x'])} onRetry={vi.fn()} noAccess="У вас нет доступа к профилю этого ученика" />
      </MemoryRouter>,
    );
    expect(screen.getByText('У вас нет доступа к профилю этого ученика')).toBeTruthy();
  });

  it('read route ids within the database range only', () => {
    expect(parseId('9')).toBe(9);
    expect(parseId('2147483647')).toBe(2147483647);
    expect(parseId('2147483648')).toBeNull();
    expect(parseId('abc')).toBeNull();
    expect(parseId('0')).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });
});
