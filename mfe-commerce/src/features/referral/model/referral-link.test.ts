import { describe, expect, it } from 'vitest';
import { referralLink } from './referral-link';

describe('invitation codes and links', () => {
  it('links to the introductory lesson with the code', () => {
    expect(referralLink('https://school.example/', 'STUDENT9')).toBe('https://school.example/introductory-lesson?ref=STUDENT9');
  });
});
