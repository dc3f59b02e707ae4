import { describe, expect, it } from 'vitest';
import { planIdsForPage } from './plan-ids';

describe('content-and-commerce §7: plans of the page', () => {
  it('takes a well-formed ?planId, else the plan with its partners', () => {
    expect(planIdsForPage('?planId=course_it', '50m_v4')).toEqual(['course_it']);
    expect(planIdsForPage('?planId=%3Cx%3E', '40m_kids')).toEqual(['40m_kids', '25m_kids']);
    expect(planIdsForPage('', null)).toEqual(['50m_v4', '25m_v4', 'premium_50m', 'premium_25m']);
  });
});
