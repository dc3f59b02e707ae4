const rules = new Intl.PluralRules('ru-RU');

export interface PluralForms {
  /** 1, 21, 31 … урок */
  one: string;
  /** 2–4, 22–24 … урока */
  few: string;
  /** 0, 5–20, 25 … уроков */
  many: string;
}

/** The Russian form of a word for a count: plural(5, {one:'урок', few:'урока', many:'уроков'}) → 'уроков'. */
export function plural(count: number, forms: PluralForms): string {
  if (!Number.isInteger(count)) return forms.few;
  const rule = rules.select(count);
  if (rule === 'one') return forms.one;
  if (rule === 'few') return forms.few;
  return forms.many;
}

/** '5 уроков' */
export function pluralCount(count: number, forms: PluralForms): string {
  return `${count} ${plural(count, forms)}`;
}

export const lessonForms: PluralForms = { one: 'урок', few: 'урока', many: 'уроков' };
export const studentForms: PluralForms = { one: 'ученик', few: 'ученика', many: 'учеников' };
export const reportForms: PluralForms = { one: 'отчёт', few: 'отчёта', many: 'отчётов' };
export const wordForms: PluralForms = { one: 'слово', few: 'слова', many: 'слов' };
export const minuteForms: PluralForms = { one: 'минута', few: 'минуты', many: 'минут' };
export const groupForms: PluralForms = { one: 'группа', few: 'группы', many: 'групп' };
export const dayForms: PluralForms = { one: 'день', few: 'дня', many: 'дней' };
export const monthForms: PluralForms = { one: 'месяц', few: 'месяца', many: 'месяцев' };
/** Units of a self-study course: '5 разделов'. */
export const unitForms: PluralForms = { one: 'раздел', few: 'раздела', many: 'разделов' };
export const speakingClubForms: PluralForms = { one: 'разговорный клуб', few: 'разговорных клуба', many: 'разговорных клубов' };
export const cardForms: PluralForms = { one: 'карточка', few: 'карточки', many: 'карточек' };
