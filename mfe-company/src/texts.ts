import { commonTexts } from '@school/shared/texts';

/** Every text of mfe-company, in one place. */
export const texts = {
  ...commonTexts,
  area: 'Компании',
  pages: {
    userGroupsPage: 'Компании и HR-кабинет',
    hrHome: 'Кабинет HR',
  },
} as const;
