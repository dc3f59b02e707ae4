import type { CurrentUser, OnboardingStep, StudentTransaction, UserVariable } from '@school/shared/schemas';

/**
 * Whether the dashboard opens with the onboarding chat, the older wizard or nothing (spec §4
 * "Onboarding chat and dashboard decision"; the exact ids are in docs/decisions.md).
 */

/** Learners who came through the level test or a landing page have answered their questions there. */
const WIZARD_EXCLUDED_TAGS: readonly string[] = ['registration-from-test', 'registration-from-landing'];
/** A partner plan whose learners get their programme from the partner. */
const WIZARD_EXCLUDED_PLAN_ID = 'skb-start';
/** Learners who signed up through the teachers' site. */
const WIZARD_EXCLUDED_HOSTNAME_PART = '/englishteacher';

/** The campaign plan the spec names only by its hash; its id is kept here. */
export const AB_TEST_HASHED_PLAN_ID = '50m_v4_a7f3c9';
/** Plans in the A/B test of the onboarding chat. */
const AB_TEST_PLAN_IDS: readonly string[] = ['50m_v4', '50m_v4_blackfriday', AB_TEST_HASHED_PLAN_ID];
/** The group (of 2) that gets the new chat; the user's group is chosen once and stored (abTestGroup). */
const AB_TEST_CHAT_GROUP = 1;

const INITIAL_STEP_ID = 'initial';

/** The older wizard's purchase: exactly one, with a signup promo code, 4 lessons of 25 minutes. */
const OLDER_WIZARD_PROMO_PURCHASE = { reportsAmount: 4, reportFullTypeId: 'skype-25' } as const;

type WizardDecision =
  { kind: 'loading' } | { kind: 'none' } | { kind: 'chat'; steps: OnboardingStep[] } | { kind: 'older'; steps: OnboardingStep[]; reason: 'saved' | 'promo' };

type DecisionUser = Pick<CurrentUser, 'userTags' | 'subscriptionPlanId' | 'signupData' | 'abTestGroup'>;

function isExcludedFromWizard(user: Pick<CurrentUser, 'userTags' | 'subscriptionPlanId' | 'signupData'>): boolean {
  return (
    user.userTags.some((tag) => WIZARD_EXCLUDED_TAGS.includes(tag.tagValue)) ||
    user.subscriptionPlanId === WIZARD_EXCLUDED_PLAN_ID ||
    user.signupData.hostname.includes(WIZARD_EXCLUDED_HOSTNAME_PART)
  );
}

function isInChatAbTest(user: Pick<CurrentUser, 'subscriptionPlanId' | 'abTestGroup'>): boolean {
  return user.subscriptionPlanId !== null && AB_TEST_PLAN_IDS.includes(user.subscriptionPlanId) && user.abTestGroup === AB_TEST_CHAT_GROUP;
}

function isOlderWizardPromoStudent(transactions: readonly Pick<StudentTransaction, 'signupPromoCodeId' | 'transactionType'>[]): boolean {
  if (transactions.length !== 1) return false;
  const [only] = transactions;
  return (
    only!.signupPromoCodeId !== null &&
    only!.transactionType.reportsAmount === OLDER_WIZARD_PROMO_PURCHASE.reportsAmount &&
    only!.transactionType.reportFullTypeId === OLDER_WIZARD_PROMO_PURCHASE.reportFullTypeId
  );
}

function savedSteps(variables: readonly UserVariable[]): OnboardingStep[] {
  const saved = variables.find((variable) => variable.key === 'mainWizard');
  return saved?.key === 'mainWizard' ? saved.value : [];
}

function isShowWizard(variables: readonly UserVariable[]): boolean {
  const flag = variables.find((variable) => variable.key === 'isShowWizard');
  return flag?.key === 'isShowWizard' ? flag.value : true;
}

/**
 * 1. While the variables (or the purchases) load: the loader.
 * 2. Closed (isShowWizard false) or excluded: nothing.
 * 3. Saved steps that do not start with the initial one: the older wizard, continued.
 * 4. No saved steps or the initial one first, in the A/B test's chat group: the new chat.
 * 5. The promo purchase (exactly one: promo code, 4 lessons, skype-25): the older wizard.
 */
export function decideWizard(args: {
  user: DecisionUser;
  variables: readonly UserVariable[] | undefined;
  transactions: readonly Pick<StudentTransaction, 'signupPromoCodeId' | 'transactionType'>[] | undefined;
}): WizardDecision {
  const { user, variables, transactions } = args;
  if (!variables || !transactions) return { kind: 'loading' };
  if (!isShowWizard(variables) || isExcludedFromWizard(user)) return { kind: 'none' };
  const steps = savedSteps(variables);
  const first = steps[0];
  if (first && first.id !== INITIAL_STEP_ID) return { kind: 'older', steps, reason: 'saved' };
  if (isInChatAbTest(user)) return { kind: 'chat', steps };
  if (steps.length === 0 && isOlderWizardPromoStudent(transactions)) return { kind: 'older', steps, reason: 'promo' };
  return { kind: 'none' };
}
