import { describe, expect, it } from 'vitest';
import { lessonCodeOf, splitLinks } from './links';

describe('teacher-and-company §5, §9: links in body text', () => {
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
});
