/** Titles of the events of a calendar feed (RFC 5545 SUMMARY). */
export const calendarTexts = {
  calendarName: 'Уроки английского',
  studentLesson: (teacher: string) => `Английский: ${teacher}`,
  teacherLesson: (student: string) => `${student}: урок`,
  groupLesson: (group: string) => `${group}: урок`,
} as const;
