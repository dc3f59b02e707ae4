import type { OnboardingStep } from '@school/shared/schemas';
import { olderWizardTexts } from '../texts';

/** The older wizard: the questionnaire learners answered before the chat; saved steps are continued. */
const t = olderWizardTexts.steps;
const options = (phrases: Record<string, string>) => Object.entries(phrases).map(([id, phrase]) => ({ id, phrase }));

export const OLDER_WIZARD_STEPS: readonly OnboardingStep[] = [
  { id: 'level', type: 'single choice', title: t.level.title, subtitle: '', question: t.level.question, options: options(t.level.options) },
  { id: 'focus', type: 'multiple choice', title: t.focus.title, subtitle: '', question: t.focus.question, options: options(t.focus.options) },
  { id: 'schedule', type: 'single choice', title: t.schedule.title, subtitle: '', question: t.schedule.question, options: options(t.schedule.options) },
];

/** The first step not answered yet, or null when all are. */
export function nextOlderStep(saved: readonly OnboardingStep[]): OnboardingStep | null {
  const answered = new Set(saved.map((step) => step.id));
  return OLDER_WIZARD_STEPS.find((step) => !answered.has(step.id)) ?? null;
}
