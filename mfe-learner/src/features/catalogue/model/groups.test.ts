import { describe, expect, it } from 'vitest';
import { catalogueOf, groupOfLesson, lessonNumber } from './groups';

describe('level file of a lesson code', () => {
  it.each([
    ['A1-1', 'A1'],
    ['A2-46', 'A2'],
    ['B1-54', 'B1'],
    ['B2-13', 'B2'],
    ['B2-27temp', 'B2temp'],
    ['C1-9t', 'C1'],
    ['Int-8', 'Int'],
  ])('%s lives in %s', (code, group) => {
    expect(groupOfLesson(code)).toBe(group);
  });

  it.each(['', 'A1', 'a1-1', 'A1-1t', 'B2-13t', 'C1-9', 'Int-1temp', 'A1-100', 'X1-1', 'A1-1/../B1-1'])('%s is no lesson', (code) => {
    expect(groupOfLesson(code)).toBeNull();
  });

  it('tells the two catalogues apart and numbers lessons', () => {
    expect(catalogueOf('B2temp')).toBe('main');
    expect(catalogueOf('Int')).toBe('other');
    expect(lessonNumber('Int-3')).toBe(3);
    expect(lessonNumber('B2-27temp')).toBe(27);
    expect(lessonNumber('nothing')).toBeNull();
  });
});
