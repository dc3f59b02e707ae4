import { describe, expect, it } from 'vitest';
import { hashTarget } from './use-scroll-to-hash';

describe('the element a URL hash names', () => {
  it('reads the id, decoded, and nothing for an empty hash', () => {
    expect(hashTarget('#theory-2')).toBe('theory-2');
    expect(hashTarget('#plan-vocabulary')).toBe('plan-vocabulary');
    expect(hashTarget('#%D1%81%D0%BB%D0%BE%D0%B2%D0%B0')).toBe('слова');
    expect(hashTarget('#100%')).toBe('100%');
    expect(hashTarget('#')).toBeNull();
    expect(hashTarget('')).toBeNull();
  });
});
