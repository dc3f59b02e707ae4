import { describe, expect, it } from 'vitest';
import type { OnboardingStep } from '@school/shared/schemas';
import { answeredStep, canSubmit, CHAT_STEPS, chatProgress, currentStepIndex, tickedPhrases, toggleOption, withAnswer } from './chat-steps';

const initial = answeredStep(CHAT_STEPS[0]!, []);

describe('content-and-commerce §5, §9: onboarding chat steps', () => {
  it('has 5 steps in order: initial, two multiple choices, a single choice, the offer', () => {
    expect(CHAT_STEPS.map((s) => [s.id, s.type])).toEqual([
      ['initial', 'initial'],
      ['reason', 'multiple choice'],
      ['result', 'multiple choice'],
      ['start', 'single choice'],
      ['offer', 'offer'],
    ]);
  });

  it('counts progress as answered steps over all steps but one, in percent', () => {
    expect(chatProgress(0)).toBe(0);
    expect(chatProgress(1)).toBe(25);
    expect(chatProgress(2)).toBe(50);
    expect(chatProgress(3)).toBe(75);
    expect(chatProgress(4)).toBe(100);
    expect(chatProgress(9)).toBe(100);
    expect(chatProgress(1, 4)).toBe(33);
  });

  it('keeps Start enabled and Save disabled until an option is ticked', () => {
    expect(canSubmit(CHAT_STEPS[0]!, [])).toBe(true);
    expect(canSubmit(CHAT_STEPS[1]!, [])).toBe(false);
    expect(canSubmit(CHAT_STEPS[1]!, ['travel'])).toBe(true);
    expect(canSubmit(CHAT_STEPS[3]!, [])).toBe(false);
  });

  it('lets a multiple choice tick several options and a single choice keep exactly one', () => {
    const reason = CHAT_STEPS[1]!;
    const start = CHAT_STEPS[3]!;
    expect(toggleOption(reason, ['career'], 'travel')).toEqual(['career', 'travel']);
    expect(toggleOption(reason, ['career', 'travel'], 'career')).toEqual(['travel']);
    expect(toggleOption(start, ['this-week'], 'next-week')).toEqual(['next-week']);
    expect(toggleOption(start, ['next-week'], 'next-week')).toEqual(['next-week']);
  });

  it('appends each answer with every option marked, and resumes after the saved ones', () => {
    const saved = withAnswer([initial], CHAT_STEPS[1]!, ['career', 'self']);
    expect(saved).toHaveLength(2);
    expect(saved[1]!.answers).toEqual({ career: true, travel: false, relocation: false, exam: false, communication: false, self: true });
    expect(tickedPhrases(saved[1]!)).toEqual(['Для работы и карьеры', 'Для себя: фильмы, книги, саморазвитие']);
    expect(currentStepIndex([])).toBe(0);
    expect(currentStepIndex(saved)).toBe(2);
    const all: OnboardingStep[] = [...saved, answeredStep(CHAT_STEPS[2]!, ['speak']), answeredStep(CHAT_STEPS[3]!, ['this-week'])];
    expect(currentStepIndex(all)).toBe(4);
    expect(currentStepIndex([...all, answeredStep(CHAT_STEPS[4]!, [])])).toBe(4);
  });
});
