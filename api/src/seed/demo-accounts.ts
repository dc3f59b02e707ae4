/** The demo accounts of README.md and the sign-in page. All share the password DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'demo';

export const DEMO_ACCOUNTS = [
  { email: 'teacher@demo.school', description: 'Преподаватель: ученики, группа и отчёты' },
  { email: 'seller@demo.school', description: 'Преподаватель-продавец: активирует новых учеников' },
  { email: 'apprentice@demo.school', description: 'Стажёр: только пробные уроки' },
  { email: 'newteacher@demo.school', description: 'Новый преподаватель: должен принять оферту' },
  { email: 'admin@demo.school', description: 'Администратор' },
  { email: 'manager@demo.school', description: 'Клиентский менеджер' },
  { email: 'hr@demo.school', description: 'HR компании «Альфа Технологии»' },
  { email: 'student@demo.school', description: 'Ученик: сам оплачивает уроки, один преподаватель' },
  { email: 'student2@demo.school', description: 'Ученик: два преподавателя и курс для IT' },
  { email: 'kid@demo.school', description: 'Ученик детского тарифа' },
  { email: 'teen@demo.school', description: 'Ученик подросткового тарифа' },
  { email: 'newstudent@demo.school', description: 'Новый ученик: ещё не активирован, без занятий' },
  { email: 'nodata@demo.school', description: 'Пользователь без личных данных' },
  { email: 'signup@demo.school', description: 'Только что зарегистрировался: заполняет личные данные' },
  { email: 'promo@demo.school', description: 'Новичок с промокодом FIRSTSTEP: ещё ничего не покупал' },
  { email: 'buyer@demo.school', description: 'Новичок без промокода: ещё ничего не покупал' },
] as const;
