import { greetingFor, renderMail, type MailContent } from './render';

/**
 * Every message the school sends, in Russian. Values from people (names, addresses) are plain
 * strings here; renderMail escapes them.
 */

/** How an invitation names the role the person is invited in. */
export const invitedAsTexts = {
  student: 'ученика',
  teacher: 'преподавателя',
  apprentice: 'стажёра-преподавателя',
  client_manager: 'клиентского менеджера',
  admin: 'администратора',
  hr: 'HR-менеджера компании',
  user: 'пользователя',
} as const;

export type InvitedAs = keyof typeof invitedAsTexts;

export const mailTemplates = {
  invitation(args: { firstName: string; url: string; invitedAs: InvitedAs; companyName?: string | null }): MailContent {
    const role = invitedAsTexts[args.invitedAs];
    const company = args.invitedAs === 'hr' && args.companyName ? ` «${args.companyName}»` : '';
    return renderMail({
      subject: 'Приглашение в онлайн-школу английского',
      greeting: greetingFor(args.firstName),
      paragraphs: [
        `Вас пригласили в личный кабинет онлайн-школы английского в роли ${role}${company}.`,
        'Чтобы войти, придумайте пароль по ссылке ниже. После этого вы сразу окажетесь в личном кабинете.',
      ],
      action: { label: 'Придумать пароль и войти', url: args.url },
      notes: ['Ссылка действует 7 дней и открывается один раз.', 'Если вы не ждали этого письма, просто не отвечайте на него.'],
    });
  },

  passwordReset(args: { firstName: string; url: string }): MailContent {
    return renderMail({
      subject: 'Восстановление пароля',
      greeting: greetingFor(args.firstName),
      paragraphs: ['Мы получили запрос на восстановление пароля к вашему личному кабинету.', 'Задайте новый пароль по ссылке ниже.'],
      action: { label: 'Задать новый пароль', url: args.url },
      notes: [
        'Ссылка действует 1 час и открывается один раз. После смены пароля все другие входы в кабинет будут завершены.',
        'Если вы не запрашивали восстановление, ничего не делайте: пароль останется прежним.',
      ],
    });
  },

  emailConfirmation(args: { firstName: string; url: string }): MailContent {
    return renderMail({
      subject: 'Подтвердите e-mail',
      greeting: greetingFor(args.firstName),
      paragraphs: ['Спасибо за регистрацию в онлайн-школе английского!', 'Подтвердите, пожалуйста, ваш e-mail: без подтверждения нельзя оплатить уроки.'],
      action: { label: 'Подтвердить e-mail', url: args.url },
      notes: ['Ссылка действует 7 дней.', 'Если вы не регистрировались, просто не отвечайте на это письмо.'],
    });
  },

  emailChange(args: { firstName: string; newEmail: string; url: string }): MailContent {
    return renderMail({
      subject: 'Подтвердите новый e-mail',
      greeting: greetingFor(args.firstName),
      paragraphs: [`В личном кабинете указан новый e-mail: ${args.newEmail}.`, 'Он начнёт действовать, когда вы подтвердите его по ссылке ниже.'],
      action: { label: 'Подтвердить новый e-mail', url: args.url },
      notes: ['Ссылка действует 24 часа и открывается один раз.', 'Если вы не меняли e-mail, просто не отвечайте на это письмо.'],
    });
  },

  emailChangeNotice(args: { firstName: string; newEmail: string }): MailContent {
    return renderMail({
      subject: 'Запрос на смену e-mail',
      greeting: greetingFor(args.firstName),
      paragraphs: [
        `В вашем личном кабинете запросили смену e-mail на ${args.newEmail}. Адрес сменится, когда его подтвердят по ссылке из письма, отправленного на новый адрес.`,
        'Если это были не вы, смените пароль и напишите нам.',
      ],
    });
  },
};
