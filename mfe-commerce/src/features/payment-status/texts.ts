/** The payment status popup's texts: success with a rating, or failure with what to do next. */
export const paymentStatusTexts = {
  successTitle: 'Оплата прошла успешно',
  successText: 'Спасибо! Покупка уже в вашем кабинете: уроки — на счёте, курс — в разделе «Мои курсы».',
  rateQuestion: 'Оцените, пожалуйста, насколько удобно было оплачивать',
  rateLabel: (n: number) => `${n} из 5`,
  rateThanks: 'Спасибо за оценку!',
  rateFailed: 'Не удалось сохранить оценку. Попробуйте ещё раз.',
  failTitle: 'Что-то пошло не так',
  failText: 'Платёж не прошёл. Попробуйте оплатить ещё раз или напишите в поддержку платёжного сервиса.',
  tryAgain: 'Попробовать ещё раз',
  contactUs: 'Связаться с нами',
  contactSubject: 'Оплата не прошла',
  done: 'Готово',
} as const;
