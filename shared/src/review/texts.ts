/** Messages of the daily review that the API sends and the pages show as they come. */
export const reviewTexts = {
  badTimeZone: 'Неизвестный часовой пояс',
  tooLong: (max: number) => `Текст карточки — не длиннее ${max} символов`,
  empty: 'Карточка без текста',
  newPerDayRange: (max: number) => `Новых карточек в день — от 0 до ${max}`,
  notOwnCards: 'Повторять и менять карточки может только сам ученик.',
  cardNotFound: 'Такой карточки нет. Возможно, её уже убрали из повторения — обновите страницу.',
  wordNotFound: 'Такого слова нет в вашем словаре. Возможно, его уже удалили — обновите страницу.',
  reviewInFuture: 'Время повторения ещё не наступило: проверьте часы устройства.',
  reviewTooOld: (days: number) => `Повторение старше ${days} дней не принимается.`,
  tooManyCards: (max: number) => `В повторении уже ${max} карточек. Уберите ненужные, чтобы добавить новые.`,
  reviewTaken: 'Это повторение уже записано для другой карточки.',
} as const;
