import { describe, expect, it } from 'vitest';
import { answeredStep } from './chat-steps';
import { nextOlderStep, OLDER_WIZARD_STEPS } from './older-wizard-steps';

const olderLevel = answeredStep(OLDER_WIZARD_STEPS[0]!, ['basic']);

describe('older wizard steps', () => {
  it('continues at the first step not answered', () => {
    expect(nextOlderStep([])!.id).toBe('level');
    expect(nextOlderStep([olderLevel])!.id).toBe('focus');
    expect(nextOlderStep(OLDER_WIZARD_STEPS.map((s) => answeredStep(s, [s.options[0]!.id])))).toBeNull();
  });
});
