/**
 * Texts of the school's front door that more than one app needs, or the server and an app both use: the
 * lead form's validation, the choices of the questionnaires (the server writes the teacher-search
 * summary with them), level names (the commerce and teacher remotes both show a result) and the
 * messages of an unknown invitation and of whoever may not invite. What only the server refuses with lives with its API module.
 */
export const landingTexts = {
  lead: {
    nameRequired: 'Укажите, как к вам обращаться',
    nameTooShort: 'Имя слишком короткое',
    contactInvalid: 'Укажите e-mail или ник в мессенджере, например @anna_english',
    ageGroupRequired: 'Выберите, кто будет заниматься',
    timeRequired: 'Выберите удобное время',
  },
  ageGroups: {
    adult: 'Взрослый',
    teen: 'Подросток 11–17 лет',
    'kids-8-10': 'Ребёнок 8–10 лет',
    'kids-5-7': 'Ребёнок 5–7 лет',
  },
  preferredTimes: {
    morning: 'Утром, 8:00–12:00',
    day: 'Днём, 12:00–17:00',
    evening: 'Вечером, 17:00–22:00',
    weekend: 'В выходные',
  },
  leadSources: {
    home: 'Главная страница',
    kids: 'Страница для детей',
    'intro-lesson': 'Страница вводного урока',
    'level-test': 'Тест на уровень',
    referral: 'Приглашение друга',
  },
  levels: {
    'below-A1': 'Начальный, ниже A1',
    A1: 'A1 — начальный',
    A2: 'A2 — элементарный',
    B1: 'B1 — средний',
    B2: 'B2 — выше среднего',
    C1: 'C1 — продвинутый',
  },
  teacherSearch: {
    goals: {
      work: 'Английский для работы',
      travel: 'Путешествия',
      relocation: 'Переезд в другую страну',
      exam: 'Экзамен (IELTS, TOEFL, ЕГЭ)',
      interview: 'Собеседование на английском',
      speaking: 'Разговорная практика',
      grammar: 'Подтянуть грамматику',
      kids: 'Занятия для ребёнка',
    },
    levels: {
      zero: 'Начинаю с нуля',
      A1: 'A1 — знаю основы',
      A2: 'A2 — объясняюсь в простых ситуациях',
      B1: 'B1 — говорю, но с ошибками',
      B2: 'B2 — свободно общаюсь на большинство тем',
      C1: 'C1 — продвинутый',
      unknown: 'Не знаю свой уровень',
    },
    times: {
      morning: 'Утром, 8:00–12:00',
      day: 'Днём, 12:00–17:00',
      evening: 'Вечером, 17:00–22:00',
      weekend: 'В выходные',
    },
    lessonsPerWeek: {
      '1': 'Один урок в неделю',
      '2': 'Два урока в неделю',
      '3': 'Три урока в неделю и чаще',
    },
    teacherGender: {
      any: 'Не важно',
      female: 'Преподаватель-женщина',
      male: 'Преподаватель-мужчина',
    },
    preferences: {
      'russian-explanations': 'Объяснения на русском',
      'english-only': 'Только на английском',
      business: 'Опыт в деловом английском',
      exams: 'Опыт подготовки к экзаменам',
      it: 'Разбирается в IT',
      kids: 'Опыт работы с детьми',
    },
    summary: {
      goals: 'Цели',
      level: 'Уровень',
      times: 'Удобное время',
      lessonsPerWeek: 'Частота',
      teacherGender: 'Преподаватель',
      preferences: 'Пожелания',
      comment: 'Комментарий',
    },
    goalsRequired: 'Выберите хотя бы одну цель',
    levelRequired: 'Выберите уровень',
    timesRequired: 'Выберите хотя бы одно удобное время',
  },
  referral: {
    codeUnknown: 'Приглашение не найдено. Проверьте ссылку.',
    learnersOnly: 'Приглашать друзей могут ученики школы.',
  },
} as const;
