import type { OnboardingStep } from '@school/shared/schemas';
import { onboardingTexts } from '../texts';
import { toggleOption } from '../model/chat-steps';
import styles from './onboarding.module.css';

/** The options of a choice step: checkboxes for a multiple choice, radio buttons for a single choice. */
export function ChoiceFields({ step, ticked, onChange }: { step: OnboardingStep; ticked: string[]; onChange: (ticked: string[]) => void }) {
  const multiple = step.type === 'multiple choice';
  const hintId = `${step.id}-hint`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend className={styles.legend}>{step.question}</legend>
      <p id={hintId} className={styles.muted}>
        {step.subtitle || (multiple ? onboardingTexts.severalHint : onboardingTexts.oneHint)}
      </p>
      {step.options.map((option) => (
        <label key={option.id} className={styles.option}>
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={step.id}
            value={option.id}
            checked={ticked.includes(option.id)}
            onChange={() => onChange(toggleOption(step, ticked, option.id))}
          />
          <span>{option.phrase}</span>
        </label>
      ))}
    </fieldset>
  );
}
