import { lessonForms, monthForms, pluralCount } from '@school/shared/texts';

/** The purchase pages' own texts: the pay page, the calculator, package cards, the promo code and the trial lesson. */
export const purchaseTexts = {
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
  trial: {
    title: 'Пробный урок',
    text: 'Познакомьтесь с преподавателем и нашей методикой за один урок.',
    buy: 'Оплатить пробный урок',
  },
} as const;
