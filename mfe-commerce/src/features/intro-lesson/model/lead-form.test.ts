import { describe, expect, it } from 'vitest';
import { emptyLeadForm, leadRequest } from './lead-form';

const form = { name: 'Анна', phone: '+7 916 123-45-67', contact: '', ageGroup: 'adult' as const, time: 'evening' as const };

describe('the lead request', () => {
  it('carries the source, and an invitation makes it a referral', () => {
    expect(emptyLeadForm('kids-8-10')).toMatchObject({ ageGroup: 'kids-8-10', time: '' });
    expect(leadRequest(form, { source: 'home' })).toEqual({ ...form, source: 'home' });
    expect(leadRequest(form, { source: 'kids', planId: '40m_kids', referralCode: 'STUDENT9' })).toEqual({
      ...form,
      source: 'referral',
      referralCode: 'STUDENT9',
      planId: '40m_kids',
    });
    expect(leadRequest(form, { source: 'level-test', level: 'B1' })).toEqual({ ...form, source: 'level-test', level: 'B1' });
  });
});
