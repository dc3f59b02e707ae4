import { useEffect, useRef, useState, type FormEvent } from 'react';
import { trackClick, trackEvent } from '@school/shared/api';
import type { OnboardingStep } from '@school/shared/schemas';
import { Button, ButtonLink, Icon, toast } from '@school/shared/ui';
import { TariffBlock } from '../../dashboard';
import { texts } from '../../../texts';
import { useSaveOnboardingAnswers, useSaveUserVariables } from '../api/user-variables';
import { canSubmit, CHAT_STEPS, chatProgress, currentStepIndex, tickedPhrases, withAnswer } from '../model/chat-steps';
import { ChoiceFields } from './choice-fields';
import styles from './onboarding.module.css';

function scrollToTop() {
  try {
    window.scrollTo({ top: 0 });
  } catch {
    // Not every environment scrolls.
  }
}

/**
 * The onboarding chat: welcome, reason, result, start time, then the offer. Each answer is appended
 * to mainWizard and saved before the next step shows; closing sets isShowWizard false and reloads.
 */
export function OnboardingChat({ saved: initiallySaved }: { saved: OnboardingStep[] }) {
  const [saved, setSaved] = useState(initiallySaved);
  const [ticked, setTicked] = useState<string[]>([]);
  const save = useSaveOnboardingAnswers();
  const close = useSaveUserVariables({ reload: true });
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const index = currentStepIndex(saved);
  const step = CHAT_STEPS[index]!;
  const progress = chatProgress(saved.length);

  useEffect(() => {
    scrollToTop();
    if (first.current) {
      first.current = false;
      return;
    }
    // The page stays at its top: focusing the new step's heading must not scroll it down again (phones).
    heading.current?.focus({ preventScroll: true });
  }, [index]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit(step, ticked) || save.isPending || step.type === 'offer') return;
    const next = withAnswer(saved, step, ticked);
    try {
      await save.mutateAsync({ variables: [{ key: 'mainWizard', value: next }] });
    } catch {
      toast.error(texts.onboarding.saveFailed);
      return;
    }
    for (const option of ticked) trackEvent('onboarding_answer', `onboarding.${step.id}.${option}`);
    if (next.length === CHAT_STEPS.length - 1) trackEvent('onboarding_finished');
    setSaved(next);
    setTicked([]);
  };

  const closeChat = () => close.mutate({ variables: [{ key: 'isShowWizard', value: false }] }, { onError: () => toast.error(texts.onboarding.closeFailed) });

  const answered = saved.filter((s) => s.type === 'multiple choice' || s.type === 'single choice');

  return (
    <section className={`sc-panel ${styles.chat}`} aria-labelledby="onboarding-title" data-testid="onboarding-chat" data-step={step.id}>
      <div className={styles.head}>
        <div>
          <h1 id="onboarding-title" className={styles.title}>
            {texts.onboarding.title}
          </h1>
          <div className={styles.progress}>
            <progress className={styles.progressBar} value={progress} max={100} aria-labelledby="onboarding-progress" />
            <span id="onboarding-progress" data-testid="onboarding-progress">
              {texts.onboarding.progress(progress)}
            </span>
          </div>
        </div>
        <button type="button" className={styles.close} aria-label={texts.onboarding.close} onClick={closeChat} disabled={close.isPending}>
          <Icon name="close" />
        </button>
      </div>

      {answered.length > 0 && (
        <ul className={styles.history} aria-label={texts.onboarding.yourAnswers}>
          {answered.map((s) => (
            <li key={s.id} className={styles.history}>
              <p className={`${styles.bubble} ${styles.bubbleSchool}`}>
                <span className={styles.sender}>{texts.onboarding.schoolSays}</span>
                {s.question}
              </p>
              <p className={`${styles.bubble} ${styles.bubbleMine}`}>{tickedPhrases(s).join(', ')}</p>
            </li>
          ))}
        </ul>
      )}

      <div className={`${styles.bubble} ${styles.bubbleSchool}`}>
        <span className={styles.sender}>{texts.onboarding.schoolSays}</span>
        <h2 ref={heading} tabIndex={-1} className={styles.stepTitle}>
          {step.title}
        </h2>
        {(step.type === 'initial' || step.type === 'offer') && step.subtitle && <p className={styles.muted}>{step.subtitle}</p>}
        {step.type === 'offer' && <p className={styles.question}>{step.question}</p>}
      </div>

      {step.type === 'offer' ? (
        <div>
          <TariffBlock buyable={false} />
          <div className={styles.actions}>
            <ButtonLink to="/lms/pay" onClick={() => trackClick('onboarding.offer.buy')}>
              {texts.onboarding.offerBuy}
            </ButtonLink>
            <Button variant="secondary" onClick={closeChat} loading={close.isPending}>
              {texts.onboarding.offerLater}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit}>
          {step.type !== 'initial' && <ChoiceFields key={step.id} step={step} ticked={ticked} onChange={setTicked} />}
          <div className={styles.actions}>
            <Button type="submit" disabled={!canSubmit(step, ticked)} loading={save.isPending}>
              {step.type === 'initial' ? texts.onboarding.start : texts.onboarding.save}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
