import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, NavLink } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollActiveIntoView } from './use-scroll-active-into-view';

function Menu() {
  const ref = useScrollActiveIntoView<HTMLElement>(100);
  return (
    <nav ref={ref} aria-label="Меню">
      <NavLink to="/a">Первый</NavLink>
      <NavLink to="/b">Второй</NavLink>
    </nav>
  );
}

describe('useScrollActiveIntoView', () => {
  let scrollTop = 0;
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTop = 0;
    // A menu 400 px high with 2000 px of items; the active one 1000 px down, 40 px high.
    vi.spyOn(Element.prototype, 'scrollTop', 'get').mockImplementation(() => scrollTop);
    vi.spyOn(Element.prototype, 'scrollTop', 'set').mockImplementation((value: number) => {
      scrollTop = value;
    });
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(2000);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { top: this.getAttribute('aria-current') === 'page' ? 1000 - scrollTop : 0 } as DOMRect;
    });
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('centres the active item after the delay, and again after each navigation', () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Menu />
      </MemoryRouter>,
    );
    act(() => void vi.advanceTimersByTime(99));
    expect(scrollTop).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(scrollTop).toBe(820);

    scrollTop = 0;
    fireEvent.click(screen.getByRole('link', { name: 'Второй' }));
    expect(screen.getByRole('link', { name: 'Второй' }).getAttribute('aria-current')).toBe('page');
    act(() => void vi.advanceTimersByTime(100));
    expect(scrollTop).toBe(820);
  });

  it('does not scroll when the page is left before the delay', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/a']}>
        <Menu />
      </MemoryRouter>,
    );
    unmount();
    act(() => void vi.advanceTimersByTime(200));
    expect(scrollTop).toBe(0);
  });

  it('finds the item by another selector, and waits until it is enabled', () => {
    function Lessons({ shown }: { shown: boolean }) {
      const ref = useScrollActiveIntoView<HTMLElement>(50, { selector: '[data-current="true"]', enabled: shown });
      return (
        <nav ref={ref} aria-label="Уроки">
          <a href="/a" data-current="true">
            Текущий урок
          </a>
        </nav>
      );
    }
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { top: this.getAttribute('data-current') === 'true' ? 1000 - scrollTop : 0 } as DOMRect;
    });
    const { rerender } = render(
      <MemoryRouter initialEntries={['/a']}>
        <Lessons shown={false} />
      </MemoryRouter>,
    );
    act(() => void vi.advanceTimersByTime(200));
    expect(scrollTop).toBe(0);
    rerender(
      <MemoryRouter initialEntries={['/a']}>
        <Lessons shown />
      </MemoryRouter>,
    );
    act(() => void vi.advanceTimersByTime(50));
    expect(scrollTop).toBe(820);
  });
});
