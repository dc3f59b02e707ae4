/** Messages the reports API sends and the teacher remote shows as they come. */
export const reportTexts = {
  videoNotUploaded: 'Видео не загружено до конца. Загрузите его ещё раз',
  formatUnknown: 'Такого формата урока нет',
  formatNotAllowed: 'Этот формат урока вам недоступен',
  formatNotGroup: 'Для группового отчёта доступны только групповые форматы',
  fieldNotInFormat: 'Это поле не относится к выбранному формату',
  studentNotInGroup: 'Ученик не состоит в этой группе',
  reportNotOfStudent: 'Отчёт относится к другому ученику',
  reportIsGroup: 'Это отчёт о групповом занятии',
  reportIsNotGroup: 'Это отчёт об индивидуальном занятии',
  cannotDelete: 'Этот отчёт нельзя удалить',
  cannotEdit: 'Этот отчёт нельзя изменить',
  cannotAdd: 'Вы не можете добавлять отчёты этому ученику',
} as const;
