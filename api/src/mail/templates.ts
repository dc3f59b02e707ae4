import { formatZonedDateTime, lessonWhen } from '@school/shared/domain';
import { greetingFor, renderMail, type MailContent } from './render';

/**
 * Every message the school sends, in Russian. Values from people (names, addresses) are plain
 * strings here; renderMail escapes them.
 */

/** How an invitation names the role the person is invited in. */
const invitedAsTexts = {
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

  lessonReminder(args: LessonReminderArgs): MailContent {
    const zone = zoneWords(args.timeZone, args.lessonAt);
    const when = lessonWhen(args.lessonAt, args.now, args.timeZone.zone);
    const at = formatZonedDateTime(args.lessonAt, args.timeZone.zone);
    const lesson =
      args.reader === 'student'
        ? args.groupName
          ? `урок группы «${args.groupName}» с преподавателем ${args.teacherName}`
          : `урок английского с преподавателем ${args.teacherName}`
        : args.groupName
          ? `урок с группой «${args.groupName}»`
          : `урок с учеником ${args.studentName ?? ''}`.trim();
    return renderMail({
      subject: args.kind === '24h' ? `Напоминание об уроке: ${when}` : `Скоро урок: ${when}`,
      greeting: greetingFor(args.firstName),
      paragraphs: [args.kind === '24h' ? `Напоминаем: ${when} у вас ${lesson}.` : `Совсем скоро, ${when}, у вас ${lesson}.`, `Начало: ${at} ${zone}.`],
      action: {
        label: args.reader === 'student' ? 'Открыть личный кабинет' : args.groupName ? 'Открыть страницу группы' : 'Открыть страницу ученика',
        url: args.url,
      },
      notes: ['Напоминания можно выключить в настройках личного кабинета, раздел «Напоминания об уроках».'],
    });
  },

  reportNew(args: {
    firstName: string;
    teacherName: string;
    lessonAt: Date;
    timeZone: ReaderZone;
    groupName: string | null;
    homework: string[];
    url: string;
  }): MailContent {
    const at = formatZonedDateTime(args.lessonAt, args.timeZone.zone);
    const group = args.groupName ? `, группа «${args.groupName}»` : '';
    return renderMail({
      subject: 'Новый отчёт об уроке',
      greeting: greetingFor(args.firstName),
      paragraphs: [
        `Готов отчёт об уроке ${at} ${zoneWords(args.timeZone, args.lessonAt)}${group}. Преподаватель: ${args.teacherName}.`,
        ...(args.homework.length > 0 ? ['Домашнее задание:', ...args.homework.map((task) => `• ${task}`)] : ['Домашнего задания в этот раз нет.']),
      ],
      action: { label: 'Открыть отчёт', url: args.url },
      notes: ['Отмечайте выполненные задания в личном кабинете — преподаватель увидит, что уже сделано.'],
    });
  },
};

/** The zone a person reads times in: the one their browser reported, else the school's (Moscow). */
export interface ReaderZone {
  zone: string;
  /** The user's own zone (true) or the school's for someone whose browser never reported one. */
  own: boolean;
}

/** «(по московскому времени)» or «(по вашему времени, GMT+5)»: the offset of that day, summer time included. */
function zoneWords(zone: ReaderZone, at: Date): string {
  if (!zone.own) return '(по московскому времени)';
  const offset = new Intl.DateTimeFormat('ru-RU', { timeZone: zone.zone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return `(по вашему времени${offset ? `, ${offset}` : ''})`;
}

interface LessonReminderArgs {
  kind: '24h' | '1h';
  reader: 'student' | 'teacher';
  firstName: string;
  lessonAt: Date;
  now: Date;
  timeZone: ReaderZone;
  teacherName: string;
  /** The lesson's student (teacher's reminder of a single lesson). */
  studentName: string | null;
  groupName: string | null;
  url: string;
}
