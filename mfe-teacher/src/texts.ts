import { commonTexts } from '@school/shared/texts';

/** Every text of mfe-teacher, in one place. */
export const texts = {
  ...commonTexts,
  area: 'Преподаватели',
  reports: {
    title: 'Отчёты об уроках',
  },
  pages: {
    teacherHome: 'Кабинет преподавателя: ученики и группы',
    studentPage: 'Страница ученика',
    teacherPage: 'Страница преподавателя',
    studentGroupPage: 'Страница группы',
    legalOffersPage: 'Оферта преподавателя',
    teacherSearchRequestsPage: 'Заявки на подбор преподавателя',
    adminPage: 'Администрирование',
  },
} as const;
