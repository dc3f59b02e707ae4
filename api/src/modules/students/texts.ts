/** What the students API refuses with; the teacher remote shows it as it comes. Group appointments share the appointment messages. */
export const studentTexts = {
  appointmentNotFound: 'Занятие не найдено.',
  appointmentCalendarBound: 'Занятие привязано к событию календаря: измените его в календаре.',
  nothingToUpdate: 'Нет изменений для сохранения.',
  planUnknown: 'Такого плана занятий нет',
  portraitFieldUnknown: 'В портрете ученика нет такого поля',
  portraitValueUnknown: 'Выберите значение из списка',
} as const;
