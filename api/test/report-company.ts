import type { Database } from '../src/db/database';

/**
 * A company with known attendance for the activity reports' tests (never used by the app):
 *
 *   employees  Белова Анна (B1), Волков Борис (A1, IT course: 5 steps and a final done), Григорьева Вера (no program)
 *   group      «Утренняя группа» of the company: Анна, Борис; 10 lessons of group-60 left
 *   October 2026, Europe/Moscow:
 *     Анна   05.10 individual, held;  12.10 individual, 'missing student'
 *     Вера   30.09 21:30 UTC = 01.10 00:30 in Moscow, individual, held (September in UTC)
 *     group  07.10: Анна present, Борис absent;  14.10: both present
 *     top-up 03.10: 8 lessons of group-60
 *   also   Борис 10.08 individual, held; group 20.11: both present; top-up 02.11: 4 lessons;
 *          a group of another company with Анна present on 08.10 (not this company's lesson)
 *   review Анна reviewed cards on 02.10 (twice), 03.10 at 00:30 in Moscow (02.10 in UTC) and 15.10,
 *          and on 01.11 (not October)
 */
export interface TestCompany {
  companyId: number;
  companyName: string;
  groupId: number;
  hrEmail: string;
  employees: { anna: number; boris: number; vera: number };
}

const TEST_COMPANY_NAME = 'Отчётная Компания';

export async function seedTestCompany(db: Database): Promise<TestCompany> {
  const { password_hash: demoHash } = await db.selectFrom('users').select('password_hash').where('email', '=', 'hr@demo.school').executeTakeFirstOrThrow();
  const teacher = await db.selectFrom('users').select('id').where('email', '=', 'teacher@demo.school').executeTakeFirstOrThrow();
  const company = await db.insertInto('user_groups').values({ name: TEST_COMPANY_NAME }).returning('id').executeTakeFirstOrThrow();
  const other = await db.insertInto('user_groups').values({ name: 'Посторонняя Компания' }).returning('id').executeTakeFirstOrThrow();

  const person = async (email: string, firstName: string, lastName: string, roleId: 'student' | 'user') => {
    const row = await db
      .insertInto('users')
      .values({ email, password_hash: demoHash, first_name: firstName, last_name: lastName, phone: '+7 900 000-00-00', role_id: roleId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const hrEmail = 'hr@report-company.example';
  const hr = await person(hrEmail, 'Ольга', 'Кадрова', 'user');
  await db.insertInto('user_group_members').values({ user_group_id: company.id, user_id: hr, is_hr: true }).execute();

  const anna = await person('anna@report-company.example', 'Анна', 'Белова', 'student');
  const boris = await person('boris@report-company.example', 'Борис', 'Волков', 'student');
  const vera = await person('vera@report-company.example', 'Вера', 'Григорьева', 'student');
  await db
    .insertInto('students')
    .values([
      { user_id: anna, program_id: 1770, linguo_portrait: '{}', user_group_id: company.id, activated_at: new Date('2026-01-10T09:00:00Z') },
      { user_id: boris, program_id: 1610, linguo_portrait: '{}', user_group_id: company.id, activated_at: new Date('2026-01-10T09:00:00Z') },
      { user_id: vera, program_id: null, linguo_portrait: '{}', user_group_id: company.id, activated_at: new Date('2026-01-10T09:00:00Z') },
    ])
    .execute();
  await db
    .insertInto('user_courses')
    .values({ user_id: boris, course_id: 'it', purchased: true, created_at: new Date('2026-09-01T09:00:00Z') })
    .execute();
  await db
    .insertInto('course_results')
    .values(
      ['u1-l1-s1', 'u1-l1-s2', 'u1-l1-s3', 'u1-l1-s4', 'u1-l2-s1', 'u1-l1-sfinal'].map((field_name) => ({
        student_id: boris,
        course_id: 'it',
        field_name,
        field_value: 1,
        created_at: new Date('2026-10-02T09:00:00Z'),
      })),
    )
    .execute();

  const group = await db
    .insertInto('student_groups')
    .values({ name: 'Утренняя группа', user_group_id: company.id, subscription_plan_id: null, created_at: new Date('2026-01-10T09:00:00Z') })
    .returning('id')
    .executeTakeFirstOrThrow();
  const otherGroup = await db
    .insertInto('student_groups')
    .values({ name: 'Чужая группа', user_group_id: other.id, subscription_plan_id: null, created_at: new Date('2026-01-10T09:00:00Z') })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('student_group_students')
    .values([
      { student_group_id: group.id, student_id: anna },
      { student_group_id: group.id, student_id: boris },
      { student_group_id: otherGroup.id, student_id: anna },
    ])
    .execute();
  await db.insertInto('student_group_balances').values({ student_group_id: group.id, report_full_type_id: 'group-60', sum_reports_left: 10 }).execute();

  const report = async (args: {
    studentId?: number;
    groupId?: number;
    date: string;
    status?: 'default' | 'missing student';
    marks?: [number, 'present' | 'absent'][];
  }) => {
    const date = new Date(args.date);
    const row = await db
      .insertInto('reports')
      .values({
        teacher_id: teacher.id,
        student_id: args.studentId ?? null,
        student_group_id: args.groupId ?? null,
        date,
        created_at: date,
        updated_at: date,
        full_type_id: args.groupId ? 'group-60' : 'skype-50',
        status: args.status ?? 'default',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (args.marks) {
      await db
        .insertInto('reports_users')
        .values(args.marks.map(([student_id, status]) => ({ report_id: row.id, student_id, status })))
        .execute();
    }
  };
  await report({ studentId: anna, date: '2026-10-05T07:00:00Z' });
  await report({ studentId: anna, date: '2026-10-12T07:00:00Z', status: 'missing student' });
  await report({ studentId: vera, date: '2026-09-30T21:30:00Z' });
  await report({
    groupId: group.id,
    date: '2026-10-07T15:00:00Z',
    marks: [
      [anna, 'present'],
      [boris, 'absent'],
    ],
  });
  await report({
    groupId: group.id,
    date: '2026-10-14T15:00:00Z',
    marks: [
      [anna, 'present'],
      [boris, 'present'],
    ],
  });
  await report({ studentId: boris, date: '2026-08-10T07:00:00Z' });
  await report({
    groupId: group.id,
    date: '2026-11-20T15:00:00Z',
    marks: [
      [anna, 'present'],
      [boris, 'present'],
    ],
  });
  await report({ groupId: otherGroup.id, date: '2026-10-08T15:00:00Z', marks: [[anna, 'present']] });

  await db
    .insertInto('balance_top_ups')
    .values([
      { student_group_id: group.id, report_full_type_id: 'group-60', amount: 8, created_by: null, created_at: new Date('2026-10-03T10:00:00Z') },
      { student_group_id: group.id, report_full_type_id: 'group-60', amount: 4, created_by: null, created_at: new Date('2026-11-02T10:00:00Z') },
    ])
    .execute();

  const card = await db
    .insertInto('review_cards')
    .values({
      student_id: anna,
      key: 'phrase:report-test',
      source: 'phrase',
      prompt: 'Доброе утро',
      answer: 'Good morning',
      due: new Date('2026-10-02T09:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reviewedAt = ['2026-10-02T07:00:00Z', '2026-10-02T15:00:00Z', '2026-10-02T21:30:00Z', '2026-10-15T10:00:00Z', '2026-11-01T10:00:00Z'];
  await db
    .insertInto('review_logs')
    .values(
      reviewedAt.map((at, i) => ({
        id: `00000000-0000-4000-8000-00000000000${i}`,
        student_id: anna,
        card_id: card.id,
        rating: 3,
        reviewed_at: new Date(at),
        elapsed_days: 0,
        state_before: '{}',
        state_after: '{}',
      })),
    )
    .execute();

  return { companyId: company.id, companyName: TEST_COMPANY_NAME, groupId: group.id, hrEmail, employees: { anna, boris, vera } };
}
