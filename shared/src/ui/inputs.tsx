import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { isoDateToMasked, maskDateInput, maskedToIsoDate, maskTimeInput } from '../domain';
import { media } from './tokens';
import { useMediaQuery } from './use-media-query';

interface FieldProps {
  label: string;
  error?: string | null;
  hint?: string;
  /** Renders the control with the ids the label, hint and error need. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and error message tied together for screen readers. */
function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="sc-field">
      <label className="sc-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <span id={hintId} className="sc-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="sc-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** What every labelled control of the kit takes besides its element's own attributes. */
interface LabelledValue {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
}

type BaseInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & LabelledValue;

/** The attributes that tie a control to its label, hint and error. */
const tied = ({ id, describedBy, invalid }: { id: string; describedBy: string | undefined; invalid: boolean }) => ({
  id,
  'aria-invalid': invalid || undefined,
  'aria-describedby': describedBy,
});

export function TextInput({ label, value, onChange, error, hint, className, ...rest }: BaseInputProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(ids) => (
        <input
          {...tied(ids)}
          className={['sc-input', className].filter(Boolean).join(' ')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...rest}
        />
      )}
    </Field>
  );
}

export function TextArea({
  label,
  value,
  onChange,
  error,
  hint,
  className,
  ...rest
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & LabelledValue) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(ids) => (
        <textarea
          {...tied(ids)}
          className={['sc-textarea', className].filter(Boolean).join(' ')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...rest}
        />
      )}
    </Field>
  );
}

export function Select({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  hint,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> &
  LabelledValue & {
    options: { value: string; label: string }[];
    placeholder?: string;
  }) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(ids) => (
        <select {...tied(ids)} className="sc-select" value={value} onChange={(e) => onChange(e.target.value)} {...rest}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A date typed with the mask dd.MM.yyyy; on touch devices the native date control.
 * The value is always the masked string.
 */
export function DateInput({ label, value, onChange, error, hint, ...rest }: BaseInputProps) {
  const touch = useMediaQuery(media.touch);
  return (
    <Field label={label} error={error} hint={hint}>
      {(ids) =>
        touch ? (
          <input
            {...tied(ids)}
            type="date"
            className="sc-input"
            value={maskedToIsoDate(value)}
            onChange={(e) => onChange(isoDateToMasked(e.target.value))}
            {...rest}
          />
        ) : (
          <input
            {...tied(ids)}
            type="text"
            inputMode="numeric"
            placeholder="дд.мм.гггг"
            maxLength={10}
            className="sc-input"
            value={value}
            onChange={(e) => onChange(maskDateInput(e.target.value))}
            {...rest}
          />
        )
      }
    </Field>
  );
}

/** A time typed with the mask HH:mm; on touch devices the native time control. */
export function TimeInput({ label, value, onChange, error, hint, ...rest }: BaseInputProps) {
  const touch = useMediaQuery(media.touch);
  return (
    <Field label={label} error={error} hint={hint}>
      {(ids) => (
        <input
          {...tied(ids)}
          type={touch ? 'time' : 'text'}
          inputMode={touch ? undefined : 'numeric'}
          placeholder={touch ? undefined : 'чч:мм'}
          maxLength={5}
          className="sc-input"
          value={value}
          onChange={(e) => onChange(touch ? e.target.value : maskTimeInput(e.target.value))}
          {...rest}
        />
      )}
    </Field>
  );
}
