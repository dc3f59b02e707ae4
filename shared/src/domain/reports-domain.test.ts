import DOMPurify from 'dompurify';
import { describe, expect, it, vi } from 'vitest';
import { homeworkHeaderProblem, isLinkHeader } from './homework';
import { defaultReportDate, isLateReport, reportDateProblem } from './report-date';
import { allowedReportFormats, initialReportFormatId, isGroupFormat, isPaidFormat } from './report-formats';
import { isWebAddress, lessonCodeOf, splitLinks } from './links';
import { richTextPieces } from './rich-text';

describe('homework header rule', () => {
  it('accepts one link without spaces or a title', () => {
    expect(homeworkHeaderProblem('https://school.example/lms/lessons/B1-12')).toBeNull();
    expect(homeworkHeaderProblem('  www.bbc.co.uk/learningenglish  ')).toBeNull();
    expect(homeworkHeaderProblem('**Написать** 5 предложений о выходных')).toBeNull();
    expect(homeworkHeaderProblem('Повторить Present Perfect')).toBeNull();
  });
  it('rejects an empty header', () => {
    expect(homeworkHeaderProblem('')).toBe('required');
    expect(homeworkHeaderProblem('   ')).toBe('required');
  });
  it('rejects spaces together with a valid address', () => {
    expect(homeworkHeaderProblem('Посмотреть https://www.ted.com/talks')).toBe('mixed');
    expect(homeworkHeaderProblem('www.ted.com смотреть')).toBe('mixed');
    expect(homeworkHeaderProblem('https://a.example https://b.example')).toBe('mixed');
  });
  it('keeps words that only look like addresses as a title', () => {
    expect(homeworkHeaderProblem('Сайт http:// потом')).toBeNull();
    expect(homeworkHeaderProblem('Глава 2.3 учебника')).toBeNull();
  });
  it('tells a link header from a title', () => {
    expect(isLinkHeader('https://school.example/lms/lessons/A2-7')).toBe(true);
    expect(isLinkHeader('Урок A2-7')).toBe(false);
  });
});

describe('default report date', () => {
  const now = new Date(2026, 10, 21, 15, 0);
  const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
  it('is yesterday at the start of the day without anything else', () => {
    expect(defaultReportDate({ now })).toEqual(new Date(2026, 10, 20, 0, 0));
  });
  it('keeps a draft date or a passed date first', () => {
    expect(defaultReportDate({ now, draftDate: hours(-30).toISOString(), prevAppointmentDate: hours(-1) })).toEqual(hours(-30));
    expect(defaultReportDate({ now, passedDate: hours(-50), prevAppointmentDate: hours(-1) })).toEqual(hours(-50));
  });
  it('suggests the previous lesson under 6 hours ago', () => {
    expect(defaultReportDate({ now, prevAppointmentDate: hours(-5.9), nextAppointmentDate: hours(0.5) })).toEqual(hours(-5.9));
    expect(defaultReportDate({ now, prevAppointmentDate: hours(-6) })).toEqual(new Date(2026, 10, 20, 0, 0));
  });
  it('otherwise suggests the next lesson under 1 hour away', () => {
    expect(defaultReportDate({ now, prevAppointmentDate: hours(-7), nextAppointmentDate: hours(0.9) })).toEqual(hours(0.9));
    expect(defaultReportDate({ now, nextAppointmentDate: hours(1) })).toEqual(new Date(2026, 10, 20, 0, 0));
  });
  it('ignores a corrupted date', () => {
    expect(defaultReportDate({ now, draftDate: 'not a date' })).toEqual(new Date(2026, 10, 20, 0, 0));
  });
  it('requires a date not later than now and asks about lessons more than 24 hours ago', () => {
    expect(reportDateProblem(null, now)).toBe('required');
    expect(reportDateProblem(new Date(Number.NaN), now)).toBe('required');
    expect(reportDateProblem(hours(1), now)).toBe('future');
    expect(reportDateProblem(now, now)).toBeNull();
    expect(isLateReport(hours(-24), now)).toBe(false);
    expect(isLateReport(hours(-24.01), now)).toBe(true);
  });
});

describe('format restrictions', () => {
  const formats = [
    { id: 'skype-25', typeId: 'individual', durationMins: 25 },
    { id: 'skype-50', typeId: 'individual', durationMins: 50 },
    { id: 'apprentice-trial-25', typeId: 'apprentice-trial', durationMins: 25 },
    { id: 'apprentice-trial-50', typeId: 'apprentice-trial', durationMins: 50 },
    { id: 'group-60', typeId: 'group', durationMins: 60 },
    { id: 'group-90', typeId: 'group', durationMins: 90 },
  ];
  const ids = (list: { id: string }[]) => list.map((f) => f.id);
  it('offers group formats only for group reports, and not for individual ones', () => {
    expect(ids(allowedReportFormats({ formats, kind: 'group', apprentice: false }))).toEqual(['group-60', 'group-90']);
    expect(ids(allowedReportFormats({ formats, kind: 'student', apprentice: false }))).toEqual([
      'skype-25',
      'skype-50',
      'apprentice-trial-25',
      'apprentice-trial-50',
    ]);
    expect(isGroupFormat('corporate-group-60')).toBe(true);
  });
  it('gives apprentices the trial of the default format’s duration', () => {
    expect(ids(allowedReportFormats({ formats, kind: 'student', apprentice: true, defaultFormatId: 'skype-50' }))).toEqual(['apprentice-trial-50']);
    expect(ids(allowedReportFormats({ formats, kind: 'student', apprentice: true, defaultFormatId: 'skype-25' }))).toEqual(['apprentice-trial-25']);
  });
  it('gives apprentices every trial when there is no default format or no trial of its duration', () => {
    expect(ids(allowedReportFormats({ formats, kind: 'student', apprentice: true, defaultFormatId: null }))).toEqual([
      'apprentice-trial-25',
      'apprentice-trial-50',
    ]);
    expect(
      ids(
        allowedReportFormats({
          formats: [...formats, { id: 'skype-40', typeId: 'individual', durationMins: 40 }],
          kind: 'student',
          apprentice: true,
          defaultFormatId: 'skype-40',
        }),
      ),
    ).toEqual(['apprentice-trial-25', 'apprentice-trial-50']);
    expect(allowedReportFormats({ formats, kind: 'group', apprentice: true })).toEqual([]);
  });
  it('starts with the default format when allowed', () => {
    expect(initialReportFormatId(formats, 'skype-50')).toBe('skype-50');
    expect(initialReportFormatId([formats[3]!], 'skype-50')).toBe('apprentice-trial-50');
    expect(initialReportFormatId([], 'skype-50')).toBe('');
  });
  it('knows the student’s paid formats', () => {
    expect(isPaidFormat('skype-50', [{ id: 'skype-50' }])).toBe(true);
    expect(isPaidFormat('skype-25', [{ id: 'skype-50' }])).toBe(false);
  });
});

describe('links in body text', () => {
  it('splits text into pieces with every 4th piece a link', () => {
    const text = 'Урок https://school.example/lms/lessons/B1-12, потом www.ted.com/talks.';
    const parts = text.split(/((https?:\/\/)[^\s]*[^\s.,]|(www\.)[^\s]*[^\s.,])/i);
    expect(parts.filter((_, i) => i % 4 === 1)).toEqual(['https://school.example/lms/lessons/B1-12', 'www.ted.com/talks']);
    expect(splitLinks(text)).toEqual([
      { kind: 'text', value: 'Урок ' },
      { kind: 'link', value: 'https://school.example/lms/lessons/B1-12' },
      { kind: 'text', value: ', потом ' },
      { kind: 'link', value: 'www.ted.com/talks' },
      { kind: 'text', value: '.' },
    ]);
  });
  it('recognises lessons by their path on any host', () => {
    expect(lessonCodeOf('https://school.example/lms/lessons/B1-12')).toBe('B1-12');
    expect(lessonCodeOf('http://localhost:8080/lms/lessons/A2-7/')).toBe('A2-7');
    expect(lessonCodeOf('https://other.example/lms/lessons/C1-9t?x=1')).toBe('C1-9t');
    expect(lessonCodeOf('https://school.example/lms/courses/it')).toBeNull();
    expect(lessonCodeOf('https://school.example/lms/lessons/')).toBeNull();
  });
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
  it('checks whole addresses', () => {
    expect(isWebAddress('https://dictionary.cambridge.org/')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('https://nohost')).toBe(false);
  });
});
