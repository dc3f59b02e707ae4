import { describe, expect, it } from 'vitest';
import { allPackages50 } from '@school/shared/testing';
import { payBlockHeadline, singleOptionKind } from './pay-block';

describe('content-and-commerce §5, §9: package cards', () => {
  it("headline 'pay' only with a single option that is not a test drive", () => {
    expect(payBlockHeadline([{ category: 'course' }])).toBe('pay');
    expect(payBlockHeadline([{ category: 'course' }, { category: 'test-drive' }])).toBe('pay');
    expect(payBlockHeadline([{ category: 'test-drive' }])).toBe('choose');
    expect(payBlockHeadline(allPackages50)).toBe('choose');
  });

  it('the single-option card: exactly one option, not a test drive; course or lessons', () => {
    expect(singleOptionKind([{ category: 'course' }])).toBe('course');
    expect(singleOptionKind([{ category: 'lessons' }])).toBe('lessons');
    expect(singleOptionKind([{ category: 'test-drive' }])).toBeNull();
    expect(singleOptionKind([{ category: 'course' }, { category: 'test-drive' }])).toBeNull();
  });
});
