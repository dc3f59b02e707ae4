import { describe, expect, it } from 'vitest';
import type { StudentTransaction, UserVariable } from '@school/shared/schemas';
import { makeCurrentUser } from '@school/shared/testing';
import { answeredStep, CHAT_STEPS } from './chat-steps';
import { OLDER_WIZARD_STEPS } from './older-wizard-steps';
import { AB_TEST_HASHED_PLAN_ID, decideWizard } from './wizard-decision';

const inTest = makeCurrentUser({
  roleId: 'student',
  subscriptionPlanId: '50m_v4',
  abTestGroup: 1,
  signupData: { hostname: 'school.example', promocode: null },
});

const initial = answeredStep(CHAT_STEPS[0]!, []);

const olderLevel = answeredStep(OLDER_WIZARD_STEPS[0]!, ['basic']);

type Purchase = Pick<StudentTransaction, 'signupPromoCodeId' | 'transactionType'>;

const purchase = (overrides: { promo?: number | null; reports?: number; type?: string } = {}): Purchase => ({
  signupPromoCodeId: overrides.promo === undefined ? 7 : overrides.promo,
  transactionType: { id: '25m_v4-4', price: 3000, oldPrice: null, reportsAmount: overrides.reports ?? 4, reportFullTypeId: overrides.type ?? 'skype-25' },
});

const decide = (args: { user?: Partial<typeof inTest>; variables?: UserVariable[] | undefined; transactions?: Purchase[] | undefined }) =>
  decideWizard({
    user: { ...inTest, ...args.user },
    variables: 'variables' in args ? args.variables : [],
    transactions: 'transactions' in args ? args.transactions : [],
  }).kind;

describe('content-and-commerce §4: wizard decision table', () => {
  it('shows the loader while the variables or the purchases load', () => {
    expect(decide({ variables: undefined })).toBe('loading');
    expect(decide({ transactions: undefined })).toBe('loading');
  });

  it("shows the new chat in the A/B test's group 1 when nothing is saved or the initial step comes first", () => {
    expect(decide({})).toBe('chat');
    expect(decide({ variables: [{ key: 'isShowWizard', value: true }] })).toBe('chat');
    expect(decide({ variables: [{ key: 'mainWizard', value: [initial] }] })).toBe('chat');
    expect(decide({ user: { subscriptionPlanId: '50m_v4_blackfriday' } })).toBe('chat');
    expect(decide({ user: { subscriptionPlanId: AB_TEST_HASHED_PLAN_ID } })).toBe('chat');
  });

  it('shows nothing to group 2 of the test, nor to plans outside it', () => {
    expect(decide({ user: { abTestGroup: 2 } })).toBe('none');
    expect(decide({ user: { subscriptionPlanId: '25m_v4' } })).toBe('none');
    expect(decide({ user: { subscriptionPlanId: null } })).toBe('none');
    expect(decide({ user: { abTestGroup: 2 }, variables: [{ key: 'mainWizard', value: [initial] }] })).toBe('none');
  });

  it('shows nothing once closed (isShowWizard false)', () => {
    expect(decide({ variables: [{ key: 'isShowWizard', value: false }] })).toBe('none');
    expect(
      decide({
        variables: [
          { key: 'isShowWizard', value: false },
          { key: 'mainWizard', value: [olderLevel] },
        ],
      }),
    ).toBe('none');
    expect(decide({ user: { subscriptionPlanId: '25m_v4' }, variables: [{ key: 'isShowWizard', value: false }], transactions: [purchase()] })).toBe('none');
  });

  it('excludes each of: the registration-from-test tag, the landing tag, the plan skb-start, a signup hostname with /englishteacher', () => {
    expect(decide({ user: { userTags: [{ tagValue: 'registration-from-test' }] } })).toBe('none');
    expect(decide({ user: { userTags: [{ tagValue: 'vip' }, { tagValue: 'registration-from-landing' }] } })).toBe('none');
    expect(decide({ user: { subscriptionPlanId: 'skb-start' } })).toBe('none');
    expect(decide({ user: { signupData: { hostname: 'school.example/englishteacher', promocode: null } } })).toBe('none');
    expect(decide({ user: { signupData: { hostname: 'englishteacher.example', promocode: null } } })).toBe('chat');
    expect(decide({ user: { userTags: [{ tagValue: 'registration-from-test' }] }, variables: [{ key: 'mainWizard', value: [olderLevel] }] })).toBe('none');
  });

  it('continues the older wizard when the first saved step is not the initial one, whatever the group', () => {
    expect(decide({ variables: [{ key: 'mainWizard', value: [olderLevel] }] })).toBe('older');
    expect(decide({ user: { abTestGroup: 2, subscriptionPlanId: '25m_v4' }, variables: [{ key: 'mainWizard', value: [olderLevel] }] })).toBe('older');
  });

  it('shows the older wizard for exactly one purchase with a signup promo code, 4 lessons and skype-25', () => {
    const outside = { subscriptionPlanId: '25m_v4' };
    expect(decide({ user: outside, transactions: [purchase()] })).toBe('older');
    expect(decide({ user: outside, transactions: [purchase(), purchase()] })).toBe('none');
    expect(decide({ user: outside, transactions: [purchase({ promo: null })] })).toBe('none');
    expect(decide({ user: outside, transactions: [purchase({ reports: 8 })] })).toBe('none');
    expect(decide({ user: outside, transactions: [purchase({ type: 'skype-50' })] })).toBe('none');
    expect(decide({ user: outside, transactions: [] })).toBe('none');
    // A learner of the chat's group gets the chat.
    expect(decide({ transactions: [purchase()] })).toBe('chat');
  });
});
