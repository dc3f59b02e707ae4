import { describe, expect, it } from 'vitest';
import { planIdsForPage, requestedPlanIds } from './plan-ids';

describe('content-and-commerce §7: plans of the page', () => {
  it('takes a well-formed ?planId, else the plan with its partners', () => {
    expect(planIdsForPage('?planId=course_it', '50m_v4')).toEqual(['course_it']);
    expect(planIdsForPage('?planId=%3Cx%3E', '40m_kids')).toEqual(['40m_kids', '25m_kids']);
    expect(planIdsForPage('', null)).toEqual(['50m_v4', '25m_v4', 'premium_50m', 'premium_25m']);
  });
});

describe('content-and-commerce §7: plans asked for together', () => {
  it('asks for the plan and its mapped partners', () => {
    expect(requestedPlanIds('50m_v4')).toEqual(['50m_v4', '25m_v4', 'premium_50m', 'premium_25m']);
    expect(requestedPlanIds('premium_50m')).toEqual(['premium_50m', '50m_v4', '25m_v4', 'premium_25m']);
    expect(requestedPlanIds('40m_kids')).toEqual(['40m_kids', '25m_kids']);
    expect(requestedPlanIds('course_it')).toEqual(['course_it']);
    expect(requestedPlanIds(null)).toEqual(['50m_v4', '25m_v4', 'premium_50m', 'premium_25m']);
  });
});
