import { describe, expect, it } from 'vitest';
import { screenKindOf, screenOfRequest } from './screen';

// Layout: mobile and desktop switch at 991 px (spec, teacher and company, "Layout"; burger menus on tablet and
// mobile, content and commerce, "Header"): the server's first view of a page is
// laid out for the screen the request comes from, as the browser will lay it out.
describe('the screen a request comes from', () => {
  const agents = {
    androidPhone: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
    iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    androidTablet: 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36',
    firefoxTablet: 'Mozilla/5.0 (Android 14; Tablet; rv:133.0) Gecko/133.0 Firefox/133.0',
    iPad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36',
    mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  };

  it('is a phone when the browser says it is mobile, whatever its user agent', () => {
    expect(screenOfRequest({ mobileHint: '?1', userAgent: agents.desktop })).toBe('phone');
    expect(screenOfRequest({ mobileHint: '?1' })).toBe('phone');
  });

  it('is read from the user agent without the hint: phones, then tablets, else a desktop', () => {
    expect(screenOfRequest({ userAgent: agents.androidPhone })).toBe('phone');
    expect(screenOfRequest({ userAgent: agents.iPhone })).toBe('phone');
    expect(screenOfRequest({ mobileHint: '?0', userAgent: agents.androidTablet })).toBe('tablet');
    expect(screenOfRequest({ userAgent: agents.firefoxTablet })).toBe('tablet');
    expect(screenOfRequest({ mobileHint: '?0', userAgent: agents.desktop })).toBe('desktop');
    expect(screenOfRequest({ userAgent: agents.mac })).toBe('desktop');
    expect(screenOfRequest({})).toBe('desktop');
  });

  it('takes an iPad for a tablet although its Safari says «Mobile»', () => {
    expect(screenOfRequest({ userAgent: agents.iPad })).toBe('tablet');
  });
});

describe('the screen a first view names', () => {
  it('is read back as it was written, and anything else as a desktop', () => {
    expect(screenKindOf('phone')).toBe('phone');
    expect(screenKindOf('tablet')).toBe('tablet');
    expect(screenKindOf('desktop')).toBe('desktop');
    expect(screenKindOf('watch')).toBe('desktop');
    expect(screenKindOf(null)).toBe('desktop');
  });
});
