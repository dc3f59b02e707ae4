import { formatFileSize } from '../http/file-size';

/** Refusals of an upload (a report's video): the API and the local store send them, the teacher remote shows them. */
export const uploadTexts = {
  fileTooLarge: (maxBytes: number) => `Файл слишком большой: не больше ${formatFileSize(maxBytes)}`,
  uploadExpired: 'Ссылка для загрузки устарела. Загрузите файл ещё раз',
  uploadTypeMismatch: 'Тип файла не совпадает с заявленным',
  uploadUsed: 'По этой ссылке файл уже загружен. Выберите файл ещё раз',
} as const;
