import { minuteForms, pluralCount } from '@school/shared/texts';

/** What the lead form's endpoint refuses with; the form's field messages are the shared `landingTexts.lead`. */
export const leadTexts = {
  tooManyRequests: (minutes: number) => `Слишком много заявок. Попробуйте ещё раз через ${pluralCount(minutes, minuteForms)}.`,
  bodyTooLarge: 'Заявка слишком большая.',
} as const;
