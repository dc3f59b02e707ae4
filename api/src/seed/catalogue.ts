import type { Insertable } from 'kysely';
import { courseNames, lessonForms, pluralCount, speakingClubForms } from '@school/shared/texts';
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
  { id: 'premium-25', name: 'Премиум-урок, 25 минут', duration_mins: 25, type_id: 'premium', fields: [1, 2, 3, 4, 5] },
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
  { id: 'absent-at-introductory-interview', name: 'Пропуск вводного урока', forbid_editing: false },
  { id: 'rejected', name: 'Отказ от занятий', forbid_editing: true },
  { id: 'finished-student', name: 'Обучение завершено', forbid_editing: true },
];

interface PlanSeed extends Insertable<DB['subscription_plans']> {
  /** Lesson packages: [lessons paid for, price per lesson]. */
  packages?: { fullType: string; packages: [number, number][]; speakingClubs?: boolean };
  /** A course sold as one option, or one per lesson format (the kids course: 25 and 40 minutes). */
  course?: { courseId: string; options: { id?: string; fullType: string; lessons: number; price: number }[] };
  /** A trial lesson: [id, price]. */
  testDrive?: [string, number];
}

/** Price per lesson of the 50-minute lessons by package size (4 … 348 lessons). */
const adultPackages: [number, number][] = [
  [4, 1190],
  [8, 1090],
  [16, 990],
  [32, 890],
  [48, 860],
  [64, 820],
  [96, 790],
  [128, 760],
  [166, 740],
  [212, 720],
  [268, 700],
  [302, 690],
  [348, 680],
];
const scaled = (factor: number): [number, number][] => adultPackages.map(([n, p]) => [n, Math.round(p * factor)]);

export const SUBSCRIPTION_PLANS: PlanSeed[] = [
  {
    id: '50m_v4',
    name: 'Уроки по 50 минут',
    type: 'mix',
    order: 1,
    report_full_type_id: 'skype-50',
    popular_transaction_type: '50m_v4-32',
    packages: { fullType: 'skype-50', packages: adultPackages, speakingClubs: true },
    testDrive: ['50m-test-lesson_v2-1', 590],
  },
  {
    id: '25m_v4',
    name: 'Уроки по 25 минут',
    type: 'mix',
    order: 2,
    report_full_type_id: 'skype-25',
    popular_transaction_type: '25m_v4-32',
    packages: { fullType: 'skype-25', packages: scaled(0.6), speakingClubs: true },
  },
  {
    id: 'premium_50m',
    name: 'Премиум: уроки по 50 минут',
    type: 'premium',
    order: 3,
    report_full_type_id: 'premium-50',
    popular_transaction_type: 'premium_50m-32',
    packages: { fullType: 'premium-50', packages: scaled(1.6), speakingClubs: true },
  },
  {
    id: 'premium_25m',
    name: 'Премиум: уроки по 25 минут',
    type: 'premium',
    order: 4,
    report_full_type_id: 'premium-25',
    popular_transaction_type: 'premium_25m-32',
    packages: { fullType: 'premium-25', packages: scaled(0.96), speakingClubs: true },
  },
  {
    id: '25m_kids',
    name: 'Дети 5–7 лет: уроки по 25 минут',
    type: 'other',
    order: 5,
    report_full_type_id: 'kids-25',
    popular_transaction_type: '25m_kids-32',
    packages: {
      fullType: 'kids-25',
      packages: [
        [8, 640],
        [16, 590],
        [32, 543],
        [64, 520],
        [96, 505],
        [128, 490],
      ],
    },
  },
  {
    id: '40m_kids',
    name: 'Дети 8–10 лет: уроки по 40 минут',
    type: 'other',
    order: 6,
    report_full_type_id: 'kids-40',
    popular_transaction_type: '40m_kids-32',
    packages: {
      fullType: 'kids-40',
      packages: [
        [8, 990],
        [16, 920],
        [32, 837],
        [64, 800],
        [96, 780],
        [128, 760],
      ],
    },
    testDrive: ['40m_kids_test-lesson-1', 490],
  },
  {
    id: 'teens_50m',
    name: 'Подростки 11–17 лет: уроки по 50 минут',
    type: 'other',
    order: 7,
    report_full_type_id: 'skype-50',
    popular_transaction_type: 'teens_50m-32',
    packages: {
      fullType: 'skype-50',
      packages: [
        [8, 1050],
        [16, 960],
        [32, 870],
        [64, 810],
        [128, 770],
      ],
      speakingClubs: true,
    },
  },
  {
    id: 'course_it',
    name: `Курс «${courseNames.it}»`,
    type: 'other',
    order: 10,
    report_full_type_id: 'skype-50',
    popular_transaction_type: null,
    course: { courseId: 'it', options: [{ fullType: 'skype-50', lessons: 13, price: 12_900 }] },
  },
  {
    id: 'course_job_interview',
    name: `Курс «${courseNames['job-interview']}»`,
    type: 'other',
    order: 11,
    report_full_type_id: 'skype-50',
    popular_transaction_type: null,
    course: { courseId: 'job-interview', options: [{ fullType: 'skype-50', lessons: 9, price: 9_400 }] },
  },
  {
    id: 'course_confident_tourist',
    name: `Курс «${courseNames['confident-tourist']}»`,
    type: 'other',
    order: 12,
    report_full_type_id: 'skype-50',
    popular_transaction_type: null,
    course: { courseId: 'confident-tourist', options: [{ fullType: 'skype-50', lessons: 24, price: 21_100 }] },
  },
  {
    id: 'course_teens',
    name: `Курс «${courseNames.teens}»`,
    type: 'other',
    order: 13,
    report_full_type_id: 'skype-50',
    popular_transaction_type: null,
    course: { courseId: 'teens', options: [{ fullType: 'skype-50', lessons: 13, price: 12_400 }] },
  },
  {
    id: 'course_kids',
    name: `Курс «${courseNames.kids}»`,
    type: 'other',
    order: 14,
    report_full_type_id: 'kids-40',
    popular_transaction_type: null,
    course: {
      courseId: 'kids',
      options: [
        { id: 'course_kids-25m-24', fullType: 'kids-25', lessons: 24, price: 13_900 },
        { id: 'course_kids-40m-24', fullType: 'kids-40', lessons: 24, price: 21_900 },
      ],
    },
  },
  {
    id: 'corporate_group',
    name: 'Корпоративные группы',
    type: 'other',
    order: 20,
    report_full_type_id: 'group-60',
    popular_transaction_type: null,
    is_public: false,
    packages: {
      fullType: 'group-60',
      packages: [
        [16, 3200],
        [32, 3000],
      ],
    },
  },
];

/** Gifts of a package: lessons from 32 lessons on, speaking clubs from 64 on (where the plan has clubs). */
function giftDescription(lessons: number, speakingClubs: boolean): { giftLessons: number; description: string } {
  const giftLessons = lessons >= 32 ? Math.floor(lessons / 16) : 0;
  const clubs = speakingClubs && lessons >= 64 ? Math.floor(lessons / 32) : 0;
  const parts = [
    giftLessons > 0 ? `${pluralCount(giftLessons, lessonForms)} в подарок` : '',
    clubs > 0 ? `+${pluralCount(clubs, speakingClubForms)} в подарок` : '',
  ].filter(Boolean);
  return { giftLessons, description: parts.join(', ') };
}

/** Installments: from 16 lessons on, over 4, 6 or 12 months, 13 % dearer than paying in full. */
function installments(lessons: number): { max_installment_months: number | null; installment_multiplier: number | null } {
  if (lessons < 16) return { max_installment_months: null, installment_multiplier: null };
  return { max_installment_months: lessons >= 64 ? 12 : lessons >= 32 ? 6 : 4, installment_multiplier: 1.13 };
}

export function transactionTypesOf(plan: PlanSeed): Insertable<DB['transaction_types']>[] {
  const rows: Insertable<DB['transaction_types']>[] = [];
  if (plan.packages) {
    for (const [lessons, perLesson] of plan.packages.packages) {
      const { giftLessons, description } = giftDescription(lessons, plan.packages.speakingClubs ?? false);
      rows.push({
        id: `${plan.id}-${lessons}`,
        subscription_plan_id: plan.id,
        category: 'lessons',
        description,
        price: lessons * perLesson,
        old_price: null,
        reports_amount: lessons + giftLessons,
        report_full_type_id: plan.packages.fullType,
        ...installments(lessons),
      });
    }
  }
  for (const course of plan.course?.options ?? []) {
    rows.push({
      id: course.id ?? `${plan.id}-${course.lessons}`,
      subscription_plan_id: plan.id,
      category: 'course',
      description: '',
      price: course.price,
      old_price: null,
      reports_amount: course.lessons,
      report_full_type_id: course.fullType,
      course_id: plan.course!.courseId,
      ...installments(course.lessons),
    });
  }
  if (plan.testDrive) {
    rows.push({
      id: plan.testDrive[0],
      subscription_plan_id: plan.id,
      category: 'test-drive',
      description: 'Пробный урок',
      price: plan.testDrive[1],
      old_price: null,
      reports_amount: 1,
      report_full_type_id: plan.packages?.fullType ?? null,
      max_installment_months: null,
      installment_multiplier: null,
    });
  }
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
