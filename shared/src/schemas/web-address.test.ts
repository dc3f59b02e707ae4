import { describe, expect, it } from 'vitest';
import { isWebAddress } from './web-address';

describe('teacher-and-company §5: web addresses in body text', () => {
  it('checks whole addresses', () => {
    expect(isWebAddress('https://dictionary.cambridge.org/')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('https://nohost')).toBe(false);
  });
});
