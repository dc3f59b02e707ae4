/**
 * Russian texts that belong to more than one app: the spec's error catalogue, validation messages
 * used by the shared schemas, and words shared by the UI kit. App-specific texts live in each app's
 * own `texts.ts`.
 */
export const commonTexts = {
  noAccessTitle: 'Нет доступа',
  notFoundShortTitle: 'Не найдено',
  apiErrorFallback: 'Что-то пошло не так. Попробуйте позднее.',
  sessionError: 'Что-то пошло не так. Пожалуйста, попробуйте позже.',
  renderError: 'Произошла непредвиденная ошибка. Попробуйте перезагрузить страницу или вернуться на главную.',
  backHome: 'Вернуться на главную',
  freeLesson: 'Записаться на бесплатный урок',
  notFoundTitle: 'Такой страницы не существует',
  notFoundText: 'Ссылка, по которой вы перешли, никуда не ведёт. Возможно, в ней опечатка или страница была удалена.',
  unassigned: 'Не назначен',
  unknownStatus: 'Не определён',
  nothingFound: 'Ничего не найдено',
  loading: 'Загрузка…',
  /** What a failed read says when the page names nothing more precise. */
  loadFailed: 'Не удалось загрузить данные.',
  chunkLoadFailed: 'Не удалось загрузить часть страницы: прервалось соединение или вышла новая версия. Нажмите «Повторить».',
  retry: 'Повторить',
  close: 'Закрыть',
  cancel: 'Отмена',
  confirm: 'Подтвердить',
  save: 'Сохранить',
  understood: 'Понятно',
  remoteUnavailableTitle: 'Раздел временно недоступен',
  remoteUnavailableText: 'Не удалось загрузить этот раздел. Остальная часть кабинета работает. Попробуйте ещё раз через минуту.',
  formServerError: (message: string) => `${message}.`,
  formStatusError: (status: number) => `Ошибка! Пожалуйста, попробуйте позже. Ошибка = ${status}.`,
  noAccess: 'Недостаточно прав для этого действия.',
  /** A non-teacher without the course (spec §8). */
  courseNoAccess: 'У вас нет доступа к этому курсу',
  unauthenticated: 'Войдите в систему, чтобы продолжить.',
  notFound: 'Не найдено.',
  invalidRequest: 'Некорректный запрос.',
  badOrigin: 'Запрос отклонён: недопустимый источник.',
  leaveTitle: 'Уйти со страницы?',
  leaveText: 'Введённые данные не сохранены и пропадут.',
  leaveConfirm: 'Уйти',
  leaveStay: 'Остаться',
  discardTitle: 'Закрыть без сохранения?',
  discardConfirm: 'Закрыть',
  tooManyRequests: (minutes: number) => `Слишком много запросов. Попробуйте через ${minutes} мин.`,
  /** A 429 with a challenge: the school's API client solves it by itself; this shows only if it cannot. */
  challengeRequired: 'Сейчас много запросов: подтвердите, что вы человек, — обновите страницу и отправьте ещё раз.',
  bodyTooLarge: (limit: string) => `Слишком большой запрос: не больше ${limit}.`,
  serverError: (requestId: string) => `Что-то пошло не так. Попробуйте позднее. Код ошибки: ${requestId}`,
} as const;

/** Messages of the shared validation schemas (client and server show the same words). */
export const validationTexts = {
  required: 'Обязательное поле',
  invalidValue: 'Некорректное значение',
  companyNameTooShort: 'Название слишком короткое',
  companyNameDuplicate: 'Компания с таким названием уже существует',
  topUpAmountRange: 'Введите целое число уроков от 1 до 1000',
  groupFormatRequired: 'Выберите формат групповых занятий',
  studentGroupRequired: 'Выберите группу',
  emailInvalid: 'Введите корректный адрес электронной почты',
  passwordRequired: 'Введите пароль',
  passwordTooShort: 'Пароль должен содержать не меньше 8 символов',
  phoneInvalid: 'Введите телефон в формате +7 999 123-45-67',
  nameInvalid: 'Укажите имя',
  lastNameInvalid: 'Укажите фамилию',
  dateInvalid: 'Введите дату в формате ДД.ММ.ГГГГ',
  timeInvalid: 'Введите время в формате ЧЧ:ММ',
  reportDateRequired: 'Заполните, пожалуйста, дату и время начала занятия',
  reportDateInFuture: 'Дата занятия не может быть позже текущего момента',
  nextLessonInPast: 'Дата занятия не может быть в прошлом',
  planRequired: 'Выберите, пожалуйста, план занятий',
  homeworkHeaderRequired: 'Заполните заголовок',
  homeworkHeaderMixed: 'Ошибка! Допускается либо одна ссылка (без пробелов), либо заголовок',
  programInvalid: 'Программа должна быть числом',
  tooLong: (max: number) => `Не длиннее ${max} символов`,
  invalidCharacters: 'Текст содержит недопустимые символы',
  tooLarge: 'Слишком большое значение',
  tooMany: (max: number) => `Не больше ${max}`,
  invalidDate: 'Некорректная дата',
  invalidTimeZone: 'Неизвестный часовой пояс',
  periodReversed: 'Конец периода раньше его начала',
  periodTooLong: 'Период не длиннее года',
} as const;

/** Messages of the teacher area's API (student profile, next lessons, offers, report videos) that apps also show. */
export const teacherApiTexts = {
  studentNotFound: 'Ученик не найден.',
  studentNoAccess: 'У вас нет доступа к профилю этого ученика.',
  groupNoAccess: 'У вас нет доступа к этой группе.',
  teacherNoAccess: 'У вас нет доступа к странице этого преподавателя.',
  legalOfferTooShort: 'Текст оферты слишком короткий',
  legalOfferStatusInvalid: 'Оферту можно только принять',
  /** A report's video of another kind: the server refuses it, the teacher remote before uploading. */
  videoOnly: 'Можно загрузить только видеофайл',
} as const;

export * from './plural';
export * from './dictionary';
export * from './landing';
export * from './accounts';
export * from './lessons';
export * from './courses';
