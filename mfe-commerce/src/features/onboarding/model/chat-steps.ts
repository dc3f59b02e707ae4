import type { OnboardingStep } from '@school/shared/schemas';
import { onboardingTexts } from '../texts';

/**
 * The onboarding chat (spec §4 "New chat"): the welcome, the reason for learning English (several
 * answers), the result wanted (several), when to start (one), then the offer screen. 5 steps, 4 answered.
 */
const t = onboardingTexts.steps;

const options = (phrases: Record<string, string>) => Object.entries(phrases).map(([id, phrase]) => ({ id, phrase }));

export const CHAT_STEPS: readonly OnboardingStep[] = [
  { id: 'initial', type: 'initial', title: t.initial.title, subtitle: t.initial.subtitle, question: t.initial.question, options: [] },
  {
    id: 'reason',
    type: 'multiple choice',
    title: t.reason.title,
    subtitle: t.reason.subtitle,
    question: t.reason.question,
    options: options(t.reason.options),
  },
  {
    id: 'result',
    type: 'multiple choice',
    title: t.result.title,
    subtitle: t.result.subtitle,
    question: t.result.question,
    options: options(t.result.options),
  },
  { id: 'start', type: 'single choice', title: t.start.title, subtitle: t.start.subtitle, question: t.start.question, options: options(t.start.options) },
  { id: 'offer', type: 'offer', title: t.offer.title, subtitle: t.offer.subtitle, question: t.offer.question, options: [] },
];

/** Answered steps over all steps but the offer, as a whole percent (0…100). */
export function chatProgress(answered: number, total: number = CHAT_STEPS.length): number {
  if (total <= 1) return 100;
  return Math.round((Math.min(Math.max(answered, 0), total - 1) / (total - 1)) * 100);
}

/** The step to show: the first one after the saved answers (the offer once all are answered). */
export function currentStepIndex(saved: readonly OnboardingStep[], steps: readonly OnboardingStep[] = CHAT_STEPS): number {
  return Math.min(saved.length, steps.length - 1);
}

/** Save is allowed once an option is ticked; Start (and the offer) always. */
export function canSubmit(step: Pick<OnboardingStep, 'type'>, ticked: readonly string[]): boolean {
  if (step.type === 'initial' || step.type === 'offer') return true;
  return ticked.length > 0;
}

/** A multiple choice toggles the option; a single choice keeps exactly the option chosen. */
export function toggleOption(step: Pick<OnboardingStep, 'type'>, ticked: readonly string[], optionId: string): string[] {
  if (step.type === 'single choice') return [optionId];
  return ticked.includes(optionId) ? ticked.filter((id) => id !== optionId) : [...ticked, optionId];
}

/** The step as saved into mainWizard: every option with whether it was ticked. */
export function answeredStep(step: OnboardingStep, ticked: readonly string[]): OnboardingStep {
  return { ...step, answers: Object.fromEntries(step.options.map((option) => [option.id, ticked.includes(option.id)])) };
}

/** The saved list with one more answer appended. */
export function withAnswer(saved: readonly OnboardingStep[], step: OnboardingStep, ticked: readonly string[]): OnboardingStep[] {
  return [...saved, answeredStep(step, ticked)];
}

/** The phrases a saved step's answers ticked. */
export function tickedPhrases(step: OnboardingStep): string[] {
  return step.options.filter((option) => step.answers?.[option.id]).map((option) => option.phrase);
}
