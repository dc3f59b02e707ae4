/**
 * Messages the payments API sends and the commerce remote shows as they come. `learnersOnly` answers
 * whoever may not buy (`canBuyLessons`): a purchase, a tax certificate, a promo code's check.
 */
export const paymentTexts = {
  learnersOnly: 'Покупать уроки могут только ученики.',
  unknownPrice: 'Такого тарифа нет. Обновите страницу и выберите тариф ещё раз.',
  noInstallments: 'Этот тариф нельзя оплатить в рассрочку.',
  offerUnavailable: 'Это предложение недоступно или уже закончилось.',
  onlyForYourself: 'Оплатить уроки можно только для себя.',
  providerUnavailable: 'Платёжный сервис сейчас недоступен. Попробуйте ещё раз через несколько минут.',
  nothingToRate: 'Нет оплаты, которую можно оценить.',
  attentionAdminsOnly: 'Разбирать платежи могут только администраторы.',
  attentionNotFound: 'Такого платежа нет в списке требующих внимания.',
  attentionAlreadyResolved: 'Этот платёж уже разобран. Обновите список.',
  refundNoteRequired: 'Напишите, как и когда деньги вернули (например, номер возврата).',
  offerFirstPurchaseOnly: 'Это предложение — для первой покупки, а у вас покупки уже были.',
  noSchoolRequisites: 'Справку пока нельзя получить: школа ещё не указала свои реквизиты. Напишите нам, и мы пришлём справку.',
} as const;
