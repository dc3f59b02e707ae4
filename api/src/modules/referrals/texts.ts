/** What the referrals API refuses with; an unknown invitation's message is shared (the invitation page checks the code too). */
export const referralTexts = {
  alreadyCustomer: 'Приглашение действует для новых учеников, а у вас уже есть покупки.',
  alreadyInvited: 'Вы уже приняли приглашение.',
  learnersOnly: 'Приглашать друзей могут ученики школы.',
  noAccess: 'Можно смотреть только своих приглашённых друзей.',
  ownCode: 'Это ваше собственное приглашение.',
} as const;
