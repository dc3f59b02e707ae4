/**
 * Accounts the school opens itself: sign-up, one-time links, password reset, e-mail confirmation and
 * change. Texts the server sends and the host shows.
 */
export const accountTexts = {
  termsRequired: 'Нужно согласие с офертой и политикой конфиденциальности',
  emailRegistered: 'Этот e-mail уже зарегистрирован. Войдите или восстановите пароль.',
  nameRequired: 'Укажите имя',
  lastNameRequired: 'Укажите фамилию',
  passwordTooShort: 'Пароль должен быть не короче 8 символов',
  tooManySignUps: (minutes: number) => `Слишком много регистраций с этого адреса. Попробуйте через ${minutes} мин.`,
  tooManyResets: (minutes: number) => `Слишком много запросов на восстановление пароля. Попробуйте через ${minutes} мин.`,
  tooManyConfirmations: (minutes: number) => `Письмо уже отправлено. Отправить ещё раз можно через ${minutes} мин.`,
  tooManyLinkAttempts: (minutes: number) => `Слишком много попыток. Попробуйте через ${minutes} мин.`,
  link: {
    unknown: 'Ссылка недействительна. Проверьте, что она скопирована целиком, или запросите новую.',
    used: 'Эта ссылка уже использована. Если нужно, запросите новую.',
    expired: 'Срок действия ссылки истёк. Запросите новую.',
    revoked: 'Эта ссылка больше не действует: отправлена более новая или приглашение отозвано.',
    deactivated: 'Учётная запись отключена. Обратитесь в школу.',
  },
  deactivated: 'Учётная запись отключена. Обратитесь в школу.',
  confirmEmailToPay: 'Подтвердите e-mail, чтобы оплатить уроки: ссылка в письме, которое мы отправили при регистрации.',
  emailAlreadyConfirmed: 'E-mail уже подтверждён.',
  emailTakenNow: 'Этот e-mail уже занят другой учётной записью.',
} as const;

export type LinkRefusal = keyof typeof accountTexts.link;

/** The back office: messages the server sends and the admin area shows. */
export const backOfficeTexts = {
  reasonRequired: 'Укажите причину: она останется в истории баланса',
  deltaRange: 'Введите целое число уроков от −1000 до 1000, кроме нуля',
  groupNameRequired: 'Введите название группы',
  emailTaken: 'Этот e-mail уже занят другой учётной записью',
  personNotFound: 'Человек не найден.',
  studentNotFound: 'Ученик не найден.',
  groupNotFound: 'Группа не найдена.',
  companyNotFound: 'Компания не найдена.',
  leadNotFound: 'Заявка не найдена.',
  staffRolesAdminsOnly: 'Роли сотрудников школы выдаёт и снимает только администратор.',
  staffAccountsAdminsOnly: 'Учётные записи сотрудников школы меняет только администратор.',
  cannotDeactivateSelf: 'Нельзя отключить собственную учётную запись.',
  cannotDeactivateLastAdmin: 'Нельзя отключить последнего администратора школы.',
  cannotRemoveLastAdmin: 'Нельзя снять роль с последнего администратора школы.',
  cannotRemoveOwnAdmin: 'Нельзя снять роль администратора с самого себя.',
  studentAndTeacher: 'Ученик не может быть одновременно преподавателем или стажёром.',
  teacherAndApprentice: 'Выберите что-то одно: преподаватель или стажёр.',
  sellingNeedsTeacher: 'Преподаватель-продавец должен быть преподавателем.',
  notAStudent: 'Этот человек не ученик.',
  notATeacher: 'Этот человек не преподаватель.',
  unknownFormat: 'Такого формата уроков нет.',
  unknownPlan: 'Такого тарифа нет.',
  unknownStatus: 'Такого статуса нет.',
  unknownProgram: 'Такой программы нет.',
  unknownCompany: 'Такой компании нет.',
  noInvitation: 'У этого человека нет действующего приглашения.',
  alreadyHasPassword: 'Этот человек уже задал пароль: приглашение не нужно.',
  deactivatedPerson: 'Учётная запись отключена: сначала включите её.',
  alreadyConverted: 'Эта заявка уже превращена в ученика.',
  alreadyHr: 'Этот человек уже HR этой компании.',
} as const;
