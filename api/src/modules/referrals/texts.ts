/** What the referrals API refuses with; the messages of an unknown invitation and of whoever may not invite are shared (the commerce remote shows them too). */
export const referralTexts = {
  alreadyCustomer: 'Приглашение действует для новых учеников, а у вас уже есть покупки.',
  alreadyInvited: 'Вы уже приняли приглашение.',
  noAccess: 'Можно смотреть только своих приглашённых друзей.',
  ownCode: 'Это ваше собственное приглашение.',
} as const;
