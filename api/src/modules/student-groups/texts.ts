/** What the student groups API refuses with. */
export const studentGroupTexts = {
  groupNotFound: 'Группа не найдена.',
} as const;
