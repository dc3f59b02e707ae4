/** Messages the reports API sends and the teacher remote shows as they come. */
export const reportServerTexts = {
  videoOnly: 'Можно загрузить только видеофайл',
  fileTooLarge: (maxMb: number) => `Файл слишком большой: не больше ${maxMb} МБ`,
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
  uploadExpired: 'Ссылка для загрузки устарела. Загрузите файл ещё раз',
  uploadTypeMismatch: 'Тип файла не совпадает с заявленным',
} as const;
