import { describe, expect, it } from 'vitest';
import { makeCurrentUser } from '@school/shared/testing';
import type { StudentTransaction } from '@school/shared/schemas';
import { SCHOOL_TIME_ZONE, startOfLocalDay } from '@school/shared/domain';
import { dashboardBanners, FREE_LESSON_DAY } from './banners';

const transaction = (date: string): Pick<StudentTransaction, 'date'> => ({ date });

describe('content-and-commerce §4: banners', () => {
  const learner = makeCurrentUser({ roleId: 'student', subscriptionPlanId: '50m_v4' });

  it('shows the January sale only for the plan 50m-january-big-sale', () => {
    expect(dashboardBanners({ ...learner, subscriptionPlanId: '50m-january-big-sale' }, [transaction('2024-01-10T10:00:00Z')])).toEqual(['january-sale']);
    expect(dashboardBanners(learner, [transaction('2024-01-10T10:00:00Z')])).toEqual([]);
  });

  it('shows the free-lesson banner for a purchase dated 7 February 2022 on the Moscow calendar', () => {
    expect(dashboardBanners(learner, [transaction('2023-05-01T10:00:00Z'), transaction('2022-02-07T12:00:00Z')])).toEqual(['free-lesson']);
    // 22:30 UTC on the 6th is already the 7th in Moscow; 21:30 UTC on the 7th is the 8th.
    expect(dashboardBanners(learner, [transaction('2022-02-06T22:30:00Z')])).toEqual(['free-lesson']);
    expect(dashboardBanners(learner, [transaction('2022-02-07T21:30:00Z')])).toEqual([]);
    expect(dashboardBanners(learner, [transaction('2022-02-06T21:00:00Z')])).toEqual(['free-lesson']);
    expect(dashboardBanners(learner, [transaction('2022-02-07T21:00:00Z')])).toEqual([]);
    // The day's fixed bounds are the Moscow calendar's.
    expect(FREE_LESSON_DAY.from).toBe(startOfLocalDay('2022-02-07', SCHOOL_TIME_ZONE).getTime());
    expect(FREE_LESSON_DAY.to).toBe(startOfLocalDay('2022-02-08', SCHOOL_TIME_ZONE).getTime());
  });

  it('shows the promo-code banner only without purchases and with a signup promo code', () => {
    const withCode = { ...learner, signupData: { hostname: 'school.example', promocode: 'FIRSTSTEP' } };
    expect(dashboardBanners(withCode, [])).toEqual(['promo-code']);
    expect(dashboardBanners(withCode, [transaction('2024-01-10T10:00:00Z')])).toEqual([]);
    expect(dashboardBanners({ ...learner, signupData: { hostname: '', promocode: null } }, [])).toEqual([]);
    expect(dashboardBanners({ ...learner, signupData: { hostname: '', promocode: '  ' } }, [])).toEqual([]);
  });

  it('combines the banners that apply', () => {
    const user = { ...learner, subscriptionPlanId: '50m-january-big-sale', signupData: { hostname: '', promocode: 'WINTER' } };
    expect(dashboardBanners(user, [])).toEqual(['january-sale', 'promo-code']);
  });
});
