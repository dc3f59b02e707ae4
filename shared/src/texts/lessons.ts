/** Messages of the lessons API (calendar feed, reminders, homework marks) that apps show as they come. */
export const lessonApiTexts = {
  homeworkNotFound: 'Такого задания в отчёте нет.',
  reportNotFound: 'Отчёт не найден.',
  agendaRangeTooLong: 'Можно запросить не больше 14 дней.',
  agendaRangeReversed: 'Конец периода раньше его начала.',
  timeZoneUnknown: 'Неизвестный часовой пояс.',
  calendarNotFound: 'Календарь не найден. Возможно, ссылка была заменена на новую.',
} as const;
