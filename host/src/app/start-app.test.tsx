import { lazy, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenKind } from '@school/shared/domain';
import { media, ScreenProvider, useMediaQuery } from '@school/shared/ui';
import { startApp } from './start-app';

// A page's first view (docs/architecture.md, "First view from the server"): the browser takes the
// server's view over as it is, laid out for the screen the view names; layout: mobile and desktop
// switch at 991 px (spec, teacher and company, "Layout").
function Header() {
  const mobile = useMediaQuery(media.mobile);
  return <header>{mobile ? <button type="button">Меню</button> : <nav>Основное меню</nav>}</header>;
}

/** #root as the server sends it: the view, inert, naming the screen it was laid out for. */
function pageWithView(renderedFor: ScreenKind, named: ScreenKind): HTMLElement {
  const root = document.body.appendChild(document.createElement('div'));
  const html = renderToString(
    <ScreenProvider value={renderedFor}>
      <Header />
    </ScreenProvider>,
  );
  root.innerHTML = `<div inert data-screen="${named}" style="display:contents">${html}</div>`;
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the app on a page with the server's view", () => {
  it("keeps the view's elements, laid out for the screen it names, and makes it answer", async () => {
    const warn = vi.spyOn(console, 'warn');
    const root = pageWithView('phone', 'phone');
    const view = root.firstElementChild!;
    const header = root.querySelector('header');
    startApp(root, <Header />);
    await vi.waitFor(() => expect(view.hasAttribute('inert')).toBe(false));
    // The server's header is the app's (the render after follows the test's own screen).
    expect(root.querySelector('header')).toBe(header);
    expect(warn).not.toHaveBeenCalled();
  });

  it('renders a view that differs anew in its place, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const root = pageWithView('phone', 'desktop');
    const view = root.firstElementChild!;
    const header = root.querySelector('header');
    startApp(root, <Header />);
    await vi.waitFor(() => expect(view.hasAttribute('inert')).toBe(false));
    expect(root.querySelector('header')).not.toBe(header);
    expect(root.querySelector('nav')?.textContent).toBe('Основное меню');
    expect(warn).toHaveBeenCalledWith('first view: rendered again in the browser', expect.anything());
  });

  it('renders the app itself on a page without a view', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = '<div class="sc-boot" aria-hidden="true">En</div>';
    startApp(root, <Header />);
    await vi.waitFor(() => expect(root.querySelector('header')).not.toBeNull());
    expect(root.querySelector('.sc-boot')).toBeNull();
  });
});

describe('a view with a part whose code loads lazily', () => {
  function Form() {
    return (
      <form action="/set-password" onSubmit={(event) => event.preventDefault()}>
        <input name="password" />
        <button type="submit">Сохранить</button>
      </form>
    );
  }

  function Page({ part }: { part: ReactNode }) {
    return (
      <main>
        <h1>Пароль</h1>
        <Suspense fallback={<p>Загрузка…</p>}>{part}</Suspense>
      </main>
    );
  }

  it('takes no input until that part belongs to the app', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    const html = renderToString(
      <ScreenProvider value="desktop">
        <Page part={<Form />} />
      </ScreenProvider>,
    );
    root.innerHTML = `<div inert data-screen="desktop" style="display:contents">${html}</div>`;
    const view = root.firstElementChild!;
    const serverForm = root.querySelector('form');
    let arrive: (module: { default: typeof Form }) => void = () => undefined;
    const LazyForm = lazy(() => new Promise<{ default: typeof Form }>((resolve) => (arrive = resolve)));
    let committed = false;
    function Committed() {
      useLayoutEffect(() => {
        committed = true;
      }, []);
      return null;
    }

    startApp(
      root,
      <>
        <Committed />
        <Page part={<LazyForm />} />
      </>,
    );
    await vi.waitFor(() => expect(committed).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The page is committed, the form is still the server's: the view takes no input yet.
    expect(view.hasAttribute('inert')).toBe(true);

    arrive({ default: Form });
    await vi.waitFor(() => expect(view.hasAttribute('inert')).toBe(false));
    expect(root.querySelector('form')).toBe(serverForm);
  });
});
