import DOMPurify from 'dompurify';
import { describe, expect, it, vi } from 'vitest';
import { richTextPieces } from './rich-text';

describe('teacher-and-company §5: links in body text render as lesson cards and external links, sanitised', () => {
  it('renders lesson cards, external links and bold text, sanitised', () => {
    const pieces = richTextPieces('**Важно**: https://school.example/lms/lessons/B1-12 и www.bbc.co.uk\nдо пятницы <img src=x onerror=alert(1)>');
    expect(pieces).toEqual([
      { kind: 'html', html: '<strong>Важно</strong>: ' },
      { kind: 'lesson', code: 'B1-12', path: '/lms/lessons/B1-12', address: 'https://school.example/lms/lessons/B1-12' },
      { kind: 'html', html: ' и ' },
      { kind: 'link', href: 'https://www.bbc.co.uk', label: 'www.bbc.co.uk' },
      { kind: 'html', html: '<br>до пятницы ' },
    ]);
  });
  it('sanitises every piece with markup of its own, and leaves plain text to the tags it makes', () => {
    const sanitize = vi.spyOn(DOMPurify, 'sanitize');
    const plain = richTextPieces('Выучить 10 слов > 5 "фраз"\n**к пятнице**');
    expect(plain).toEqual([{ kind: 'html', html: 'Выучить 10 слов > 5 "фраз"<br><strong>к пятнице</strong>' }]);
    expect(sanitize).not.toHaveBeenCalled();
    const rendered = document.createElement('span');
    rendered.innerHTML = plain[0]!.kind === 'html' ? plain[0]!.html : '';
    expect(rendered.textContent).toBe('Выучить 10 слов > 5 "фраз"к пятнице');

    for (const hostile of ['<svg/onload=alert(1)>', '&lt;b&gt;', 'a <b onclick=x()>b</b>', '**<img src=x onerror=alert(1)>**']) {
      sanitize.mockClear();
      const [piece] = richTextPieces(hostile);
      expect(sanitize).toHaveBeenCalledTimes(1);
      if (piece?.kind === 'html') expect(piece.html).not.toMatch(/onload|onclick|onerror|<img|<svg/);
    }
    sanitize.mockRestore();
  });
  it('escapes markup where DOMPurify has no DOM (a first view rendered on the server)', () => {
    const noDom = {} as Parameters<typeof richTextPieces>[1];
    expect(richTextPieces('до пятницы <img src=x onerror=alert(1)> **важно**', noDom)).toEqual([
      { kind: 'html', html: 'до пятницы &lt;img src=x onerror=alert(1)&gt; &lt;strong&gt;важно&lt;/strong&gt;' },
    ]);
    expect(richTextPieces('без разметки **важно**', noDom)).toEqual([{ kind: 'html', html: 'без разметки <strong>важно</strong>' }]);
  });
  it('escapes as the server does when asked to (the browser taking a server view over)', () => {
    expect(richTextPieces('до пятницы <b>важно</b>', null)).toEqual([{ kind: 'html', html: 'до пятницы &lt;b&gt;важно&lt;/b&gt;' }]);
    expect(richTextPieces('до пятницы <b>важно</b>')).toEqual([{ kind: 'html', html: 'до пятницы <b>важно</b>' }]);
  });
});
