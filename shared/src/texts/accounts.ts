/**
 * The sign-up form's messages, checked by its schema in the browser and on the server. What the accounts
 * API refuses with lives with the API (`api/src/modules/accounts/texts.ts`).
 */
export const accountTexts = {
  termsRequired: 'Нужно согласие с офертой и политикой конфиденциальности',
  nameRequired: 'Укажите имя',
  lastNameRequired: 'Укажите фамилию',
  passwordTooShort: 'Пароль должен быть не короче 8 символов',
} as const;

/** The back office's form messages (its schemas); what its API refuses with lives with the API. */
export const backOfficeTexts = {
  reasonRequired: 'Укажите причину: она останется в истории баланса',
  deltaRange: 'Введите целое число уроков от −1000 до 1000, кроме нуля',
  groupNameRequired: 'Введите название группы',
} as const;
