/** Titles of the events of a calendar feed (RFC 5545 SUMMARY). */
export const calendarTexts = {
  calendarName: 'Уроки английского',
  studentLesson: (teacher: string) => `Английский: ${teacher}`,
  teacherLesson: (student: string) => `${student}: урок`,
  groupLesson: (group: string) => `${group}: урок`,
} as const;

/** What the lessons API refuses with (homework marks, the teacher's agenda, calendar feeds). */
export const lessonTexts = {
  homeworkNotFound: 'Такого задания в отчёте нет.',
  reportNotFound: 'Отчёт не найден.',
  agendaRangeTooLong: 'Можно запросить не больше 14 дней.',
  agendaRangeReversed: 'Конец периода раньше его начала.',
  calendarNotFound: 'Календарь не найден. Возможно, ссылка была заменена на новую.',
} as const;
