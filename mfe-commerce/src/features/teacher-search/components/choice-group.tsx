import { useId } from 'react';
import styles from './teacher-search.module.css';

/** A question with ticked boxes (several answers) or radio buttons (one answer), its hint and message. */
export function ChoiceGroup<T extends string>({
  legend,
  hint,
  error,
  options,
  selected,
  multiple,
  onChange,
  name,
}: {
  legend: string;
  hint?: string;
  error?: string;
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  multiple: boolean;
  onChange: (value: T) => void;
  name: string;
}) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={styles.group} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="sc-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
