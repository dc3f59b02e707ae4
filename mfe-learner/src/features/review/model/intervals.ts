import { dayForms, monthForms, pluralCount, type PluralForms } from '@school/shared/texts';

const minutes: PluralForms = { one: 'минуту', few: 'минуты', many: 'минут' };
const hours: PluralForms = { one: 'час', few: 'часа', many: 'часов' };
const years: PluralForms = { one: 'год', few: 'года', many: 'лет' };

/** When a card comes back, on a rating button: «через 10 мин», «через 3 ч», «через 3 дня», «через 2 месяца». */
export function intervalText(ms: number): string {
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;
  if (ms < hour) return `через ${Math.max(1, Math.round(ms / minute))} мин`;
  if (ms < day) return `через ${Math.round(ms / hour)} ч`;
  if (ms < 30 * day) return `через ${pluralCount(Math.round(ms / day), dayForms)}`;
  if (ms < 365 * day) return `через ${pluralCount(Math.round(ms / (30 * day)), monthForms)}`;
  return `через ${pluralCount(Math.round(ms / (365 * day)), years)}`;
}

/** «через 12 минут», for the wait before the next card of the day. */
export function waitText(ms: number): string {
  const minute = 60_000;
  if (ms < 60 * minute) return `через ${pluralCount(Math.max(1, Math.ceil(ms / minute)), minutes)}`;
  return `через ${pluralCount(Math.round(ms / (60 * minute)), hours)}`;
}
