import { describe, expect, it } from 'vitest';
import { basePathOf, lessonPath, lessonTabPath, materialPath, materialTypeOfPlural, querySearchPath, tagSearchPath, textPath } from './links';

describe('base path', () => {
  it('is the first two segments of the path', () => {
    expect(basePathOf('/lms/lessons')).toBe('/lms/lessons');
    expect(basePathOf('/lms/lessons/A1-1')).toBe('/lms/lessons');
    expect(basePathOf('/lms/lessons/B2-27temp/texts/282')).toBe('/lms/lessons');
    expect(basePathOf('/lms/courses/job-interview/Int-1')).toBe('/lms/courses');
    expect(basePathOf('/lms/lessons/')).toBe('/lms/lessons');
    expect(basePathOf('/lms')).toBe('/lms');
  });
});

describe('lesson and material links', () => {
  it('puts the theory at the base path plus the lesson id', () => {
    expect(lessonPath('/lms/lessons', 'A1-1')).toBe('/lms/lessons/A1-1');
    expect(lessonPath('/lms/lessons', 'C1-9t')).toBe('/lms/lessons/C1-9t');
  });

  it('puts a material at base + lesson id + plural type + material id', () => {
    expect(materialPath('/lms/lessons', 'A1-1', { type: 'speechdrilling', id: '376' })).toBe('/lms/lessons/A1-1/speechdrillings/376');
    expect(materialPath('/lms/lessons', 'A2-10', { type: 'text', id: '120' })).toBe('/lms/lessons/A2-10/texts/120');
    expect(materialPath('/lms/lessons', 'B1-41', { type: 'smalltalk', id: '2131' })).toBe('/lms/lessons/B1-41/smalltalks/2131');
    expect(materialPath('/lms/lessons', 'B1-42', { type: 'presentation', id: '4002' })).toBe('/lms/lessons/B1-42/presentations/4002');
  });

  it('reads the plural back and refuses anything else', () => {
    expect(materialTypeOfPlural('speechdrillings')).toBe('speechdrilling');
    expect(materialTypeOfPlural('presentations')).toBe('presentation');
    expect(materialTypeOfPlural('text')).toBeNull();
    expect(materialTypeOfPlural('training-text')).toBeNull();
  });

  it('builds the sub-tabs: theory with an empty suffix, then the two trainings', () => {
    expect(lessonTabPath('/lms/lessons', 'B1-3', 'theory')).toBe('/lms/lessons/B1-3');
    expect(lessonTabPath('/lms/lessons', 'B1-3', 'sentences')).toBe('/lms/lessons/B1-3/training-sentences');
    expect(lessonTabPath('/lms/lessons', 'B1-3', 'text')).toBe('/lms/lessons/B1-3/training-text');
  });

  it('opens a text directly and searches by tag or text', () => {
    expect(textPath('50')).toBe('/lms/texts/50');
    expect(tagSearchPath('present perfect')).toBe('/lms/search?tag=present+perfect');
    expect(tagSearchPath('#a&b')).toBe('/lms/search?tag=%23a%26b');
    expect(new URLSearchParams(tagSearchPath('собеседование').split('?')[1]).get('tag')).toBe('собеседование');
    expect(querySearchPath('to be')).toBe('/lms/search?q=to+be');
  });
});
