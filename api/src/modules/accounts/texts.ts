/** What the accounts API answers (sign-up, one-time links, e-mail confirmation and change); the sign-up form's own messages are `accountTexts` of the shared texts. */
export const accountRefusals = {
  emailRegistered: 'Этот e-mail уже зарегистрирован. Войдите или восстановите пароль.',
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

export type LinkRefusal = keyof typeof accountRefusals.link;
