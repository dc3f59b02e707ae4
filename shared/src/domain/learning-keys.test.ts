import { describe, expect, it } from 'vitest';
import { isCourseStepKey, isGrammarTopicId, itCourseStepKeys } from './learning-keys';

describe('progress keys the server accepts (spec §3, §8: a learner records only steps that exist)', () => {
  it('knows every step of the IT course and no other', () => {
    expect(itCourseStepKeys()).toHaveLength(426);
    expect(isCourseStepKey('it', 'u1-l1-s1')).toBe(true);
    expect(isCourseStepKey('it', 'u1-l1-s4')).toBe(true);
    expect(isCourseStepKey('it', 'u1-l1-s5')).toBe(false);
    expect(isCourseStepKey('it', 'u1-l1-sfinal')).toBe(true);
    expect(isCourseStepKey('it', 'u5-l11-s19')).toBe(true);
    expect(isCourseStepKey('it', 'u4-l11-s1')).toBe(false);
    expect(isCourseStepKey('it', 'u1-l99-s99')).toBe(false);
    expect(isCourseStepKey('it', 'u6-l1-s1')).toBe(false);
  });

  it('knows the lessons of the lesson-counted courses', () => {
    expect(isCourseStepKey('job-interview', 'l9')).toBe(true);
    expect(isCourseStepKey('job-interview', 'l10')).toBe(false);
    expect(isCourseStepKey('teens', 'u1-l1-s1')).toBe(false);
    expect(isCourseStepKey('nope', 'l1')).toBe(false);
  });

  it('knows the grammar topics', () => {
    expect(isGrammarTopicId('7e7554e9-9086-4919-88a9-5c23dc468a16')).toBe(true);
    expect(isGrammarTopicId('3f1c2a4e-8b7d-4c5e-9a1b-2d3e4f5a6b7c')).toBe(false);
  });
});
