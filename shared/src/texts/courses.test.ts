import { describe, expect, it } from 'vitest';
import { courseName, courseNames } from './courses';

describe('content-and-commerce §2: one name per course', () => {
  it('names every course the learner can buy', () => {
    expect(courseName('kids')).toBe('Английский для детей');
    expect(courseName('teens')).toBe('Английский для подростков');
    expect(courseName('additional-materials-design')).toBe('Дополнительные материалы: дизайн');
    expect(Object.values(courseNames).every((name) => name.trim() !== '')).toBe(true);
  });

  it('shows an id the catalogue does not know as it is, never an inherited property', () => {
    expect(courseName('grammar-2030')).toBe('grammar-2030');
    expect(courseName('toString')).toBe('toString');
  });
});
