import { describe, expect, it } from 'vitest';
import { calculatorFormats } from '@school/shared/domain';
import { formatLabel, quoteOf, selectFormat } from './calculator';
import { fifty, premium, twentyFive } from './sample-plans';

describe('content-and-commerce §9: calculator', () => {
  const formats = calculatorFormats([fifty, twentyFive, premium]);

  it('a format change keeps or lowers the count', () => {
    expect(selectFormat(formats, { formatId: '50m_v4:skype-50', lessons: 32 }, '25m_v4:skype-25')).toEqual({ formatId: '25m_v4:skype-25', lessons: 16 });
    expect(selectFormat(formats, { formatId: '50m_v4:skype-50', lessons: 8 }, '25m_v4:skype-25')).toEqual({ formatId: '25m_v4:skype-25', lessons: 8 });
    expect(selectFormat(formats, { formatId: '50m_v4:skype-50', lessons: 4 }, 'premium_50m:premium-50')).toEqual({
      formatId: 'premium_50m:premium-50',
      lessons: 8,
    });
  });

  it('names formats by calculator type', () => {
    expect(formatLabel(formats[0]!, 'lms')).toBe('50 минут');
    expect(formatLabel(formats[1]!, 'lms')).toBe('25 минут');
    expect(formatLabel(formats[2]!, 'lms')).toBe('Премиум, 50 минут');
    expect(formatLabel({ ...formats[1]!, durationMins: 25 }, 'kids')).toBe('Дети 5–7 лет, 25 минут');
    expect(formatLabel({ ...formats[0]!, durationMins: 40 }, 'kids')).toBe('Дети 8–10 лет, 40 минут');
    expect(formatLabel(formats[0]!, 'teens')).toBe('Подростки 11–17 лет, 50 минут');
  });

  it('quotes installments and the saving of paying in full', () => {
    const quote = quoteOf(fifty.transactionTypes.find((t) => t.id === '50m_v4-32')!);
    expect(quote.installment?.months).toBe(6);
    expect(quote.installment?.perMonth).toBeCloseTo((28_480 * 1.13) / 6, 8);
    expect(quote.payInFullSaving).toBeCloseTo(28_480 * 0.13, 8);
    expect(quote.shown).toMatchObject({ price: 28_480, discountPercent: 25, referencePrice: 38_080 });
    const small = quoteOf(fifty.transactionTypes.find((t) => t.id === '50m_v4-4')!);
    expect(small.installment).toBeNull();
    expect(small.payInFullSaving).toBeNull();
  });
});
