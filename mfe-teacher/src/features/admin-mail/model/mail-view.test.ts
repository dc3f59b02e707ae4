import { describe, expect, it } from 'vitest';
import { framedMailHtml, linkifyMailText } from './mail-view';

describe('the admin mail page (back office: the school’s mail read at /lms/admin/mail)', () => {
  it('opens a message’s links in the school’s tab, not inside the sandboxed frame', () => {
    expect(framedMailHtml('<html><head><title>x</title></head><body><a href="/a">a</a></body></html>')).toBe(
      '<html><head><base target="_top"><title>x</title></head><body><a href="/a">a</a></body></html>',
    );
    expect(framedMailHtml('<p>no head</p>')).toBe('<base target="_top"><p>no head</p>');
  });

  it('makes the text body’s addresses links and leaves the rest as text', () => {
    expect(linkifyMailText('Войти: https://school.example/set-password?token=abc\n— школа')).toEqual([
      { kind: 'text', text: 'Войти: ' },
      { kind: 'link', href: 'https://school.example/set-password?token=abc' },
      { kind: 'text', text: '\n— школа' },
    ]);
    expect(linkifyMailText('javascript:alert(1) <b>')).toEqual([{ kind: 'text', text: 'javascript:alert(1) <b>' }]);
  });
});
