import { useState, type FormEvent } from 'react';
import { isoDateToMasked, maskedToIsoDate, monthLabel, parseDateTime, type PeriodChoice } from '../domain';
import { validationTexts } from '../texts';
import { Button, DateInput, Select } from '../ui';
import styles from './report-views.module.css';
import { reportViewTexts } from './texts';

const CUSTOM = 'custom';

/**
 * The period of a report: one of the offered months, or (when `allowCustom`) any two days typed as
 * dd.MM.yyyy. A custom period is applied with «Показать», so a half-typed date asks for nothing.
 */
export function PeriodPicker({
  value,
  months,
  onChange,
  allowCustom = true,
  maxDays = 400,
}: {
  value: PeriodChoice;
  months: readonly string[];
  onChange: (choice: PeriodChoice) => void;
  allowCustom?: boolean;
  maxDays?: number;
}) {
  const [custom, setCustom] = useState(value.kind === 'custom');
  const [from, setFrom] = useState(value.kind === 'custom' ? isoDateToMasked(value.from) : '');
  const [to, setTo] = useState(value.kind === 'custom' ? isoDateToMasked(value.to) : '');
  const [error, setError] = useState<string | null>(null);

  const options = months.map((month) => ({ value: month, label: monthLabel(month) }));
  if (value.kind === 'month' && !months.includes(value.month)) options.unshift({ value: value.month, label: monthLabel(value.month) });
  if (allowCustom) options.push({ value: CUSTOM, label: reportViewTexts.otherPeriod });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const start = parseDateTime(from);
    const end = parseDateTime(to);
    if (!start || !end) return setError(validationTexts.dateInvalid);
    if (end < start) return setError(validationTexts.periodReversed);
    if ((end.getTime() - start.getTime()) / 86_400_000 > maxDays) return setError(validationTexts.periodTooLong);
    setError(null);
    onChange({ kind: 'custom', from: maskedToIsoDate(from), to: maskedToIsoDate(to) });
  };

  return (
    <div className={styles.picker} data-testid="period-picker">
      <Select
        label={reportViewTexts.period}
        value={custom ? CUSTOM : value.kind === 'month' ? value.month : CUSTOM}
        options={options}
        onChange={(next) => {
          if (next === CUSTOM) {
            setCustom(true);
            return;
          }
          setCustom(false);
          setError(null);
          onChange({ kind: 'month', month: next });
        }}
      />
      {custom && (
        <form className={styles.custom} onSubmit={apply} noValidate>
          <DateInput label={reportViewTexts.periodFrom} value={from} onChange={setFrom} error={error ? '' : null} />
          <DateInput label={reportViewTexts.periodTo} value={to} onChange={setTo} error={error} />
          <Button type="submit" variant="secondary">
            {reportViewTexts.showPeriod}
          </Button>
        </form>
      )}
    </div>
  );
}
