/** The messages of sign-in and of the signed-in user's own account. */
export const authTexts = {
  wrongCredentials: 'Неверный e-mail или пароль',
  tooManyAttempts: (minutes: number) => `Слишком много неудачных попыток входа. Попробуйте через ${minutes} мин.`,
  emailTaken: 'Этот e-mail уже занят',
  wrongPassword: 'Текущий пароль указан неверно',
  passwordForEmail: 'Введите текущий пароль, чтобы сменить e-mail',
};
