import { commonTexts, lessonForms, pluralCount, type PluralForms } from '@school/shared/texts';

const monthForms: PluralForms = { one: 'месяц', few: 'месяца', many: 'месяцев' };
const speakingClubForms: PluralForms = { one: 'разговорный клуб', few: 'разговорных клуба', many: 'разговорных клубов' };
const dayForms: PluralForms = { one: 'день', few: 'дня', many: 'дней' };
const minuteForms: PluralForms = { one: 'минута', few: 'минуты', many: 'минут' };
/** '25 минут' after 'по': 'по 25 минут', 'по 1 минуте' never occurs; formats are 25, 40, 50 minutes. */
const minutesAfterPo: PluralForms = { one: 'минуте', few: 'минуты', many: 'минут' };

/** Every text of mfe-commerce, in one place. */
export const texts = {
  ...commonTexts,
  area: 'Покупки',
  pages: {
    dashboardPage: 'Главная ученика',
    payPage: 'Покупка уроков',
    referralPage: 'Пригласить друга',
    teacherSearchPage: 'Подбор преподавателя',
    introLessonPage: 'Бесплатный вводный урок',
    homePage: 'Онлайн-школа английского для взрослых, подростков и детей',
  },
  forms: { lessonForms, monthForms, speakingClubForms, dayForms, minuteForms },
  pay: {
    headlinePay: 'Оплатите занятия',
    headlineChoose: 'Выберите формат и количество занятий',
    intro: 'Оплатите картой сразу или в рассрочку. Уроки появятся на вашем счёте сразу после оплаты.',
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
    payInstallment: 'Оплатить в рассрочку',
    payAllWithDiscount: (saving: string) => `Оплатить всё сразу со скидкой ${saving}`,
    discountNote: 'Скидка действует только при оплате всей суммы сразу.',
    pay: 'Оплатить',
  },
  card: {
    buy: 'Купить',
    payInstallment: 'В рассрочку',
    courseAccess: (months: number) => `Доступ к платформе: ${months === 12 ? '1 год' : pluralCount(months, monthForms)}`,
    courseLessons: (n: number) => `${pluralCount(n, lessonForms)} с преподавателем`,
  },
  trial: {
    title: 'Пробный урок',
    text: 'Познакомьтесь с преподавателем и нашей методикой за один урок.',
    buy: 'Оплатить пробный урок',
  },
  offer: {
    endsIn: 'До конца предложения',
    countdown: (days: number, clock: string) => (days > 0 ? `${pluralCount(days, dayForms)} ${clock}` : clock),
    buy: 'Купить по предложению',
  },
  paymentStatus: {
    successTitle: 'Оплата прошла успешно',
    successText: 'Спасибо! Уроки уже на вашем счёте.',
    rateQuestion: 'Оцените, пожалуйста, насколько удобно было оплачивать',
    rateLabel: (n: number) => `${n} из 5`,
    rateThanks: 'Спасибо за оценку!',
    rateFailed: 'Не удалось сохранить оценку. Попробуйте ещё раз.',
    failTitle: 'Что-то пошло не так',
    failText: 'Платёж не прошёл. Попробуйте оплатить ещё раз или напишите в поддержку платёжного сервиса.',
    tryAgain: 'Попробовать ещё раз',
    contactUs: 'Связаться с нами',
    contactSubject: 'Оплата не прошла',
    done: 'Готово',
  },
} as const;
