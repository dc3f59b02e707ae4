import { commonTexts } from '@school/shared/texts';

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
} as const;
