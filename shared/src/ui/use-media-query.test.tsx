import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { media } from './tokens';
import { matchesMedia, matchesScreen, ScreenProvider, useMediaQuery } from './use-media-query';

// Layout: mobile and desktop switch at 991 px (spec, teacher and company, "Layout"): the server's first view of
// a page is laid out for the reader's screen, as the browser
// lays it out once its scripts run (the lessons' side panel folded on a phone, tables as cards).
function Layout() {
  const mobile = useMediaQuery(media.mobile);
  const narrow = useMediaQuery(media.narrow);
  const touch = useMediaQuery(media.touch);
  const other = useMediaQuery('(min-width: 2000px)');
  return <p>{[mobile && 'mobile', narrow && 'narrow', touch && 'touch', other && 'other'].filter(Boolean).join(' ') || 'desktop'}</p>;
}

describe('media queries in a render without a browser', () => {
  it('answer for the screen the render is for', () => {
    const render = (screen: 'phone' | 'tablet' | 'desktop') =>
      renderToString(
        <ScreenProvider value={screen}>
          <Layout />
        </ScreenProvider>,
      );
    expect(render('phone')).toBe('<p>mobile narrow touch</p>');
    expect(render('tablet')).toBe('<p>mobile touch</p>');
    expect(render('desktop')).toBe('<p>desktop</p>');
  });

  it('answer for a desktop when no screen is named', () => {
    expect(renderToString(<Layout />)).toBe('<p>desktop</p>');
  });

  it('match none of the queries that are not the school’s own', () => {
    for (const screen of ['phone', 'tablet', 'desktop'] as const) expect(matchesScreen('(orientation: portrait)', screen)).toBe(false);
  });
});

describe('a media query asked once', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is the browser's answer where there is a browser", () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === media.mobile }));
    expect(matchesMedia(media.mobile, 'desktop')).toBe(true);
    expect(matchesMedia(media.narrow, 'phone')).toBe(false);
  });

  it('answers for the screen named where there is none', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(matchesMedia(media.mobile, 'phone')).toBe(true);
    expect(matchesMedia(media.mobile, 'desktop')).toBe(false);
  });
});
