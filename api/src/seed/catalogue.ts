import type { Insertable } from 'kysely';
import type { DB } from '../db/schema';

/** The school's catalogue: lesson formats and their fields, plans and prices, statuses, configuration. */

export const REPORT_FIELD_TYPES: Insertable<DB['report_field_types']>[] = [
  { id: 1, name: 'Тема урока', visible_for_student: true },
  { id: 2, name: 'Что прошли на уроке', visible_for_student: true },
  { id: 3, name: 'Новые слова и выражения', visible_for_student: true },
  { id: 4, name: 'Над чем поработать', visible_for_student: true },
  { id: 5, name: 'Заметки для методиста', visible_for_student: false },
  { id: 6, name: 'Активность в группе', visible_for_student: true },
];

export const REPORT_FULL_TYPES: (Insertable<DB['report_full_types']> & { fields: number[] })[] = [
  { id: 'skype-25', name: 'Индивидуальный урок, 25 минут', duration_mins: 25, type_id: 'individual', fields: [1, 2, 3, 4, 5] },
  { id: 'skype-40', name: 'Индивидуальный урок, 40 минут', duration_mins: 40, type_id: 'individual', fields: [1, 2, 3, 4, 5] },
  { id: 'skype-50', name: 'Индивидуальный урок, 50 минут', duration_mins: 50, type_id: 'individual', fields: [1, 2, 3, 4, 5] },
  { id: 'premium-50', name: 'Премиум-урок, 50 минут', duration_mins: 50, type_id: 'premium', fields: [1, 2, 3, 4, 5] },
  { id: 'kids-25', name: 'Детский урок, 25 минут', duration_mins: 25, type_id: 'kids', fields: [1, 2, 4, 5] },
  { id: 'kids-40', name: 'Детский урок, 40 минут', duration_mins: 40, type_id: 'kids', fields: [1, 2, 4, 5] },
  { id: 'consultation-25', name: 'Консультация, 25 минут', duration_mins: 25, type_id: 'consultation', fields: [1, 4, 5] },
  { id: 'apprentice-trial-25', name: 'Пробный урок стажёра, 25 минут', duration_mins: 25, type_id: 'apprentice-trial', fields: [1, 2, 4, 5] },
  { id: 'apprentice-trial-50', name: 'Пробный урок стажёра, 50 минут', duration_mins: 50, type_id: 'apprentice-trial', fields: [1, 2, 4, 5] },
  { id: 'group-60', name: 'Групповое занятие, 60 минут', duration_mins: 60, type_id: 'group', fields: [1, 2, 3, 6, 5] },
  { id: 'group-90', name: 'Групповое занятие, 90 минут', duration_mins: 90, type_id: 'group', fields: [1, 2, 3, 6, 5] },
];

export const STUDENT_STATUSES: Insertable<DB['student_statuses']>[] = [
  { id: 'new-student', name: 'Новый ученик', forbid_editing: false },
  { id: 'active-student', name: 'Учится', forbid_editing: false },
  { id: 'awaiting-payment-student', name: 'Ждёт оплаты', forbid_editing: false },
  { id: 'thinking-student', name: 'Думает', forbid_editing: false },
  { id: 'paused-student', name: 'На паузе', forbid_editing: false },
  { id: 'impossible-to-contact-student', name: 'Не выходит на связь', forbid_editing: false },
  { id: 'absent-at-introductory-interview', name: 'Не пришёл на вводный урок', forbid_editing: false },
  { id: 'rejected', name: 'Отказался от занятий', forbid_editing: true },
  { id: 'finished-student', name: 'Завершил обучение', forbid_editing: true },
];

interface PlanSeed extends Insertable<DB['subscription_plans']> {
  durations: { fullType: string; packages: [number, number][] }[];
}

/** [lessons, price per lesson] per package. */
const adultPackages: [number, number][] = [
  [4, 1190],
  [8, 1090],
  [16, 990],
  [32, 890],
  [64, 820],
  [128, 760],
];

export const SUBSCRIPTION_PLANS: PlanSeed[] = [
  { id: '50m_v4', name: 'Уроки по 50 минут', type: 'mix', order: 1, report_full_type_id: 'skype-50', popular_transaction_type: '50m_v4-32', durations: [{ fullType: 'skype-50', packages: adultPackages }] },
  {
    id: '25m_v4',
    name: 'Уроки по 25 минут',
    type: 'mix',
    order: 2,
    report_full_type_id: 'skype-25',
    popular_transaction_type: '25m_v4-32',
    durations: [{ fullType: 'skype-25', packages: adultPackages.map(([n, p]) => [n, Math.round(p * 0.6)]) }],
  },
  {
    id: 'premium_50m',
    name: 'Премиум: уроки по 50 минут',
    type: 'premium',
    order: 3,
    report_full_type_id: 'premium-50',
    popular_transaction_type: 'premium_50m-32',
    durations: [{ fullType: 'premium-50', packages: adultPackages.map(([n, p]) => [n, Math.round(p * 1.6)]) }],
  },
  {
    id: '40m_kids',
    name: 'Дети 8–10 лет: уроки по 40 минут',
    type: 'other',
    order: 4,
    report_full_type_id: 'kids-40',
    popular_transaction_type: '40m_kids-32',
    durations: [
      { fullType: 'kids-40', packages: [[8, 990], [16, 920], [32, 837], [64, 800]] },
      { fullType: 'kids-25', packages: [[8, 640], [16, 590], [32, 543], [64, 520]] },
    ],
  },
  {
    id: 'teens_50m',
    name: 'Подростки: уроки по 50 минут',
    type: 'other',
    order: 5,
    report_full_type_id: 'skype-50',
    popular_transaction_type: 'teens_50m-32',
    durations: [{ fullType: 'skype-50', packages: [[8, 1050], [16, 960], [32, 870], [64, 810]] }],
  },
  {
    id: 'corporate_group',
    name: 'Корпоративные группы',
    type: 'other',
    order: 6,
    report_full_type_id: 'group-60',
    popular_transaction_type: null,
    is_public: false,
    durations: [{ fullType: 'group-60', packages: [[16, 3200], [32, 3000]] }],
  },
];

export function transactionTypesOf(plan: PlanSeed): Insertable<DB['transaction_types']>[] {
  const rows: Insertable<DB['transaction_types']>[] = [];
  for (const duration of plan.durations) {
    for (const [lessons, perLesson] of duration.packages) {
      const suffix = plan.durations.length > 1 ? `-${duration.fullType}` : '';
      const gift = lessons >= 32 ? Math.floor(lessons / 16) : 0;
      rows.push({
        id: `${plan.id}${suffix}-${lessons}`,
        subscription_plan_id: plan.id,
        category: 'lessons',
        description: gift > 0 ? `${gift} урок в подарок` : '',
        price: lessons * perLesson,
        old_price: lessons * Math.round(perLesson * 1.15),
        reports_amount: lessons,
        report_full_type_id: duration.fullType,
        max_installment_months: lessons >= 16 ? 12 : null,
        installment_multiplier: lessons >= 16 ? 1.13 : null,
      });
    }
  }
  rows.push({
    id: `${plan.id}-test-drive`,
    subscription_plan_id: plan.id,
    category: 'test-drive',
    description: 'Пробный урок',
    price: plan.id === '40m_kids' ? 543 : 590,
    old_price: null,
    reports_amount: 1,
    report_full_type_id: plan.durations[0]!.fullType,
    max_installment_months: null,
    installment_multiplier: null,
  });
  return rows;
}

export const LINGUO_PORTRAIT_FIELDS = [
  { key: 'goal', name: 'Зачем учит английский', values: ['Работа', 'Путешествия', 'Переезд', 'Экзамен', 'Учёба', 'Для себя'] },
  { key: 'level', name: 'Уровень по оценке преподавателя', values: ['A1', 'A2', 'B1', 'B2', 'C1'] },
  { key: 'speaking', name: 'Разговорная речь', values: ['Молчит', 'Короткие фразы', 'Говорит с ошибками', 'Говорит свободно'] },
  { key: 'interests', name: 'Интересы', values: ['IT', 'Бизнес', 'Спорт', 'Кино и сериалы', 'Музыка', 'Наука', 'Искусство'] },
  { key: 'format', name: 'Предпочитает', values: ['Больше разговора', 'Больше грамматики', 'Баланс'] },
];

export const LEGAL_OFFER_TEXT = `ДОГОВОР-ОФЕРТА НА ОКАЗАНИЕ УСЛУГ ПРЕПОДАВАТЕЛЯ

1. Общие положения
1.1. Настоящий договор является публичной офертой школы английского языка (далее — Школа) преподавателю (далее — Исполнитель).
1.2. Принятие оферты означает согласие Исполнителя со всеми её условиями.

2. Предмет договора
2.1. Исполнитель проводит индивидуальные и групповые уроки английского языка с учениками Школы через платформу Школы.
2.2. После каждого урока Исполнитель заполняет отчёт об уроке с домашним заданием не позднее 24 часов после его окончания.

3. Оплата
3.1. Вознаграждение рассчитывается по ставке, действующей на дату урока, и отображается в отчёте.
3.2. Уроки, отчёт о которых не заполнен, не оплачиваются.

4. Обязанности сторон
4.1. Исполнитель соблюдает методику Школы и расписание занятий.
4.2. Школа предоставляет Исполнителю учебные материалы и доступ к платформе.

5. Конфиденциальность
5.1. Исполнитель не передаёт третьим лицам персональные данные учеников.

6. Срок действия
6.1. Договор действует с момента принятия и до его расторжения любой из сторон с уведомлением за 14 дней.`;
