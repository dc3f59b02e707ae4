import { describe, expect, it } from 'vitest';
import { makeCurrentUser } from '@school/shared/testing';
import type { StudentTransaction } from '@school/shared/schemas';
import { dashboardBanners, schoolDay } from './banners';
import { canMove, CAROUSEL_LOCK_MS, lastStartIndex, moveIndex, showsArrows, visibleSlideCount } from './carousel';
import { cardProgress, courseCards, doneUnitsOf, progressText, startWord } from './course-cards';
import { lessonsLeftCard } from './lessons-left';
import { hideNotification, isNotificationHidden, notificationStorageKey, visibleNotifications, type StorageLike } from './notifications';

const transaction = (date: string): Pick<StudentTransaction, 'date'> => ({ date });

describe('banners', () => {
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
    expect(schoolDay('2022-02-07T21:30:00Z')).toBe('2022-02-08');
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

describe('lessons-left card', () => {
  const selfPaying = makeCurrentUser({ roleId: 'student', selfPaying: true });
  const balance = (id: string, reportsLeft: number) => ({ id, name: `Формат ${id}`, reportsLeft });

  it('is only for self-paying users who are not apprentices', () => {
    expect(lessonsLeftCard({ ...selfPaying, selfPaying: false })).toBeNull();
    expect(lessonsLeftCard({ ...selfPaying, roleId: 'apprentice' })).toBeNull();
    expect(lessonsLeftCard(selfPaying)).not.toBeNull();
  });

  it('says there are no paid lessons when every count is zero or there is none', () => {
    expect(lessonsLeftCard({ ...selfPaying, paidReportsLeftCounts: [balance('a', 0), balance('b', 0)] })).toMatchObject({
      noPaidLessons: true,
      hasDebt: false,
      items: [],
    });
    expect(lessonsLeftCard({ ...selfPaying, paidReportsLeftCounts: [] })).toMatchObject({ noPaidLessons: true });
  });

  it('marks a negative count as a debt', () => {
    const card = lessonsLeftCard({ ...selfPaying, paidReportsLeftCounts: [balance('a', -2), balance('b', 5), balance('c', 0)] })!;
    expect(card.hasDebt).toBe(true);
    expect(card.noPaidLessons).toBe(false);
    expect(card.items.map((i) => [i.id, i.negative])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });

  it('hides the buy button under the no-payment flags', () => {
    expect(lessonsLeftCard(selfPaying)!.showBuy).toBe(true);
    expect(lessonsLeftCard({ ...selfPaying, userTags: [{ tagValue: 'no-payment' }] })!.showBuy).toBe(false);
    expect(lessonsLeftCard({ ...selfPaying, userTags: [{ tagValue: 'paid-by-company' }] })!.showBuy).toBe(false);
    expect(lessonsLeftCard({ ...selfPaying, hrUserGroupIds: [3] })!.showBuy).toBe(false);
    expect(lessonsLeftCard({ ...selfPaying, userTags: [{ tagValue: 'registration-from-test' }] })!.showBuy).toBe(true);
  });
});

describe('carousel', () => {
  it('shows 3 slides on desktop, 2 on tablets, 1 on phones', () => {
    expect(visibleSlideCount({ mobile: false, narrow: false })).toBe(3);
    expect(visibleSlideCount({ mobile: true, narrow: false })).toBe(2);
    expect(visibleSlideCount({ mobile: true, narrow: true })).toBe(1);
  });

  it('shows the arrows only when the slides exceed the visible count', () => {
    expect(showsArrows(3, 3)).toBe(false);
    expect(showsArrows(2, 3)).toBe(false);
    expect(showsArrows(4, 3)).toBe(true);
    expect(showsArrows(2, 1)).toBe(true);
  });

  it('moves within the slides and never past the last full view', () => {
    expect(lastStartIndex(5, 3)).toBe(2);
    expect(moveIndex(0, 1, 5, 3)).toBe(1);
    expect(moveIndex(2, 1, 5, 3)).toBe(2);
    expect(moveIndex(0, -1, 5, 3)).toBe(0);
    expect(moveIndex(4, -1, 5, 3)).toBe(1);
    expect(canMove(0, -1, 5, 3)).toBe(false);
    expect(canMove(0, 1, 5, 3)).toBe(true);
    expect(canMove(2, 1, 5, 3)).toBe(false);
    expect(CAROUSEL_LOCK_MS).toBe(500);
  });
});

describe('course cards', () => {
  it("puts the main English course first, then the learner's courses in the school's order, each once", () => {
    const cards = courseCards({
      userCourses: [
        { courseId: 'job-interview', createdAt: '2025-02-01T10:00:00Z' },
        { courseId: 'additional-materials-it', createdAt: '2025-01-01T10:00:00Z' },
        { courseId: 'it', createdAt: '2025-01-20T10:00:00Z' },
        { courseId: 'it', createdAt: '2025-01-10T10:00:00Z' },
      ],
    });
    expect(cards.map((c) => [c.id, c.path, c.startDate])).toEqual([
      ['main', '/lms/lessons', null],
      ['it', '/lms/courses/it', '2025-01-10T10:00:00Z'],
      ['job-interview', '/lms/courses/job-interview', '2025-02-01T10:00:00Z'],
    ]);
  });

  it('then the courses of the audience a learner may buy, each linking to its page; an ended access says so', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const user = { userCourses: [{ courseId: 'it', createdAt: '2025-01-10T10:00:00Z', accessUntil: '2025-07-10T10:00:00Z' }] };
    expect(courseCards(user, { variant: 'default', canBuy: true, now }).map((c) => [c.id, c.state, c.path])).toEqual([
      ['main', 'main', '/lms/lessons'],
      ['it', 'ended', '/lms/courses/it'],
      ['job-interview', 'for-sale', '/lms/courses/job-interview'],
      ['confident-tourist', 'for-sale', '/lms/courses/confident-tourist'],
    ]);
    expect(courseCards({ userCourses: [] }, { variant: 'kids', canBuy: true, now }).map((c) => [c.id, c.state])).toEqual([
      ['main', 'main'],
      ['kids', 'for-sale'],
    ]);
    expect(courseCards({ userCourses: [] }, { variant: 'default', canBuy: false, now })).toHaveLength(1);
  });

  it('counts the IT course as done non-final steps and the final steps of completed lessons, of 426', () => {
    const at = '2025-01-01T00:00:00Z';
    const results = {
      'u1-l1-s1': { createdAt: at, value: 1 },
      'u1-l1-s2': { createdAt: at, value: 1 },
      'u1-l1-sfinal': { createdAt: at, value: 1 },
      'u1-l2-s1': { createdAt: at, value: 0 },
      'not-a-step': { createdAt: at, value: 1 },
    };
    expect(doneUnitsOf('it', results)).toBe(2);
    expect(cardProgress('it', results)).toBeCloseTo(2 / 426);
    const lesson1 = Object.fromEntries(['u1-l1-s1', 'u1-l1-s2', 'u1-l1-s3', 'u1-l1-s4'].map((k) => [k, { createdAt: at, value: 1 }]));
    expect(doneUnitsOf('it', lesson1)).toBe(5);
    expect(cardProgress('job-interview', { l1: { createdAt: at, value: 1 }, l2: { createdAt: at, value: 1 }, l3: { createdAt: at, value: 1 } })).toBeCloseTo(
      3 / 9,
    );
  });

  it('shows the percent under 1 and «Завершен» from 1', () => {
    expect(progressText(0)).toBe('0 %');
    expect(progressText(2 / 426)).toBe('0 %');
    expect(progressText(0.426)).toBe('42 %');
    expect(progressText(0.999)).toBe('99 %');
    expect(progressText(1)).toBe('Завершен');
    expect(progressText(1.2)).toBe('Завершен');
  });

  it('says «Начался» for a past start and «Старт» for a future one', () => {
    const now = new Date('2025-03-01T12:00:00Z');
    expect(startWord('2025-02-28T12:00:00Z', now)).toBe('Начался');
    expect(startWord('2025-03-01T12:00:00Z', now)).toBe('Начался');
    expect(startWord('2025-03-02T12:00:00Z', now)).toBe('Старт');
  });
});

describe('notifications', () => {
  const notifications = [
    { id: 1, type: 'onboarding-lesson-card' as const, count: 1 },
    { id: 2, type: 'personal-data-update-request' as const, count: 1 },
  ];
  const memory = (): StorageLike & { data: Map<string, string> } => {
    const data = new Map<string, string>();
    return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
  };

  it('hides a closed notification under the prefix plus its id, with type and date', () => {
    const storage = memory();
    hideNotification(storage, 1, new Date('2025-03-01T10:00:00Z'));
    expect(JSON.parse(storage.data.get('dashboard-notification-1')!)).toEqual({ type: 'hidden', date: '2025-03-01T10:00:00.000Z' });
    expect(visibleNotifications(notifications, storage).map((n) => n.id)).toEqual([2]);
    expect(notificationStorageKey(2)).toBe('dashboard-notification-2');
  });

  it('shows notifications stored as shown or stored in a broken form', () => {
    const storage = memory();
    storage.setItem('dashboard-notification-1', JSON.stringify({ type: 'shown', date: '2025-03-01T10:00:00.000Z' }));
    storage.setItem('dashboard-notification-2', '{not json');
    expect(visibleNotifications(notifications, storage).map((n) => n.id)).toEqual([1, 2]);
  });

  it('ignores storage errors silently', () => {
    const refusing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => hideNotification(refusing, 1, new Date())).not.toThrow();
    expect(isNotificationHidden(refusing, 1)).toBe(false);
    expect(visibleNotifications(notifications, null)).toHaveLength(2);
  });
});
