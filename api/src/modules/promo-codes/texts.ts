/**
 * Refusals about promo codes, sent by the promo-code checks and by a purchase that names a code; the
 * commerce remote shows them as they come.
 */
export const promoCodeTexts = {
  promoUnknown: 'Такого промокода нет. Проверьте, как он написан.',
  promoNotYet: (date: string) => `Промокод начнёт действовать ${date}.`,
  promoExpired: 'Срок действия промокода закончился.',
  promoUsedUp: 'Этот промокод уже использовали столько раз, сколько можно.',
  promoFirstPurchaseOnly: 'Промокод действует только на первую покупку, а у вас покупки уже были.',
  promoNotForOption: 'Промокод не действует на этот тариф.',
  promoNotWithOffer: 'Промокод не суммируется со специальным предложением: выберите что-то одно.',
  promoTakenCode: 'Промокод с таким названием уже есть.',
  promoNotFound: 'Промокод не найден.',
  tooManyPromoChecks: (minutes: number) => `Слишком много попыток ввести промокод. Попробуйте через ${minutes} мин.`,
} as const;
