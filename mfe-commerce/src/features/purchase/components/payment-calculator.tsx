import { useId } from 'react';
import { formatRubles } from '@school/shared/domain';
import type { TransactionType } from '@school/shared/schemas';
import { Select } from '@school/shared/ui';
import { texts } from '../../../texts';
import { purchaseTexts } from '../texts';
import { usePayment } from '../hooks/use-payment';
import { formatLabel, lessonCountsOf, quoteOf, tariffFor, type CalculatorFormat, type CalculatorSelection, type CalculatorType } from '../model/calculator';
import { Gifts } from './gifts';
import { PayButton } from './pay-button';
import { PriceTag } from './price-tag';
import styles from './purchase.module.css';
import { PAY_FORM_COMMENT } from '../model/pay-block';

interface Props {
  type: CalculatorType;
  formats: readonly CalculatorFormat[];
  selection: CalculatorSelection;
  onFormat: (formatId: string) => void;
  onLessons: (lessons: number) => void;
}

/**
 * The payment calculator: a format selector and a lesson-count selector, then the price of the
 * chosen tariff with its purchase buttons. 'lms' lays both selectors out as chips beside the price;
 * 'kids' and 'teens' show the formats as cards named by age; the default uses two lists.
 */
export function PaymentCalculator({ type, formats, selection, onFormat, onLessons }: Props) {
  const format = formats.find((f) => f.id === selection.formatId);
  const counts = lessonCountsOf(format);
  const tariff = tariffFor(format, selection.lessons);
  const formatOptions = formats.map((f) => ({ value: f.id, label: formatLabel(f, type) }));
  const countOptions = counts.map((n) => ({ value: String(n), label: texts.lessons.count(n) }));

  return (
    <section
      className={`sc-panel ${styles[`calculator_${type}`] ?? ''}`}
      data-testid="calculator"
      data-calculator-type={type}
      aria-labelledby="calculator-title"
    >
      <h2 id="calculator-title" className={styles.sectionTitle}>
        {purchaseTexts.calculator.title}
      </h2>
      <div className={styles.calculatorBody}>
        <div className={styles.selectors}>
          {type === 'lms' && (
            <>
              {formats.length > 1 && (
                <ChipGroup legend={purchaseTexts.calculator.format} options={formatOptions} value={selection.formatId} onChange={onFormat} />
              )}
              <ChipGroup
                legend={purchaseTexts.calculator.lessons}
                options={counts.map((n) => ({ value: String(n), label: String(n) }))}
                value={String(selection.lessons)}
                onChange={(v) => onLessons(Number(v))}
              />
            </>
          )}
          {(type === 'kids' || type === 'teens') && (
            <>
              {formats.length > 1 && (
                <ChipGroup legend={purchaseTexts.calculator.format} options={formatOptions} value={selection.formatId} onChange={onFormat} large />
              )}
              <Select
                label={purchaseTexts.calculator.lessons}
                value={String(selection.lessons)}
                onChange={(v) => onLessons(Number(v))}
                options={countOptions}
              />
            </>
          )}
          {type === 'default' && (
            <>
              {formats.length > 1 && <Select label={purchaseTexts.calculator.format} value={selection.formatId} onChange={onFormat} options={formatOptions} />}
              <Select
                label={purchaseTexts.calculator.lessons}
                value={String(selection.lessons)}
                onChange={(v) => onLessons(Number(v))}
                options={countOptions}
              />
            </>
          )}
        </div>
        {tariff && <QuoteView tariff={tariff} />}
      </div>
    </section>
  );
}

function ChipGroup({
  legend,
  options,
  value,
  onChange,
  large = false,
}: {
  legend: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  large?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className={styles.chipGroup}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <label key={option.value} className={`${styles.chip} ${large ? styles.chipLarge : ''}`}>
            <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The chosen tariff: monthly sum and both buttons when it can be paid in parts, else the price and one button. */
function QuoteView({ tariff }: { tariff: TransactionType }) {
  const { chargedPrice } = usePayment();
  const quote = quoteOf(tariff, chargedPrice(tariff));
  const lessons = quote.shown.paidLessons;
  const full = { type: 'acquiring', transactionTypeId: tariff.id, comment: PAY_FORM_COMMENT } as const;
  return (
    <div className={styles.quote} data-testid="calculator-quote" data-option={tariff.id} aria-live="polite">
      {quote.installment ? (
        <>
          <p className={styles.price} data-testid="calculator-price">
            {texts.money.perMonth(formatRubles(quote.installment.perMonth))}
          </p>
          <p className={styles.muted}>{purchaseTexts.calculator.installment(quote.installment.months)}</p>
        </>
      ) : (
        <PriceTag shown={quote.shown} className={styles.price} testId="calculator-price" />
      )}
      {quote.shown.perLesson !== null && <p className={styles.perLesson}>{texts.money.perLesson(formatRubles(quote.shown.perLesson))}</p>}
      <Gifts lessons={tariff.giftLessons} speakingClubs={tariff.giftSpeakingClub} />
      <div className={styles.quoteActions}>
        {quote.installment && (
          <PayButton input={{ ...full, type: 'vsegdaDa' }} block testId="pay-installment">
            {purchaseTexts.calculator.payInstallment(lessons)}
          </PayButton>
        )}
        <PayButton input={full} variant={quote.installment ? 'secondary' : 'primary'} block testId="pay-full">
          {quote.installment && quote.payInFullSaving !== null
            ? purchaseTexts.calculator.payAllWithDiscount(formatRubles(quote.payInFullSaving))
            : purchaseTexts.calculator.pay(lessons)}
        </PayButton>
      </div>
      {quote.installment && quote.payInFullSaving !== null && (
        <>
          <PriceTag shown={quote.shown} className={styles.note} testId="calculator-total" lead={texts.money.totalLead} />
          <p className={styles.note}>{purchaseTexts.calculator.discountNote}</p>
        </>
      )}
    </div>
  );
}
