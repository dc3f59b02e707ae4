import { sql, type Insertable, type Transaction } from 'kysely';
import { courseAccessEnd } from '@school/shared/domain';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { LEGAL_OFFER_TEXT, LINGUO_PORTRAIT_FIELDS, REPORT_FULL_TYPES, STUDENT_STATUSES } from './catalogue';
import { insertCatalogue } from './school-catalogue';
import { DEMO_PASSWORD } from './demo-accounts';
import { DEMO_PROMO_CODES } from './promo-codes';
import { seedLandingDemo } from './landing-demo';
import { FEMALE_FIRST, LAST, MALE_FIRST, feminine, translit } from './names';
import { Random } from './random';

type Trx = Transaction<DB>;
type Row<T extends keyof DB> = Insertable<DB[T]>;

interface SeedOptions {
  scale: 'full' | 'small';
  now: Date;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function insertMany<T extends keyof DB & string>(trx: Trx, table: T, rows: Row<T>[], batch = 400) {
  for (let i = 0; i < rows.length; i += batch) {
    // Kysely's typing of a generic table name is too wide to check here; the rows are typed by the caller.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + batch) as never)
      .execute();
  }
}

const TOPICS = [
  'Present Simple и распорядок дня',
  'Past Simple: рассказываем о выходных',
  'Present Perfect и жизненный опыт',
  'Модальные глаголы: can, must, should',
  'Условные предложения первого типа',
  'Пассивный залог в деловых письмах',
  'Small talk на конференции',
  'Собеседование: рассказ о себе',
  'Путешествия: в аэропорту и отеле',
  'Косвенная речь',
  'Герундий и инфинитив',
  'Фразовые глаголы с get и take',
  'Презентация проекта команде',
  'Переговоры и вежливые отказы',
  'Future forms: will, going to, Present Continuous',
];
const COVERED = [
  'Разобрали новую грамматику на примерах из жизни ученика, сделали упражнения на автоматизацию.',
  'Отработали лексику урока в диалогах, ученик строил ответы полными предложениями.',
  'Читали текст урока, обсуждали вопросы, исправляли ошибки в произношении.',
  'Сделали речевую тренировку (speech drilling) и мини-текст, повторили слова прошлого урока.',
  'Обсуждали рабочие ситуации, разыграли ролевую игру и разобрали типичные ошибки.',
];
const WORDS = [
  'to get along with — ладить с кем-то',
  'deadline — крайний срок',
  'to look forward to — с нетерпением ждать',
  'to figure out — разобраться',
  'on the one hand… on the other hand — с одной стороны… с другой стороны',
  'to be in charge of — отвечать за',
  'to postpone — откладывать',
  'a piece of advice — совет',
  'to come up with — придумать',
  'it depends on — это зависит от',
];
/** Dictionary entries of the demo students: [word, translation, example, lesson it was met in or null]. */
const DICTIONARY_WORDS: [string, string, string, string | null][] = [
  ['to get along with', 'ладить с кем-то', 'I get along with my new colleagues really well.', null],
  ['deadline', 'крайний срок', 'The deadline for the report is Friday.', 'B1-12'],
  ['to look forward to', 'с нетерпением ждать', "I'm looking forward to our trip to Lisbon.", null],
  ['to figure out', 'разобраться', 'It took me an hour to figure out the new CRM.', null],
  [
    'on the one hand… on the other hand',
    'с одной стороны… с другой стороны',
    'On the one hand, the job pays well; on the other hand, the office is far away.',
    'B1-4',
  ],
  ['to be in charge of', 'отвечать за', "She's in charge of the marketing budget.", null],
  ['to postpone', 'откладывать', "Let's postpone the meeting until Monday.", null],
  ['a piece of advice', 'совет', 'Can I give you a piece of advice?', 'B1-28'],
  ['to come up with', 'придумать', 'We need to come up with a better name for the app.', null],
  ['it depends on', 'это зависит от', 'It depends on the weather.', null],
  ['to run late', 'опаздывать', "Sorry, I'm running late — I'll be there in ten minutes.", 'B2-5'],
  ['a stand-up meeting', 'короткая ежедневная планёрка', 'Our stand-up meeting starts at ten sharp.', null],
  ['to hand in', 'сдать (работу)', 'Please hand in your homework by Thursday.', null],
  ['to take part in', 'принимать участие в', 'Our team took part in a hackathon last year.', 'B1-12'],
];
const WORK_ON = [
  'Окончание -s в третьем лице, артикли перед исчисляемыми существительными.',
  'Порядок слов в вопросах, вспомогательный глагол do/does.',
  'Произношение -ed в прошедшем времени.',
  'Говорить длиннее: минимум три предложения в ответе.',
  'Использовать новые слова в речи, а не только узнавать их.',
];
const METHODIST_NOTES = [
  'Ученик устаёт к концу урока, лучше ставить утро.',
  'Хочет больше разговорной практики.',
  'Прогресс хороший, можно ускорять темп.',
  '',
];
const LESSON_CODES = ['A1-3', 'A1-12', 'A2-7', 'A2-18', 'A2-33', 'B1-4', 'B1-12', 'B1-28', 'B2-5', 'B2-13', 'C1-9t'];
const EXTERNAL_LINKS = [
  'https://www.bbc.co.uk/learningenglish/english/course/lower-intermediate',
  'https://learnenglish.britishcouncil.org/grammar',
  'https://dictionary.cambridge.org/',
  'https://www.ted.com/talks',
];
const COMPANIES = ['Альфа Технологии', 'Бета Банк', 'Гамма Ритейл', 'Дельта Логистика', 'Эпсилон Медиа', 'Зета Фарма'];
const STATUS_WEIGHTS: [string, number][] = [
  ['active-student', 60],
  ['awaiting-payment-student', 8],
  ['thinking-student', 6],
  ['paused-student', 8],
  ['impossible-to-contact-student', 5],
  ['absent-at-introductory-interview', 3],
  ['rejected', 4],
  ['finished-student', 4],
  ['new-student', 2],
];

function weighted(random: Random, items: [string, number][]): string {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let roll = random.next() * total;
  for (const [value, weight] of items) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return items[0]![0];
}

interface Person {
  id: number;
  first: string;
  last: string;
  female: boolean;
}

function person(random: Random, id: number): Person {
  const female = random.chance(0.6);
  const last = random.pick(LAST);
  return { id, female, first: random.pick(female ? FEMALE_FIRST : MALE_FIRST), last: female ? feminine(last) : last };
}

function startOfDay(date: Date): Date {
  const d = new Date(date);
  d.setHours(0, 0, 0, 0);
  return d;
}

/** A realistic lesson time: a weekday hour between 8 and 21, n days before now. */
function lessonAt(random: Random, now: Date, daysAgo: number): Date {
  const d = startOfDay(new Date(now.getTime() - daysAgo * DAY));
  d.setHours(random.int(8, 21), random.pick([0, 0, 30]));
  return d;
}

export async function seedDemoSchool(db: Database, options: SeedOptions): Promise<void> {
  const random = new Random(20261121);
  const { now } = options;
  const full = options.scale === 'full';
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction().execute(async (trx) => {
    // Catalogue.
    await insertCatalogue(trx);

    // People.
    const users: Row<'users'>[] = [];
    const user = (row: Omit<Row<'users'>, 'password_hash' | 'created_at'> & { created_at?: Date }) =>
      users.push({ password_hash: passwordHash, created_at: row.created_at ?? new Date(now.getTime() - 400 * DAY), ab_test_group: 1, ...row });

    user({ id: 1, email: 'admin@demo.school', first_name: 'Марина', last_name: 'Администраторова', phone: '+7 900 000-00-01', is_admin: true });
    user({
      id: 2,
      email: 'manager@demo.school',
      first_name: 'Ксения',
      last_name: 'Менеджерова',
      phone: '+7 900 000-00-02',
      is_client_manager: true,
      skype: 'ksenia.manager',
    });
    user({ id: 3, email: 'hr@demo.school', first_name: 'Ольга', last_name: 'Кадрова', phone: '+7 900 000-00-03' });
    user({
      id: 4,
      email: 'teacher@demo.school',
      first_name: 'Анна',
      last_name: 'Смирнова',
      phone: '+7 900 000-00-04',
      skype: 'anna.smirnova.teacher',
      role_id: 'teacher',
      is_teacher: true,
    });
    user({
      id: 5,
      email: 'seller@demo.school',
      first_name: 'Пётр',
      last_name: 'Продажин',
      phone: '+7 900 000-00-05',
      skype: 'petr.sales',
      role_id: 'teacher',
      is_teacher: true,
      is_selling_teacher: true,
    });
    user({
      id: 6,
      email: 'apprentice@demo.school',
      first_name: 'Игорь',
      last_name: 'Стажёров',
      phone: '+7 900 000-00-06',
      role_id: 'apprentice',
      is_teacher: true,
    });
    user({
      id: 7,
      email: 'newteacher@demo.school',
      first_name: 'Вера',
      last_name: 'Новикова',
      phone: '+7 900 000-00-07',
      role_id: 'teacher',
      is_teacher: true,
      created_at: new Date(now.getTime() - 2 * DAY),
    });
    user({
      id: 8,
      email: 'oleg.petrov@demo.school',
      first_name: 'Олег',
      last_name: 'Петров',
      phone: '+7 900 000-00-08',
      skype: 'oleg.petrov.en',
      role_id: 'teacher',
      is_teacher: true,
    });
    user({
      id: 9,
      email: 'student@demo.school',
      first_name: 'Дмитрий',
      last_name: 'Учеников',
      phone: '+7 900 000-00-09',
      skype: 'dmitry.learns',
      role_id: 'student',
      self_paying: true,
      subscription_plan_id: '50m_v4',
      signup_hostname: 'school.example',
    });
    user({
      id: 10,
      email: 'student2@demo.school',
      first_name: 'Елена',
      last_name: 'Второва',
      phone: '+7 900 000-00-10',
      role_id: 'student',
      self_paying: true,
      subscription_plan_id: '50m_v4',
      ab_test_group: 2,
    });
    user({
      id: 11,
      email: 'kid@demo.school',
      first_name: 'Миша',
      last_name: 'Маленький',
      phone: '+7 900 000-00-11',
      role_id: 'student',
      self_paying: true,
      subscription_plan_id: '40m_kids',
      smalltalk_allowed: false,
    });
    user({
      id: 12,
      email: 'teen@demo.school',
      first_name: 'Соня',
      last_name: 'Подросткова',
      phone: '+7 900 000-00-12',
      role_id: 'student',
      self_paying: true,
      subscription_plan_id: 'teens_50m',
    });
    user({
      id: 13,
      email: 'newstudent@demo.school',
      first_name: 'Николай',
      last_name: 'Новичков',
      phone: '+7 900 000-00-13',
      role_id: 'student',
      self_paying: true,
      subscription_plan_id: '50m_v4',
      signup_promocode: 'FIRSTSTEP',
      created_at: new Date(now.getTime() - DAY),
    });
    user({ id: 14, email: 'nodata@demo.school', first_name: '', last_name: '', phone: '', role_id: 'studying_user' });
    user({ id: 15, email: 'signup@demo.school', first_name: '', last_name: '', phone: '', role_id: 'studying_user', created_at: now });
    // Two newcomers for trying the shop: promo@ signed up with the promo code FIRSTSTEP, buyer@ without one; neither has bought anything.
    user({
      id: 16,
      email: 'promo@demo.school',
      first_name: 'Полина',
      last_name: 'Промокодова',
      phone: '+7 900 000-00-16',
      role_id: 'student',
      self_paying: true,
      subscription_plan_id: '50m_v4',
      signup_promocode: 'FIRSTSTEP',
      created_at: new Date(now.getTime() - 2 * DAY),
    });
    user({
      id: 17,
      email: 'buyer@demo.school',
      first_name: 'Борис',
      last_name: 'Покупателев',
      phone: '+7 900 000-00-17',
      role_id: 'student',
      self_paying: true,
      subscription_plan_id: '50m_v4',
      created_at: new Date(now.getTime() - 2 * DAY),
    });

    let nextId = 100;
    const teacherCount = full ? 40 : 8;
    const generatedTeachers: Person[] = [];
    for (let i = 0; i < teacherCount; i++) {
      const p = person(random, nextId++);
      generatedTeachers.push(p);
      user({
        id: p.id,
        email: `${translit(p.first)}.${translit(p.last)}.${p.id}@teachers.school.example`,
        first_name: p.first,
        last_name: p.last,
        phone: `+7 9${random.int(10, 99)} ${random.int(100, 999)}-${random.int(10, 99)}-${random.int(10, 99)}`,
        skype: `${translit(p.first)}.${translit(p.last)}`,
        role_id: 'teacher',
        is_teacher: true,
        is_selling_teacher: random.chance(0.15),
      });
    }
    const hrOfOtherCompanies: Person[] = [];
    for (let i = 1; i < COMPANIES.length; i++) {
      const p = person(random, nextId++);
      hrOfOtherCompanies.push(p);
      user({ id: p.id, email: `hr.${i + 1}@companies.school.example`, first_name: p.first, last_name: p.last, phone: `+7 901 000-00-${10 + i}` });
    }
    const studentCount = full ? 320 : 30;
    const generatedStudents: Person[] = [];
    for (let i = 0; i < studentCount; i++) {
      const p = person(random, nextId++);
      generatedStudents.push(p);
      user({
        id: p.id,
        email: `${translit(p.first)}.${translit(p.last)}.${p.id}@students.school.example`,
        first_name: p.first,
        last_name: p.last,
        phone: `+7 9${random.int(10, 99)} ${random.int(100, 999)}-${random.int(10, 99)}-${random.int(10, 99)}`,
        skype: random.chance(0.5) ? `${translit(p.first)}_${p.id}` : '',
        role_id: 'student',
        self_paying: random.chance(0.7),
        subscription_plan_id: random.pick(['50m_v4', '50m_v4', '25m_v4', 'premium_50m']),
        ab_test_group: random.chance(0.5) ? 1 : 2,
        created_at: new Date(now.getTime() - random.int(30, 700) * DAY),
      });
    }
    await insertMany(trx, 'users', users);

    const allTeacherIds = [4, 5, 8, ...generatedTeachers.map((t) => t.id)];
    await insertMany(
      trx,
      'teacher_profiles',
      [4, 5, 6, 7, 8, ...generatedTeachers.map((t) => t.id)].map((id) => ({
        user_id: id,
        salary_payment_method_multiplier: id === 4 ? 0.94 : random.pick([1, 1, 0.94, 0.87]),
        last_salary_payment_method_change: new Date(now.getTime() - random.int(10, 200) * DAY),
        bio: 'Преподаю английский взрослым и подросткам, готовлю к собеседованиям и переезду.',
      })),
    );

    // Companies and HR.
    await insertMany(
      trx,
      'user_groups',
      COMPANIES.map((name, i) => ({
        id: i + 1,
        name,
        description: `Корпоративное обучение сотрудников компании «${name}»`,
        created_at: new Date(now.getTime() - (300 - i * 30) * DAY),
      })),
    );
    await insertMany(trx, 'user_group_members', [
      { user_group_id: 1, user_id: 3, is_hr: true },
      ...hrOfOtherCompanies.map((p, i) => ({ user_group_id: i + 2, user_id: p.id, is_hr: true })),
    ]);

    // Students: profile, teachers, statuses, balances.
    const students: Row<'students'>[] = [];
    const studentTeachers: Row<'student_teachers'>[] = [];
    const statusChanges: Row<'student_status_changes'>[] = [];
    const balances: Row<'student_balances'>[] = [];
    const portrait = () => Object.fromEntries(LINGUO_PORTRAIT_FIELDS.filter(() => random.chance(0.7)).map((f) => [f.key, random.pick(f.values)]));
    const status = (studentId: number, statusId: string, daysAgo: number) =>
      statusChanges.push({ student_id: studentId, status_id: statusId, created_at: new Date(now.getTime() - daysAgo * DAY) });

    const demoStudents: { id: number; teachers: number[]; type: string; program: number | null; activated: boolean; left: number; group?: number }[] = [
      { id: 9, teachers: [4], type: 'skype-50', program: 1770, activated: true, left: 6 },
      { id: 10, teachers: [4, 8], type: 'skype-50', program: 1780, activated: true, left: 1 },
      { id: 11, teachers: [4], type: 'kids-40', program: 1610, activated: true, left: 12 },
      { id: 12, teachers: [4], type: 'skype-50', program: 1620, activated: true, left: -1 },
      { id: 13, teachers: [5], type: 'skype-50', program: null, activated: false, left: 0 },
      { id: 14, teachers: [], type: 'skype-50', program: null, activated: false, left: 0 },
      { id: 16, teachers: [], type: 'skype-50', program: null, activated: true, left: 0 },
      { id: 17, teachers: [], type: 'skype-50', program: null, activated: true, left: 0 },
    ];
    for (const s of demoStudents) {
      students.push({
        user_id: s.id,
        program_id: s.program,
        activated_at: s.activated ? new Date(now.getTime() - 120 * DAY) : null,
        bio: s.id === 9 ? 'Работаю аналитиком, хочу свободно общаться с зарубежными коллегами.' : '',
        preferred_lessons_time: s.id === 9 ? 'Будни, 8:00–10:00' : '',
        linguo_portrait: JSON.stringify(s.id === 9 ? { goal: 'Работа', level: 'B1', interests: 'IT' } : {}),
        default_report_full_type_id: s.type,
        journal_url: `https://journal.school.example/students/${s.id}`,
        user_group_id: null,
      });
      s.teachers.forEach((t, i) => studentTeachers.push({ student_id: s.id, teacher_id: t, created_at: new Date(now.getTime() - (200 - i) * DAY) }));
      if (s.activated) balances.push({ student_id: s.id, report_full_type_id: s.type, reports_left: s.left });
    }
    status(9, 'active-student', 100);
    status(10, 'active-student', 90);
    status(11, 'active-student', 80);
    status(12, 'awaiting-payment-student', 5);
    status(13, 'new-student', 1);
    status(16, 'new-student', 2);
    status(17, 'new-student', 2);

    // The demo teacher's other individual students (one per status group, for the badges).
    const teacherExtras = generatedStudents.slice(0, full ? 6 : 5);
    const extraStatuses = ['active-student', 'thinking-student', 'impossible-to-contact-student', 'paused-student', 'rejected', 'active-student'];
    const companyOf = new Map<number, number>();
    generatedStudents.forEach((p, i) => {
      const type = random.chance(0.15) ? 'skype-25' : random.chance(0.1) ? 'premium-50' : 'skype-50';
      const company = i >= teacherExtras.length && random.chance(0.35) ? random.int(1, COMPANIES.length) : null;
      if (company) companyOf.set(p.id, company);
      students.push({
        user_id: p.id,
        program_id: random.pick([1610, 1620, 1630, 1770, 1775, 1780, 1930]),
        activated_at: new Date(now.getTime() - random.int(20, 600) * DAY),
        bio: random.chance(0.4) ? 'Учу английский для работы и путешествий.' : '',
        preferred_lessons_time: random.chance(0.5) ? random.pick(['Будни утром', 'Будни вечером', 'Выходные', 'Обеденный перерыв']) : '',
        linguo_portrait: JSON.stringify(portrait()),
        default_report_full_type_id: type,
        journal_url: `https://journal.school.example/students/${p.id}`,
        user_group_id: company,
      });
      const teacherIds = i < teacherExtras.length ? [4] : random.chance(0.1) ? random.sample(allTeacherIds, 2) : [random.pick(allTeacherIds.slice(2))];
      teacherIds.forEach((t) => studentTeachers.push({ student_id: p.id, teacher_id: t, created_at: new Date(now.getTime() - random.int(20, 300) * DAY) }));
      status(p.id, i < teacherExtras.length ? extraStatuses[i]! : weighted(random, STATUS_WEIGHTS), random.int(1, 200));
      balances.push({ student_id: p.id, report_full_type_id: type, reports_left: random.int(-2, 24) });
    });
    // The apprentice gives a trial lesson to one student whose status allows writing reports.
    const forbidding = new Set(STUDENT_STATUSES.filter((st) => st.forbid_editing).map((st) => st.id));
    const trialStudent = generatedStudents
      .slice(teacherExtras.length)
      .find((p) => statusChanges.some((c) => c.student_id === p.id && !forbidding.has(c.status_id)));
    await insertMany(trx, 'students', students);
    await insertMany(trx, 'student_teachers', studentTeachers);
    if (trialStudent)
      await insertMany(trx, 'student_teachers', [{ student_id: trialStudent.id, teacher_id: 6, created_at: new Date(now.getTime() - 3 * DAY) }]);
    await insertMany(trx, 'student_status_changes', statusChanges);
    await insertMany(trx, 'student_balances', balances);
    await insertMany(trx, 'student_subscription_plans', [
      ...[9, 10, 13, 16, 17].map((id) => ({ student_id: id, subscription_plan_id: '50m_v4' })),
      { student_id: 11, subscription_plan_id: '40m_kids' },
      { student_id: 12, subscription_plan_id: 'teens_50m' },
    ]);

    // Courses, tags, notifications, words.
    // A bought course is open for its period (courseAccessEnd); the additional materials have no end.
    const bought = (user_id: number, course_id: string, created_at: Date) => ({
      user_id,
      course_id,
      purchased: true,
      created_at,
      access_until: courseAccessEnd(course_id, created_at),
    });
    await insertMany(trx, 'user_courses', [
      bought(10, 'it', new Date(now.getTime() - 30 * DAY)),
      { user_id: 10, course_id: 'additional-materials-it', purchased: true, created_at: new Date(now.getTime() - 30 * DAY), access_until: null },
      bought(11, 'kids', new Date(now.getTime() - 60 * DAY)),
      bought(12, 'teens', new Date(now.getTime() - 60 * DAY)),
      ...generatedStudents
        .filter(() => random.chance(0.1))
        .map((p) => bought(p.id, random.pick(['it', 'job-interview', 'confident-tourist']), new Date(now.getTime() - random.int(5, 200) * DAY))),
    ]);
    await insertMany(trx, 'notifications', [
      { user_id: 9, type: 'onboarding-lesson-card', count: 1 },
      { user_id: 14, type: 'personal-data-request', count: 1 },
      { user_id: 15, type: 'personal-data-request', count: 1 },
    ]);
    // The demo student went through the onboarding chat long ago and closed it.
    await insertMany(trx, 'user_variables', [
      { user_id: 9, key: 'isShowWizard', value: JSON.stringify(false) },
      // The shop's newcomers closed the onboarding chat already.
      { user_id: 16, key: 'isShowWizard', value: JSON.stringify(false) },
      { user_id: 17, key: 'isShowWizard', value: JSON.stringify(false) },
    ]);
    const words: Row<'words'>[] = [];
    for (const [studentId, count, unapproved] of [
      [9, 12, 3],
      [10, 8, 2],
    ] as const) {
      for (let i = 0; i < count; i++) {
        const [word, translation, example, lessonId] = DICTIONARY_WORDS[(i + studentId) % DICTIONARY_WORDS.length]!;
        words.push({
          student_id: studentId,
          word,
          translation,
          example,
          approved: i >= unapproved,
          source: lessonId ? 'exercises' : 'my',
          lesson_id: lessonId,
          created_at: new Date(now.getTime() - (count - i) * DAY),
        });
      }
    }
    await insertMany(trx, 'words', words);

    // The IT course of student2: the intro of unit 1 done, the first lesson begun (7 of 426 steps
    // recorded, 6 of them counted). Bought 30 days ago: units 1 and 2 are open, unit 3 opens in 12 days.
    await insertMany(
      trx,
      'course_results',
      ['u1-l1-s1', 'u1-l1-s2', 'u1-l1-s3', 'u1-l1-s4', 'u1-l1-sfinal', 'u1-l2-s1', 'u1-l2-s2'].map((field_name, i) => ({
        student_id: 10,
        course_id: 'it',
        field_name,
        field_value: 1,
        created_at: new Date(now.getTime() - (29 - i) * DAY),
      })),
    );
    // Grammar program statuses (topic ids of mfe-learner/content/grammar/topics.json): 1 «в голове», 2 «на языке».
    await insertMany(trx, 'program_statuses', [
      { student_id: 10, topic_id: 'c2f96192-be60-4a5c-af2c-d6e736fede05', status: 2 }, // Past Perfect
      { student_id: 10, topic_id: 'c5631eab-f21f-4caf-ac56-2a7d5ffb397a', status: 1 }, // Past Perfect Continuous
      { student_id: 10, topic_id: 'be11a6fa-5abd-447b-a653-5c67ff7f587b', status: 2 }, // Future Continuous
      { student_id: 10, topic_id: '97135476-e533-4600-a266-4fdf04adabd1', status: 1 }, // Gerund or infinitive
      { student_id: 10, topic_id: '757e74c3-e1a8-4dbf-ba79-3fd0c491c61e', status: 1 }, // Mixed conditionals
      { student_id: 9, topic_id: '7e7554e9-9086-4919-88a9-5c23dc468a16', status: 2 }, // Passive Voice
      { student_id: 9, topic_id: '5ebb2c80-81dd-443b-b53d-29e3f281a956', status: 1 }, // Gerund
    ]);

    // Student groups: one of the demo teacher in the HR's company, two per company in all.
    const groups: Row<'student_groups'>[] = [];
    const groupStudents: Row<'student_group_students'>[] = [];
    const groupTeachers: Row<'student_group_teachers'>[] = [];
    const groupBalances: Row<'student_group_balances'>[] = [];
    const groupCount = full ? 12 : 3;
    for (let g = 1; g <= groupCount; g++) {
      const company = g === 1 ? 1 : ((g - 1) % COMPANIES.length) + 1;
      groups.push({
        id: g,
        name:
          g === 1 ? 'Альфа: английский для разработчиков' : `${COMPANIES[company - 1]}: группа ${Math.ceil(g / COMPANIES.length)}${random.pick(['A', 'B'])}`,
        user_group_id: company,
        subscription_plan_id: 'corporate_group',
        created_at: new Date(now.getTime() - random.int(30, 200) * DAY),
      });
      groupTeachers.push({ student_group_id: g, teacher_id: g === 1 ? 4 : random.pick(allTeacherIds.slice(2)) });
      const pool = generatedStudents.filter((p) => companyOf.get(p.id) === company);
      const members = random.sample(pool.length >= 3 ? pool : generatedStudents.slice(teacherExtras.length), random.int(3, 6));
      for (const m of members) {
        if (!groupStudents.some((gs) => gs.student_group_id === g && gs.student_id === m.id)) groupStudents.push({ student_group_id: g, student_id: m.id });
      }
      if (g < groupCount) groupBalances.push({ student_group_id: g, report_full_type_id: 'group-60', sum_reports_left: random.int(0, 30) });
    }
    await insertMany(trx, 'student_groups', groups);
    await insertMany(trx, 'student_group_students', groupStudents);
    await insertMany(trx, 'student_group_teachers', groupTeachers);
    await insertMany(trx, 'student_group_balances', groupBalances);

    // Purchases.
    const transactions: Row<'transactions'>[] = [];
    const buy = (studentId: number, typeId: string, sum: number, daysAgo: number) =>
      transactions.push({ student_id: studentId, transaction_type_id: typeId, sum, date: new Date(now.getTime() - daysAgo * DAY) });
    buy(9, '50m_v4-32', 28_480, 100);
    buy(10, '50m_v4-16', 15_840, 60);
    buy(11, '40m_kids-32', 26_784, 50);
    buy(12, 'teens_50m-16', 15_360, 70);
    for (const p of generatedStudents) if (random.chance(0.6)) buy(p.id, '50m_v4-16', 15_840, random.int(5, 300));
    await insertMany(
      trx,
      'transactions',
      transactions.map((t, i) => ({ ...t, id: i + 1 })),
    );
    await insertMany(trx, 'receipts', [{ id: 1, created_at: new Date(now.getTime() - 20 * DAY) }]);

    // Teacher rates: the demo teacher on version 2 for 50 minutes, everybody else on version 1.
    const rates: Row<'teacher_rates'>[] = [];
    for (const t of [4, 5, 8, ...generatedTeachers.map((x) => x.id)]) {
      for (const type of REPORT_FULL_TYPES) {
        if (type.type_id === 'apprentice-trial') continue;
        if (t === 4 && type.id === 'skype-50') {
          rates.push({
            teacher_id: t,
            report_full_type_id: type.id,
            version: 2,
            rate: null,
            base_rate: 700,
            auction_multiplier: 1.1,
            skill_multiplier: 1.05,
            quality_multiplier: 1.02,
            performance_bonus: 50,
            ltv_bonus: 30,
          });
        } else {
          rates.push({
            teacher_id: t,
            report_full_type_id: type.id,
            version: 1,
            rate: Math.round(type.duration_mins * 13),
            base_rate: null,
            auction_multiplier: null,
            skill_multiplier: null,
            quality_multiplier: null,
            performance_bonus: null,
            ltv_bonus: null,
          });
        }
      }
    }
    await insertMany(trx, 'teacher_rates', rates);

    // Reports with fields and homework.
    const reports: Row<'reports'>[] = [];
    const fields: Row<'report_fields'>[] = [];
    const homeworkGroups: Row<'homework_groups'>[] = [];
    const homeworkItems: Row<'homework_items'>[] = [];
    const attendance: Row<'reports_users'>[] = [];
    let reportId = 1;
    let hwGroupId = 1;
    let hwItemId = 1;
    const fullTypeById = new Map(REPORT_FULL_TYPES.map((t) => [t.id, t]));

    const addReport = (args: {
      teacherId: number;
      studentId?: number;
      groupId?: number;
      type: string;
      date: Date;
      createdAt?: Date;
      paid?: boolean;
      missing?: boolean;
      comment?: boolean;
      video?: boolean;
    }) => {
      const id = reportId++;
      const createdAt = args.createdAt ?? new Date(args.date.getTime() + random.int(1, 20) * HOUR);
      const topic = random.pick(TOPICS);
      reports.push({
        id,
        teacher_id: args.teacherId,
        student_id: args.studentId ?? null,
        student_group_id: args.groupId ?? null,
        date: args.date,
        created_at: createdAt,
        updated_at: createdAt,
        full_type_id: args.type,
        status: args.missing ? 'missing student' : 'default',
        video_file_name: null,
        superteacher_comment_body: args.comment ? 'Хороший урок: много говорения ученика. Попробуйте чаще давать ученику исправлять себя самому.' : null,
        superteacher_comment_author_id: args.comment ? 1 : null,
        superteacher_comment_updated_at: args.comment ? new Date(createdAt.getTime() + DAY) : null,
        receipt_id: null,
        paid_by_transaction_id: args.paid && args.studentId ? transactions.findIndex((t) => t.student_id === args.studentId) + 1 || null : null,
        rate: Math.round((fullTypeById.get(args.type)?.duration_mins ?? 50) * 13),
        rate_version: 1,
        rate_salary_payment_method_multiplier: 1,
      });
      const type = fullTypeById.get(args.type)!;
      for (const fieldId of type.fields) {
        const value =
          fieldId === 1
            ? topic
            : fieldId === 2
              ? random.pick(COVERED)
              : fieldId === 3
                ? random.sample(WORDS, 3).join('\n')
                : fieldId === 4
                  ? random.pick(WORK_ON)
                  : fieldId === 6
                    ? 'Все участники активно работали в парах.'
                    : random.pick(METHODIST_NOTES);
        if (value) fields.push({ report_id: id, report_field_type_id: fieldId, value });
      }
      if (!args.missing) {
        const groupId = hwGroupId++;
        homeworkGroups.push({ id: groupId, report_id: id, index: 0, header: 'К следующему уроку', body: 'Выполните до начала следующего занятия.' });
        const code = random.pick(LESSON_CODES);
        homeworkItems.push({
          id: hwItemId++,
          homework_group_id: groupId,
          index: 0,
          header: `https://school.example/lms/lessons/${code}`,
          body: 'Повторите теорию урока и сделайте тренировку.',
        });
        homeworkItems.push({ id: hwItemId++, homework_group_id: groupId, index: 1, header: `**Написать** 5 предложений по теме «${topic}»`, body: '' });
        if (random.chance(0.4))
          homeworkItems.push({ id: hwItemId++, homework_group_id: groupId, index: 2, header: random.pick(EXTERNAL_LINKS), body: 'Дополнительно, по желанию.' });
      }
      return id;
    };

    // The demo teacher: a report 2 hours old (still deletable), one 30 hours old, and history.
    for (const s of [9, 10, 11, 12]) {
      const type = demoStudents.find((d) => d.id === s)!.type;
      const count = s === 9 ? 24 : 12;
      for (let i = count; i >= 1; i--) {
        const date = lessonAt(random, now, i * 3 + 1);
        addReport({
          teacherId: s === 10 && i % 2 === 0 ? 8 : 4,
          studentId: s,
          type: s === 10 && i % 2 === 0 ? 'skype-25' : type,
          date,
          paid: i > 4,
          missing: i === 7,
          comment: i === 5,
        });
      }
    }
    addReport({ teacherId: 4, studentId: 9, type: 'skype-50', date: new Date(now.getTime() - 32 * HOUR), createdAt: new Date(now.getTime() - 30 * HOUR) });
    addReport({ teacherId: 4, studentId: 9, type: 'skype-50', date: new Date(now.getTime() - 3 * HOUR), createdAt: new Date(now.getTime() - 2 * HOUR) });

    const teacherOf = new Map<number, number[]>();
    for (const st of studentTeachers) teacherOf.set(st.student_id, [...(teacherOf.get(st.student_id) ?? []), st.teacher_id]);
    const studentRows = new Map(students.map((s) => [s.user_id, s]));
    for (const p of generatedStudents) {
      const count = full ? random.int(4, 24) : random.int(2, 6);
      const tIds = teacherOf.get(p.id) ?? [];
      const type = studentRows.get(p.id)?.default_report_full_type_id ?? 'skype-50';
      for (let i = count; i >= 1; i--) {
        addReport({
          teacherId: random.pick(tIds),
          studentId: p.id,
          type,
          date: lessonAt(random, now, i * random.int(3, 6) + 1),
          paid: i > 3,
          missing: random.chance(0.05),
          comment: random.chance(0.05),
        });
      }
    }
    for (const g of groups) {
      const members = groupStudents.filter((gs) => gs.student_group_id === g.id);
      const teacherId = groupTeachers.find((gt) => gt.student_group_id === g.id)!.teacher_id;
      const count = full ? 16 : 5;
      for (let i = count; i >= 1; i--) {
        const id = addReport({ teacherId, groupId: g.id!, type: 'group-60', date: lessonAt(random, now, i * 4 + 1) });
        for (const m of members) attendance.push({ report_id: id, student_id: m.student_id, status: random.chance(0.85) ? 'present' : 'absent' });
      }
    }
    // One demo report carries a receipt (paid, cannot be deleted even by an admin).
    const receiptReport = reports.find(
      (r) => r.student_id === 9 && r.paid_by_transaction_id === null && r.created_at && new Date(r.created_at as Date).getTime() < now.getTime() - 5 * DAY,
    );
    if (receiptReport) receiptReport.receipt_id = 1;

    await insertMany(trx, 'reports', reports);
    await insertMany(trx, 'report_fields', fields, 1000);
    await insertMany(trx, 'homework_groups', homeworkGroups, 1000);
    await insertMany(trx, 'homework_items', homeworkItems, 1000);
    await insertMany(trx, 'reports_users', attendance, 1000);

    // Next lessons: the demo student free to reschedule, the second bound to a calendar event.
    const appointments: Row<'appointments'>[] = [
      { date: lessonAt(random, now, -2), teacher_id: 4, student_id: 9 },
      { date: lessonAt(random, now, -3), teacher_id: 4, student_id: 10, google_calendar_event_id: 'gcal-demo-student2' },
      { date: lessonAt(random, now, -4), teacher_id: 4, student_group_id: 1 },
    ];
    for (const p of generatedStudents) {
      if (random.chance(0.5))
        appointments.push({
          date: lessonAt(random, now, -random.int(1, 10)),
          teacher_id: random.pick(teacherOf.get(p.id) ?? [4]),
          student_id: p.id,
          google_calendar_event_id: random.chance(0.2) ? `gcal-${p.id}` : null,
        });
    }
    await insertMany(trx, 'appointments', appointments);

    // Legal offers: every teacher but the new one has accepted the current offer.
    await insertMany(trx, 'teacher_legal_offers', [{ id: 1, content: LEGAL_OFFER_TEXT, created_at: new Date(now.getTime() - 365 * DAY) }]);
    const offerChanges: Row<'teacher_legal_offer_status_changes'>[] = [];
    for (const t of [4, 5, 6, 7, 8, ...generatedTeachers.map((x) => x.id)]) {
      offerChanges.push({ offer_id: 1, teacher_id: t, status: 'pending', created_at: new Date(now.getTime() - 365 * DAY) });
      if (t !== 7) offerChanges.push({ offer_id: 1, teacher_id: t, status: 'accepted', created_at: new Date(now.getTime() - 300 * DAY) });
    }
    await insertMany(trx, 'teacher_legal_offer_status_changes', offerChanges);

    await insertMany(trx, 'teacher_search_requests', [
      { student_id: 13, comment: 'Хочу преподавателя с опытом в IT', is_new: true },
      { student_id: 12, comment: 'Подготовка к ОГЭ', is_new: true },
      { student_id: 11, comment: '', is_new: false },
      { student_id: generatedStudents[0]!.id, comment: 'Нужен носитель языка', is_new: true },
    ]);

    // The registration offer: newcomers only (no purchase yet), its options really 10 % cheaper until it ends.
    await insertMany(trx, 'offers', [
      {
        student_id: null,
        title: 'Скидка 10 % на первый пакет',
        description: 'Оплатите первый пакет от 16 уроков до конца недели — и он обойдётся на 10 % дешевле обычной цены.',
        end_date: new Date(now.getTime() + 5 * DAY),
        transaction_type_ids: ['50m_v4-16', '50m_v4-32'],
        discount_percent: 10,
        first_purchase_only: true,
      },
    ]);

    // Promo codes (admins manage them through promoCodes.*): FIRSTSTEP is newstudent@'s sign-up code.
    await insertMany(trx, 'promo_codes', DEMO_PROMO_CODES(now));

    await seedLandingDemo(trx, now);

    // Serial columns continue after the explicit ids used above.
    for (const table of [
      'users',
      'user_groups',
      'student_groups',
      'transactions',
      'receipts',
      'reports',
      'homework_groups',
      'homework_items',
      'teacher_legal_offers',
      'report_field_types',
    ]) {
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT coalesce(max(id), 1) FROM ${sql.table(table)}))`.execute(trx);
    }
  });
}
