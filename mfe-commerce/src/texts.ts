import {
  cardForms,
  commonTexts,
  dayForms,
  lessonForms,
  minuteForms,
  monthForms,
  pluralCount,
  speakingClubForms,
  unitForms,
  type PluralForms,
} from '@school/shared/texts';

/** '25 минут' after 'по': 'по 25 минут', 'по 1 минуте' never occurs; formats are 25, 40, 50 minutes. */
const minutesAfterPo: PluralForms = { one: 'минуте', few: 'минуты', many: 'минут' };

/**
 * The 13 % the school offers: the social tax deduction for paid education (ст. 219 НК РФ). Said once, the
 * same way on the dashboard, the home page and the kids landing.
 */
export const taxDeduction = {
  title: 'Налоговый вычет 13 % за обучение',
  text: 'У школы есть образовательная лицензия, поэтому за оплаченное обучение можно вернуть 13 % его стоимости через социальный налоговый вычет (ст. 219 НК РФ) — в пределах лимита вычета. Справку об оплате для налоговой можно скачать в личном кабинете, в разделе «Мои платежи».',
  short: 'налоговый вычет за обучение',
} as const;

/** Every text of mfe-commerce, in one place. */
export const texts = {
  taxDeduction,
  ...commonTexts,
  money: {
    perLesson: (price: string) => `${price} за урок`,
    perMonth: (price: string) => `${price} в месяц`,
    total: (price: string) => `Итого ${price}`,
    totalLead: 'Итого',
    was: 'Без скидки',
  },
  lessons: {
    count: (n: number) => pluralCount(n, lessonForms),
    duration: (minutes: number) => `по ${pluralCount(minutes, minutesAfterPo)}`,
    minutes: (minutes: number) => pluralCount(minutes, minuteForms),
    premium: 'Премиум',
    giftLessons: (n: number) => `+${pluralCount(n, lessonForms)} в подарок`,
    giftSpeakingClubs: (n: number) => `+${pluralCount(n, speakingClubForms)} в подарок`,
  },
  badges: {
    popular: 'Самый популярный',
    bestValue: 'Выгодно',
    sale: (percent: number) => `−${percent}%`,
    discount: (percent: number) => `Скидка ${percent}%`,
  },
  courseCard: {
    selfStudy: (units: number, lessons: number) =>
      `${pluralCount(units, unitForms)}: ${pluralCount(lessons, lessonForms)} для самостоятельных занятий на платформе`,
    program: (lessons: number) => `Программа курса: ${pluralCount(lessons, lessonForms)}`,
    withTeacher: (lessons: number, minutes: number | null) =>
      `${pluralCount(lessons, lessonForms)} с преподавателем${minutes ? ` по ${pluralCount(minutes, minutesAfterPo)}` : ''}`,
    access: (months: number) => `Доступ к платформе: ${months === 12 ? '1 год' : pluralCount(months, monthForms)} с оплаты`,
    installments: (months: number) => `Можно оплатить в рассрочку на ${pluralCount(months, monthForms)}`,
    buy: 'Купить курс',
    buyInstallment: (perMonth: string) => `Купить курс в рассрочку: ${perMonth} в месяц`,
    insideTitle: 'Что входит',
    notOnSale: 'Сейчас этот курс не продаётся. Напишите нам, и мы расскажем, как его получить.',
    format: (minutes: number) => (minutes <= 25 ? `дети 5–7 лет, уроки по ${minutes} минут` : `дети 8–10 лет, уроки по ${minutes} минут`),
  },
  offer: {
    endsIn: 'До конца предложения',
    countdown: (days: number, clock: string) => (days > 0 ? `${pluralCount(days, dayForms)} ${clock}` : clock),
    buy: (lessons: number) => `Купить ${pluralCount(lessons, lessonForms)} по предложению`,
  },
  // The learner dashboard (default, kids and teens variants); the payments page shares its buy link.
  dashboard: {
    greeting: (firstName: string) => (firstName ? `Здравствуйте, ${firstName}!` : 'Здравствуйте!'),
    intro: {
      default: 'Здесь ваши курсы, уроки на счёте и всё, что поможет заниматься регулярно.',
      kids: 'Здесь уроки вашего ребёнка, курс для детей и приложение для занятий между уроками.',
      // «Вы», as the greeting and every other line of the dashboard: one register on one page.
      teens: 'Здесь ваши курсы, уроки на счёте и всё для занятий: от разговорной практики до подготовки к экзаменам.',
    },
    cashbackTitle: taxDeduction.title,
    cashbackText: taxDeduction.text,
    cashbackLink: 'Мои платежи и справка',
    buy: 'Купить уроки',
    sideLabel: 'Уроки, тесты и поддержка',
    variantLabel: { default: 'Кабинет ученика', kids: 'Кабинет ученика детской школы', teens: 'Кабинет ученика подростковой школы' },
    offerTitle: 'Специальное предложение',
    offerEndsIn: 'До конца осталось',
    offerMore: 'Смотреть предложение',
    tariffsTitle: 'Тарифы',
    tariffsText: 'Чем больше пакет, тем дешевле урок. Оплатить можно картой сразу или в рассрочку.',
    tariffPopular: 'Самый популярный',
    tariffPerLesson: (price: string) => `${price} за урок`,
    tariffChoose: 'Выбрать пакет',
    tariffsEmpty: 'Тарифы для вас подбирает менеджер школы. Напишите нам, и мы предложим подходящий формат.',
    referralTitle: 'Пригласите друга',
    referralText: 'Друг получит 5 бесплатных уроков, а вы — 10, когда он купит пакет от 16 уроков.',
    referralLink: 'Пригласить друга',
    freeLessonTitle: 'Бесплатный вводный урок',
    freeLessonText: 'Познакомьтесь с преподавателем, определите уровень и получите план занятий. Это бесплатно.',
    freeLessonButton: 'Записаться на бесплатный урок',
    levelTestTitle: 'Узнайте свой уровень',
    levelTestText: 'Короткий тест по грамматике, словарному запасу и пониманию текста. Результат поможет выбрать программу.',
    levelTestButton: 'Пройти тест',
    teacherSearchTitle: 'Подобрать преподавателя',
    teacherSearchText: 'Расскажите о целях и удобном времени, и мы предложим преподавателей, которые вам подойдут.',
    teacherSearchLink: 'Заполнить анкету',
    reviewTitle: (n: number) => (n > 0 ? `На сегодня: ${pluralCount(n, cardForms)}` : 'На сегодня карточек нет'),
    reviewText: (n: number) =>
      n > 0
        ? 'Слова, фразы и предложения уроков, которые пора повторить, чтобы не забыть.'
        : 'Добавляйте в повторение фразы из банка фраз, предложения уроков и слова из словаря: они будут возвращаться, пока не запомнятся.',
    reviewLink: (n: number) => (n > 0 ? 'Повторить' : 'Открыть повторение'),
    lessonsLeftTitle: 'Оплаченные уроки',
    lessonsLeftNone: 'У вас нет оплаченных уроков',
    lessonsLeftDebt: 'Есть уроки в долг',
    lessonsLeftDebtHint: 'Уроки, проведённые сверх оплаченных, спишутся из следующего пакета.',
    lessonsLeftItem: (name: string) => name,
    lessonsLeftCount: (count: number) => pluralCount(count, lessonForms),
    lessonsLeftBuy: 'Купить уроки',
    sampleVideoTitle: { default: 'Как проходит урок', kids: 'Как проходит урок для детей', teens: 'Как проходит урок для подростков' },
    sampleVideoText: {
      default: 'Фрагмент настоящего урока: разговорная практика, разбор ошибок и новые слова в контексте.',
      kids: 'Фрагмент урока с ребёнком 8 лет: игры, песни и первые фразы на английском без зубрёжки.',
      teens: 'Фрагмент урока с подростком: обсуждаем сериалы, игры и учимся спорить по-английски.',
    },
    playVideo: (title: string) => `Смотреть видео «${title}»`,
    videoFrameTitle: (title: string) => `Видео: ${title}`,
    reviewsTitle: { default: 'Отзывы учеников', kids: 'Отзывы родителей', teens: 'Отзывы учеников' },
    parentsVideosTitle: 'Родители о занятиях',
    appStoresTitle: 'Приложение для занятий между уроками',
    appStoresText: 'Домашние задания на 10 минут, новые слова и аудио от преподавателя — в телефоне.',
    appStore: 'Загрузить в App Store',
    googlePlay: 'Скачать в Google Play',
  },
  // The school's front door: links the home page, the kids landing and the introductory lesson share.
  frontDoor: {
    takeLevelTest: 'Пройти тест на уровень',
    toDashboard: 'Перейти в личный кабинет',
  },
} as const;
