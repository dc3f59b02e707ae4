import { describe, expect, it } from 'vitest';
import { homeworkHeaderProblem, isLinkHeader } from './homework';

describe('teacher-and-company §5: homework header rule', () => {
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
