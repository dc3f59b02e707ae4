/** What the teachers API refuses with, a teacher-search request's limits among it. */
export const teacherTexts = {
  teacherNotFound: 'Преподаватель не найден.',
  searchTooMany: 'Вы уже отправили несколько заявок сегодня. Мы свяжемся с вами, новую заявку можно будет отправить завтра.',
  searchLearnersOnly: 'Заявку на подбор преподавателя отправляют ученики.',
} as const;
