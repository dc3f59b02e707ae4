import { pluralCount } from './plural';

/** A size limit as people read it: '500 МБ', '1,5 МБ', '300 КБ', '10 байт'. */
export function formatFileSize(bytes: number): string {
  const oneDecimal = (value: number) => String(Math.floor(value * 10) / 10).replace('.', ',');
  if (bytes >= 1024 * 1024) return `${oneDecimal(bytes / 1024 / 1024)} МБ`;
  if (bytes >= 1024) return `${oneDecimal(bytes / 1024)} КБ`;
  return pluralCount(bytes, { one: 'байт', few: 'байта', many: 'байт' });
}

/** Messages the reports API sends and the teacher remote shows as they come. */
export const reportServerTexts = {
  videoOnly: 'Можно загрузить только видеофайл',
  fileTooLarge: (maxBytes: number) => `Файл слишком большой: не больше ${formatFileSize(maxBytes)}`,
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
  uploadUsed: 'По этой ссылке файл уже загружен. Выберите файл ещё раз',
} as const;
