/** What the legal offers API refuses with. */
export const legalOfferTexts = {
  legalOfferNotFound: 'Оферта не найдена.',
} as const;
