import { commonTexts } from '@school/shared/texts';

/** Every text of mfe-learner, in one place. */
export const texts = {
  ...commonTexts,
  area: 'Обучение',
  pages: {
    lessonsPage: 'Уроки курса A1–C1',
    coursesPage: 'Курсы',
    dictionaryPage: 'Словарь',
    searchPage: 'Поиск по тегам',
    methodologyPage: 'Методика',
    programsPage: 'Все программы',
  },
} as const;
