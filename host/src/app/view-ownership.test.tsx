import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstControlNotYetOwned, whenViewOwned } from './view-ownership';

// A page's first view (docs/architecture.md, "First view from the server"): the view takes input only
// once every control in it belongs to the app.
function viewWith(html: string): HTMLElement {
  const view = document.body.appendChild(document.createElement('div'));
  view.innerHTML = html;
  return view;
}

function renderInto(container: HTMLElement, node: ReactNode) {
  render(node, { container });
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('firstControlNotYetOwned', () => {
  it("names a control that is still the server's HTML", () => {
    const view = viewWith('<p>Текст</p><form><button type="submit">Сохранить</button></form>');
    expect(firstControlNotYetOwned(view)?.tagName).toBe('FORM');
  });

  it('finds nothing in a view without controls', () => {
    expect(firstControlNotYetOwned(viewWith('<h1>Урок</h1><p>Текст</p>'))).toBeUndefined();
  });

  it('finds nothing once React has rendered the controls', () => {
    const view = viewWith('');
    renderInto(
      view,
      <form>
        <input name="email" />
        <a href="/login">Войти</a>
      </form>,
    );
    expect(firstControlNotYetOwned(view)).toBeUndefined();
  });

  it("counts links in markup the app puts in as HTML as the app's", () => {
    const view = viewWith('');
    renderInto(view, <div dangerouslySetInnerHTML={{ __html: '<p><a href="https://example.com">ссылка</a></p>' }} />);
    expect(firstControlNotYetOwned(view)).toBeUndefined();
  });

  it("does not count a server's part inside an element React owns", () => {
    const view = viewWith('');
    renderInto(view, <section id="part" />);
    view.querySelector('#part')!.innerHTML = '<button type="button">Далее</button>';
    expect(firstControlNotYetOwned(view)?.tagName).toBe('BUTTON');
  });
});

describe('whenViewOwned', () => {
  it('calls at once when the view already belongs to the app', () => {
    const ready = vi.fn();
    whenViewOwned(viewWith('<p>Текст</p>'), ready);
    expect(ready).toHaveBeenCalledWith(true);
  });

  it('calls once the last control has been taken over', () => {
    vi.useFakeTimers();
    const view = viewWith('<button type="button">Далее</button>');
    const ready = vi.fn();
    whenViewOwned(view, ready, { everyMs: 50 });
    vi.advanceTimersByTime(200);
    expect(ready).not.toHaveBeenCalled();
    Object.assign(view.querySelector('button')!, { __reactFiber$test: {} });
    vi.advanceTimersByTime(50);
    expect(ready).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('gives up waiting after the longest wait, so a part that never hydrates does not lock the page', () => {
    vi.useFakeTimers();
    const ready = vi.fn();
    whenViewOwned(viewWith('<button type="button">Далее</button>'), ready, { everyMs: 50, atMostMs: 1_000 });
    vi.advanceTimersByTime(950);
    expect(ready).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(ready).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('stops waiting when asked', () => {
    vi.useFakeTimers();
    const ready = vi.fn();
    const stop = whenViewOwned(viewWith('<button type="button">Далее</button>'), ready, { atMostMs: 1_000 });
    stop();
    vi.advanceTimersByTime(2_000);
    expect(ready).not.toHaveBeenCalled();
  });
});
