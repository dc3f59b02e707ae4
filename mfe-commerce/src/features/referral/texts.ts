import { landingTexts, lessonForms, pluralCount } from '@school/shared/texts';

/** The referral programme's texts: the invitation page and accepting an invitation. */
export const referralTexts = {
  title: 'Пригласите друга',
  lead: 'Подарите другу 5 уроков — и получите 10 уроков сами.',
  terms: [
    'Отправьте другу личную ссылку-приглашение.',
    'Друг оставляет заявку и приходит на бесплатный вводный урок.',
    'Когда друг купит пакет от 16 уроков, вы получите 10 бесплатных уроков, а друг — 5.',
  ],
  hintAnchor: 'Когда начислят уроки?',
  hintTitle: 'Бонус за друга',
  hintText: 'Сразу после оплаты пакета от 16 уроков: 10 уроков — вам, 5 — другу. Бонус начисляется один раз за каждого друга.',
  linkLabel: 'Ваша ссылка-приглашение',
  copy: 'Скопировать ссылку',
  copied: 'Ссылка скопирована',
  copyFailed: 'Не удалось скопировать. Выделите ссылку и скопируйте её вручную.',
  code: (code: string) => `Код приглашения: ${code}`,
  earned: (lessons: number) => `Вы получили ${pluralCount(lessons, lessonForms)} за приглашённых друзей.`,
  invitedBy: (name: string, credited: boolean) =>
    credited
      ? `Вы пришли по приглашению: ${name}. Ваши 5 уроков в подарок уже начислены.`
      : `Вы пришли по приглашению: ${name}. Купите пакет от 16 уроков и получите 5 уроков в подарок.`,
  friendsTitle: 'Приглашённые друзья',
  friendsEmpty: 'Пока никого. Отправьте ссылку другу — он появится здесь, как только оставит заявку.',
  friendUnnamed: 'Друг',
  invitedAt: (date: string) => `Приглашение от ${date}`,
  states: {
    lead: 'Заявка на вводный урок отправлена',
    joined: 'Учится с нами — ждём покупки пакета от 16 уроков',
    credited: 'Пакет куплен — вам начислено 10 уроков',
  },
  learnersOnly: landingTexts.referral.learnersOnly,
  accept: {
    title: 'Вас пригласили учиться с нами',
    text: 'Примите приглашение — и после покупки пакета от 16 уроков вы получите 5 уроков в подарок, а ваш друг — 10.',
    button: 'Принять приглашение',
    done: (name: string) => `Приглашение от ${name} принято.`,
    failed: 'Не удалось принять приглашение',
  },
} as const;
