import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAfterHydration } from './use-after-hydration';

// A page's first view from the server is taken over by the browser as it is (docs/architecture.md,
// "A page's first view from the server"): what only the browser can render waits for the render after.
const seen: boolean[] = [];
function Part() {
  const browser = useAfterHydration();
  seen.push(browser);
  return <p>{browser ? 'browser' : 'server'}</p>;
}

describe('a part the server renders otherwise', () => {
  it('renders as the server did on the server', () => {
    expect(renderToString(<Part />)).toBe('<p>server</p>');
  });

  it('is taken over as the server rendered it, then rendered as in the browser', () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Part />);
    const paragraph = container.firstChild;
    seen.length = 0;
    const errors: unknown[] = [];
    render(<Part />, { container, hydrate: true, onRecoverableError: (error) => errors.push(error) });
    expect(errors).toEqual([]);
    expect(seen).toEqual([false, true]);
    expect(container.firstChild).toBe(paragraph);
    expect(container.innerHTML).toBe('<p>browser</p>');
  });

  it('renders as in the browser at once when nothing is taken over', () => {
    seen.length = 0;
    const { container } = render(<Part />);
    expect(seen).toEqual([true]);
    expect(container.innerHTML).toBe('<p>browser</p>');
  });
});
