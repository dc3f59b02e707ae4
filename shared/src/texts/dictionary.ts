/** Messages of the dictionary that the API sends and the learner remote shows as they come. */
export const dictionaryTexts = {
  wordRequired: 'Введите слово или выражение',
  wordTooLong: (max: number) => `Слово или выражение — не длиннее ${max} символов`,
  translationRequired: 'Введите перевод',
  translationTooLong: (max: number) => `Перевод — не длиннее ${max} символов`,
  exampleTooLong: (max: number) => `Пример — не длиннее ${max} символов`,
  duplicate: 'Это слово уже есть в вашем словаре',
  full: (max: number) => `В словаре уже ${max} слов. Удалите ненужные, чтобы добавить новые`,
  wordNotFound: 'Такого слова нет в словаре. Возможно, его уже удалили — обновите страницу.',
  notOwnDictionary: 'Менять слова может только сам ученик.',
} as const;
