import type { Database } from '../src/db/database';

/**
 * Known lessons for the payroll and students reports' tests (never used by the app).
 *
 * Teacher «Тестова Ирина», October 2026 in Moscow:
 *   A skype-50 10.10, rate v1 1000 × 1                       → 1000
 *   B skype-50 11.10, written 13.10 (late), rate v2            → ⌊⌊900 × 0.94⌋ × 1 × 1.1 × 1 + ⌊50 × 0.94⌋ + 0⌋ = 977
 *   C skype-25 12.10, 'missing student', no rate kept           → without pay
 *   D group-60 20.10, both students absent, v1 1500 × 1         → 1500
 *   E skype-50 30.09 22:00 UTC = 01.10 01:00 in Moscow, v1 1000 → 1000
 *   F skype-50 01.11 (next month)
 *
 * Students of 2011 (Europe/Moscow), when the demo school has nothing:
 *   Лена Старая: activated 2010, 2 lessons left; lessons 15.01 and 20.02 ('missing student'); paid 10 000 on 10.01
 *   Петя Новый: activated 2010, 5 lessons left; a group lesson 10.02 (present), a lesson 25.03; paid 5 000 and 2 500 on 05.03 and 06.03
 */
export interface PayrollFixture {
  teacherId: number;
  lena: number;
  petya: number;
}

export async function seedPayrollFixture(db: Database): Promise<PayrollFixture> {
  const { password_hash } = await db.selectFrom('users').select('password_hash').where('email', '=', 'teacher@demo.school').executeTakeFirstOrThrow();
  const user = async (email: string, first_name: string, last_name: string, role_id: 'teacher' | 'student') =>
    (
      await db
        .insertInto('users')
        .values({ email, password_hash, first_name, last_name, phone: '+7 900 000-00-00', role_id, is_teacher: role_id === 'teacher' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const teacherId = await user('irina@payroll.example', 'Ирина', 'Тестова', 'teacher');
  const lena = await user('lena@payroll.example', 'Лена', 'Старая', 'student');
  const petya = await user('petya@payroll.example', 'Петя', 'Новый', 'student');
  const activated = new Date('2010-06-01T09:00:00Z');
  await db
    .insertInto('students')
    .values([
      { user_id: lena, linguo_portrait: '{}', activated_at: activated, program_id: null },
      { user_id: petya, linguo_portrait: '{}', activated_at: activated, program_id: null },
    ])
    .execute();
  await db
    .insertInto('student_balances')
    .values([
      { student_id: lena, report_full_type_id: 'skype-50', reports_left: 2 },
      { student_id: petya, report_full_type_id: 'skype-50', reports_left: 5 },
    ])
    .execute();
  const group = await db
    .insertInto('student_groups')
    .values({ name: 'Группа ведомости', user_group_id: null, subscription_plan_id: null, created_at: activated })
    .returning('id')
    .executeTakeFirstOrThrow();

  const v1 = (rate: number) => JSON.stringify({ version: 1, rate, salaryPaymentMethodMultiplier: 1 });
  const v2 = JSON.stringify({
    version: 2,
    rate: null,
    baseRate: 900,
    auctionMultiplier: 1,
    skillMultiplier: 1.1,
    qualityMultiplier: 1,
    performanceBonus: 50,
    LTVBonus: 0,
    salaryPaymentMethodMultiplier: 0.94,
  });
  const report = async (args: {
    teacher?: number;
    studentId?: number;
    groupId?: number;
    type: string;
    date: string;
    created?: string;
    status?: 'default' | 'missing student';
    rate?: string | null;
    marks?: [number, 'present' | 'absent'][];
  }) => {
    const date = new Date(args.date);
    const created = new Date(args.created ?? args.date);
    const row = await db
      .insertInto('reports')
      .values({
        teacher_id: args.teacher ?? teacherId,
        student_id: args.studentId ?? null,
        student_group_id: args.groupId ?? null,
        date,
        created_at: created,
        updated_at: created,
        full_type_id: args.type,
        status: args.status ?? 'default',
        rate_data: args.rate ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (args.marks)
      await db
        .insertInto('reports_users')
        .values(args.marks.map(([student_id, status]) => ({ report_id: row.id, student_id, status })))
        .execute();
  };
  await report({ studentId: lena, type: 'skype-50', date: '2026-10-10T07:00:00Z', created: '2026-10-10T09:00:00Z', rate: v1(1000) });
  await report({ studentId: lena, type: 'skype-50', date: '2026-10-11T07:00:00Z', created: '2026-10-13T07:30:00Z', rate: v2 });
  await report({ studentId: petya, type: 'skype-25', date: '2026-10-12T07:00:00Z', status: 'missing student', rate: null });
  await report({
    groupId: group.id,
    type: 'group-60',
    date: '2026-10-20T15:00:00Z',
    rate: v1(1500),
    marks: [
      [lena, 'absent'],
      [petya, 'absent'],
    ],
  });
  await report({ studentId: petya, type: 'skype-50', date: '2026-09-30T22:00:00Z', rate: v1(1000) });
  await report({ studentId: petya, type: 'skype-50', date: '2026-11-01T07:00:00Z', rate: v1(1000) });

  await report({ studentId: lena, type: 'skype-50', date: '2011-01-15T07:00:00Z' });
  await report({ studentId: lena, type: 'skype-50', date: '2011-02-20T07:00:00Z', status: 'missing student' });
  await report({ groupId: group.id, type: 'group-60', date: '2011-02-10T15:00:00Z', marks: [[petya, 'present']] });
  await report({ studentId: petya, type: 'skype-50', date: '2011-03-25T07:00:00Z' });
  const { id: transactionTypeId } = await db.selectFrom('transaction_types').select('id').orderBy('id').executeTakeFirstOrThrow();
  await db
    .insertInto('transactions')
    .values([
      { student_id: lena, transaction_type_id: transactionTypeId, sum: 10_000, date: new Date('2011-01-10T09:00:00Z'), signup_promo_code_id: null },
      { student_id: petya, transaction_type_id: transactionTypeId, sum: 5_000, date: new Date('2011-03-05T09:00:00Z'), signup_promo_code_id: null },
      { student_id: petya, transaction_type_id: transactionTypeId, sum: 2_500, date: new Date('2011-03-06T09:00:00Z'), signup_promo_code_id: null },
    ])
    .execute();
  return { teacherId, lena, petya };
}
