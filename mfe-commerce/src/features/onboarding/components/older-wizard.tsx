import { useState, type FormEvent } from 'react';
import type { OnboardingStep } from '@school/shared/schemas';
import { Button, Icon, toast } from '@school/shared/ui';
import { onboardingTexts, olderWizardTexts } from '../texts';
import { useSaveUserVariables } from '../api/user-variables';
import { canSubmit, withAnswer } from '../model/chat-steps';
import { nextOlderStep, OLDER_WIZARD_STEPS } from '../model/older-wizard-steps';
import { ChoiceFields } from './choice-fields';
import styles from './onboarding.module.css';

/**
 * The older wizard, above the dashboard: its questions one by one, continued from the saved answers;
 * closing (or finishing) sets isShowWizard false and reloads.
 */
export function OlderWizard({ saved: initiallySaved, promo }: { saved: OnboardingStep[]; promo: boolean }) {
  const [saved, setSaved] = useState(initiallySaved);
  const [ticked, setTicked] = useState<string[]>([]);
  const save = useSaveUserVariables();
  const close = useSaveUserVariables({ reload: true });
  const step = nextOlderStep(saved);
  const number = step ? OLDER_WIZARD_STEPS.indexOf(step) + 1 : OLDER_WIZARD_STEPS.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!step || !canSubmit(step, ticked) || save.isPending) return;
    const next = withAnswer(saved, step, ticked);
    try {
      await save.mutateAsync({ variables: [{ key: 'mainWizard', value: next }] });
    } catch {
      toast.error(onboardingTexts.saveFailed);
      return;
    }
    setSaved(next);
    setTicked([]);
  };

  const closeWizard = () => close.mutate({ variables: [{ key: 'isShowWizard', value: false }] }, { onError: () => toast.error(onboardingTexts.closeFailed) });

  return (
    <section className={`sc-panel ${styles.wizard}`} aria-labelledby="older-wizard-title" data-testid="older-wizard">
      <div className={styles.head}>
        <div>
          <h2 id="older-wizard-title" className={styles.title}>
            {step ? olderWizardTexts.title : olderWizardTexts.doneTitle}
          </h2>
          <p className={styles.muted}>{step ? (promo ? olderWizardTexts.promoIntro : olderWizardTexts.intro) : olderWizardTexts.doneText}</p>
        </div>
        <button type="button" className={styles.close} aria-label={olderWizardTexts.close} onClick={closeWizard} disabled={close.isPending}>
          <Icon name="close" />
        </button>
      </div>
      {step ? (
        <form onSubmit={submit}>
          <p className={styles.muted}>{olderWizardTexts.stepOf(number, OLDER_WIZARD_STEPS.length)}</p>
          <ChoiceFields key={step.id} step={step} ticked={ticked} onChange={setTicked} />
          <div className={styles.actions}>
            <Button type="submit" disabled={!canSubmit(step, ticked)} loading={save.isPending}>
              {olderWizardTexts.next}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <Button onClick={closeWizard} loading={close.isPending}>
            {olderWizardTexts.done}
          </Button>
        </div>
      )}
    </section>
  );
}
