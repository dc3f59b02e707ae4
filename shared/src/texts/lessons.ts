/**
 * Texts of the learner's lessons that more than one app (and the server) use: the notification
 * centre's events, the calendar feed's event titles and the lesson API's messages.
 */

export const notificationTexts = {
  reportNew: {
    title: 'Новый отчёт об уроке',
    text: (teacher: string, lesson: string) => `Урок: ${lesson}. Преподаватель: ${teacher}.`,
    group: (group: string) => `Группа «${group}».`,
    homework: (items: string) => `Домашнее задание: ${items}.`,
    noHomework: 'Без домашнего задания.',
  },
  lessonSet: {
    title: 'Назначен урок',
    text: (when: string, teacher: string) => `Когда: ${when}. Преподаватель: ${teacher}.`,
  },
  lessonMoved: {
    title: 'Урок перенесён',
    text: (from: string, to: string) => `Новое время: ${to} (было: ${from}).`,
  },
  lessonCancelled: {
    title: 'Урок отменён',
    text: (when: string, teacher: string) => `Был назначен на ${when}. Преподаватель: ${teacher}.`,
  },
  groupLesson: (group: string) => ` Группа «${group}».`,
  lessonsLeft: {
    titleOne: 'Остался 1 оплаченный урок',
    titleNone: 'Оплаченные уроки закончились',
    textOne: (format: string) => `${format}: остался последний оплаченный урок. Пополните баланс, чтобы не прерывать занятия.`,
    textNone: (format: string) => `${format}: оплаченных уроков не осталось. Пополните баланс, чтобы продолжить занятия.`,
  },
  paymentSucceeded: {
    title: 'Оплата прошла',
    text: (what: string, sum: string) => `${what}: ${sum}. Спасибо!`,
  },
  courseUnitUnlocked: {
    title: 'Открыт новый модуль курса',
    text: (course: string, unit: number) => `Курс «${course}»: открыт модуль ${unit}.`,
  },
  courseAccessEnding: {
    title: 'Скоро закончится доступ к курсу',
    text: (course: string, days: string, date: string) => `Курс «${course}»: доступ закончится через ${days} (${date}).`,
  },
  teacherSearchRequest: {
    title: 'Новая заявка на подбор преподавателя',
    text: (student: string) => `${student} ищет преподавателя.`,
  },
  legalOffer: {
    title: 'Новая редакция оферты',
    text: 'Опубликована новая редакция договора-оферты. Примите её, чтобы продолжить работу.',
  },
} as const;

/** Messages of the lessons API (calendar feed, reminders, homework marks) that apps show as they come. */
export const lessonApiTexts = {
  homeworkNotFound: 'Такого задания в отчёте нет.',
  reportNotFound: 'Отчёт не найден.',
  agendaRangeTooLong: 'Можно запросить не больше 14 дней.',
  agendaRangeReversed: 'Конец периода раньше его начала.',
  timeZoneUnknown: 'Неизвестный часовой пояс.',
  calendarNotFound: 'Календарь не найден. Возможно, ссылка была заменена на новую.',
} as const;

/** Titles of the events of a calendar feed (RFC 5545 SUMMARY). */
export const calendarTexts = {
  calendarName: 'Уроки английского',
  studentLesson: (teacher: string) => `Английский: ${teacher}`,
  teacherLesson: (student: string) => `${student}: урок`,
  groupLesson: (group: string) => `${group}: урок`,
} as const;
