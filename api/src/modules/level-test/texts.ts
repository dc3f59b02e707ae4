/** What the level test's API refuses with. */
export const levelTestTexts = {
  unfinished: 'Ответьте на вопросы теста до конца.',
  learnersOnly: 'Результат теста сохраняется только для учеников.',
} as const;
