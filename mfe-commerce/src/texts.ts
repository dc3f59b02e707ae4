import {
  cardForms,
  commonTexts,
  courseNames,
  dayForms,
  lessonForms,
  minuteForms,
  monthForms,
  pluralCount,
  speakingClubForms,
  unitForms,
  type PluralForms,
} from '@school/shared/texts';

const paymentForms: PluralForms = { one: 'оплата', few: 'оплаты', many: 'оплат' };
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
  pages: {
    payPage: 'Покупка уроков',
  },
  pay: {
    headlinePay: 'Оплатите занятия',
    headlineChoose: 'Выберите формат и количество занятий',
    intro: (installments: boolean, course: boolean) =>
      `${installments ? 'Оплатите картой сразу или в рассрочку.' : 'Оплатите картой.'} ${course ? 'Курс откроется сразу после оплаты.' : 'Уроки появятся на вашем счёте сразу после оплаты.'}`,
    learnersOnly: 'Покупать уроки могут только ученики. Учителя, сотрудники школы и HR компаний уроки для себя не покупают.',
    noPlans: 'Для вас пока нет тарифов. Напишите нам, и мы подберём формат занятий.',
    balanceTitle: 'Сейчас на счёте',
    balanceEmpty: 'Оплаченных уроков пока нет.',
    balanceItem: (name: string, count: number) => `${name}: ${pluralCount(count, lessonForms)}`,
    packagesTitle: 'Все пакеты',
    paymentFailed: 'Не удалось перейти к оплате',
  },
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
  calculator: {
    title: 'Рассчитайте стоимость',
    format: 'Формат занятий',
    lessons: 'Количество занятий',
    kidsAges: (minutes: number) => (minutes <= 25 ? 'Дети 5–7 лет' : 'Дети 8–10 лет'),
    teensAges: 'Подростки 11–17 лет',
    installment: (months: number) => `Рассрочка на ${pluralCount(months, monthForms)}`,
    payInstallment: (lessons: number) => `Оплатить ${pluralCount(lessons, lessonForms)} в рассрочку`,
    payAllWithDiscount: (saving: string) => `Оплатить всё сразу со скидкой ${saving}`,
    discountNote: 'Скидка действует только при оплате всей суммы сразу.',
    pay: (lessons: number) => `Оплатить ${pluralCount(lessons, lessonForms)}`,
  },
  card: {
    buy: (lessons: number) => `Купить ${pluralCount(lessons, lessonForms)}`,
    payInstallment: 'В рассрочку',
    courseAccess: (months: number) => `Доступ к платформе: ${months === 12 ? '1 год' : pluralCount(months, monthForms)}`,
    courseLessons: (n: number) => `${pluralCount(n, lessonForms)} с преподавателем`,
  },
  promo: {
    label: 'Промокод',
    section: 'Скидка по промокоду',
    have: 'Есть промокод?',
    apply: 'Применить',
    remove: 'Убрать промокод',
    applied: (code: string, what: string, firstOnly: boolean) =>
      `Промокод ${code}: скидка ${what}${firstOnly ? ' на первую покупку' : ''}. Цены со скидкой — на карточках ниже.`,
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
  trial: {
    title: 'Пробный урок',
    text: 'Познакомьтесь с преподавателем и нашей методикой за один урок.',
    buy: 'Оплатить пробный урок',
  },
  offer: {
    endsIn: 'До конца предложения',
    countdown: (days: number, clock: string) => (days > 0 ? `${pluralCount(days, dayForms)} ${clock}` : clock),
    buy: (lessons: number) => `Купить ${pluralCount(lessons, lessonForms)} по предложению`,
  },
  // The learner dashboard (default, kids and teens variants), its carousel, notifications and banners.
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
  courses: {
    title: 'Мои курсы',
    slideLabel: (index: number, total: number) => `${index} из ${total}`,
    previous: 'Предыдущие курсы',
    next: 'Следующие курсы',
    completed: 'Завершен',
    percent: (percent: number) => `${percent} %`,
    progressLabel: 'Прогресс',
    started: 'Начался',
    starts: 'Старт',
    open: 'Открыть курс',
    forSale: 'Открывается после покупки: цены и состав — на странице курса',
    ended: 'Доступ закончился: продлить можно на странице курса',
    names: {
      main: 'Английский A1–C1',
      ...courseNames,
    },
    descriptions: {
      main: 'Уроки с преподавателем и самостоятельная практика от начального уровня до продвинутого.',
      it: 'Английский для работы в IT: созвоны, код-ревью, документация и собеседования.',
      'job-interview': 'Подготовка к собеседованию: рассказ о себе, сложные вопросы и переговоры о зарплате.',
      'confident-tourist': 'Английский с нуля для поездок: аэропорт, отель, кафе и общение в городе.',
      teens: 'Разговорный английский для подростков: темы, которые интересно обсуждать.',
      kids: 'Английский в играх для детей 5–10 лет: слова, песни и первые фразы.',
    },
    hintTitle: 'Ваш первый шаг',
    hintText: 'Начните отсюда: откройте курс и пройдите вводный урок.',
    hintAnchor: 'Подсказка',
  },
  notifications: {
    label: 'Уведомления',
    close: 'Закрыть уведомление',
    'personal-data-request': {
      title: 'Заполните личные данные',
      text: 'Они нужны для договора и чеков об оплате. Это займёт пару минут.',
      link: 'Заполнить',
    },
    'personal-data-update-request': {
      title: 'Проверьте личные данные',
      text: 'Мы просим обновить данные профиля: проверьте имя, телефон и e-mail.',
      link: 'Открыть профиль',
    },
    'payments-attention': {
      title: 'Платежи требуют внимания',
      text: 'Платёжная система сообщила сумму, которая не совпадает с заказом.',
      link: 'Разобрать',
    },
    'onboarding-lesson-card': {
      title: 'С чего начать',
      text: 'Откройте первый курс в разделе «Мои курсы» и пройдите вводный урок: он покажет, как устроены занятия.',
      link: 'К моим курсам',
    },
  },
  banners: {
    januarySale: {
      title: 'Январская распродажа',
      text: 'Уроки по 50 минут от 550\u00a0₽. Успейте купить пакет по цене распродажи.',
      link: 'Купить',
    },
    freeLesson: {
      title: 'Бесплатный урок уже на счёте',
      text: 'Мы начислили вам бесплатный урок. Запишитесь к преподавателю в удобное время.',
      link: 'Записаться',
    },
    promoCode: {
      title: (code: string) => `Промокод ${code} применён`,
      text: 'Скидка по промокоду учтётся при первой покупке пакета уроков.',
      link: 'Выбрать пакет',
    },
  },
  support: {
    title: 'Поддержка',
    text: 'Ответим на вопросы об уроках, оплате и расписании.',
    open: 'Чат с поддержкой',
    dialogTitle: 'Чат с поддержкой',
    dialogText: 'Чтобы не спрашивать лишнего, мы передадим в поддержку эти данные:',
    write: 'Написать в поддержку',
    subject: 'Вопрос из личного кабинета',
    loadFailed: 'Не удалось загрузить данные. Всё равно можно написать нам.',
    facts: {
      name: 'Имя',
      email: 'E-mail',
      phone: 'Телефон',
      skype: 'Skype',
      plan: 'Тариф',
      payments: 'Оплаты',
      lessonsBought: 'Куплено уроков',
      lessonsLeft: 'Осталось уроков',
    },
    paymentsValue: (count: number, total: string) => (count === 0 ? 'Пока не было' : `${pluralCount(count, paymentForms)} на ${total}`),
    none: 'Не указан',
  },
  reviews: {
    default: [
      {
        name: 'Алексей, 34 года',
        role: 'Продакт-менеджер',
        text: 'Через четыре месяца начал сам вести созвоны с зарубежными партнёрами. Преподаватель разбирал мои реальные письма и презентации, а не абстрактные темы из учебника.',
      },
      {
        name: 'Марина, 41 год',
        role: 'Врач',
        text: 'Боялась говорить, потому что всё время думала о грамматике. На уроках мы сначала просто разговаривали, а ошибки разбирали в конце. Теперь спокойно общаюсь в поездках.',
      },
      {
        name: 'Игорь, 27 лет',
        role: 'Разработчик',
        text: 'Прошёл курс для IT и параллельно занимался с преподавателем. Собеседование в международную компанию прошёл с первой попытки.',
      },
    ],
    kids: [
      {
        name: 'Ольга, мама Вари (7 лет)',
        role: 'Занимаются 8 месяцев',
        text: 'Варя ждёт уроков и сама напоминает, что скоро занятие. Дома поёт песни на английском и объясняет мне новые слова.',
      },
      {
        name: 'Дмитрий, папа Тимура (9 лет)',
        role: 'Занимаются год',
        text: 'Понравилось, что урок короткий и динамичный, ребёнок не устаёт. После каждого урока приходит понятный отчёт: что прошли и над чем поработать.',
      },
      {
        name: 'Анастасия, мама Льва (6 лет)',
        role: 'Занимаются 5 месяцев',
        text: 'Сын был очень стеснительным, а теперь смело отвечает преподавателю и не боится ошибаться. Домашние задания на 10 минут делаем вместе.',
      },
    ],
    teens: [
      {
        name: 'Даша, 15 лет',
        role: 'Готовится к ОГЭ',
        text: 'Наконец разобралась с временами: объясняют на примерах из сериалов, а не по таблице. Пробный ОГЭ написала на пятёрку.',
      },
      {
        name: 'Артём, 13 лет',
        role: 'Занимается полгода',
        text: 'На уроках обсуждаем игры и фильмы, и я почти не замечаю, что говорю по-английски весь урок.',
      },
      {
        name: 'Полина, 16 лет',
        role: 'Готовится к поездке по обмену',
        text: 'Преподаватель помог подготовиться к собеседованию для программы обмена. Теперь не боюсь говорить с носителями.',
      },
    ],
  },
  parentsVideos: [
    { name: 'Екатерина, мама Софии (8 лет)', caption: 'Как дочь полюбила английский за три месяца' },
    { name: 'Сергей, папа Миши (6 лет)', caption: 'Почему мы выбрали уроки по 25 минут' },
    { name: 'Ирина, мама Кости (10 лет)', caption: 'Как сын готовится к школьным контрольным' },
  ],
  // The school's front door: links the home page, the kids landing and the introductory lesson share.
  frontDoor: {
    takeLevelTest: 'Пройти тест на уровень',
    toDashboard: 'Перейти в личный кабинет',
  },
} as const;
