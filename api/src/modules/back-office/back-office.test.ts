import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList, CompanyDetails, GroupDetails, PeopleList, PersonCard, Session, StudentSetup } from '@school/shared/schemas';
import { firstError, readJson, startTestServer, type TestServer } from '#test/harness';

/**
 * The back office (`/lms/admin/...`): people and invitations, a student's setup with its balance
 * ledger, groups, companies, leads into students, the audit log. Mail stays in the outbox here.
 */

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0]!;

describe('the back office', () => {
  let server: TestServer;
  let admin: string;
  let manager: string;

  const ok = async (response: Response | Promise<Response>) => {
    const answer = await response;
    if (answer.status >= 300) throw new Error(`${answer.status} ${await answer.text()}`);
    return answer;
  };
  const linkFor = async (to: string) => {
    const mail = await server.db.selectFrom('mail_outbox').select('text').where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  };
  const setPassword = (token: string, password = 'a good password') =>
    server.request('/api/auth/password/set', { method: 'POST', json: { token, password }, remoteAddress: '203.0.113.9' });
  const idOf = async (email: string) => (await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const card = async (id: number, cookie = admin) => readJson<PersonCard>(await ok(server.query('admin.people.get', { id }, cookie)));
  const audit = async (input: Record<string, unknown>) => readJson<AuditList>(await ok(server.query('admin.audit.list', { page: 1, ...input }, admin)));

  beforeAll(async () => {
    server = await startTestServer();
    [admin, manager] = await server.loginAll('admin@demo.school', 'manager@demo.school');
  });

  afterAll(async () => {
    await server?.close();
  });

  describe('people', () => {
    it('finds people by name, e-mail or phone, by role and status, a page at a time; the demo accounts are among them', async () => {
      const byEmail = await readJson<PeopleList>(await ok(server.query('admin.people.list', { page: 1, search: 'teacher@demo' }, manager)));
      expect(byEmail.items.map((p) => p.email)).toContain('teacher@demo.school');
      const teacher = byEmail.items.find((p) => p.email === 'teacher@demo.school')!;
      expect(teacher).toMatchObject({ roles: ['teacher'], active: true, invitation: 'none' });
      const byPhone = await readJson<PeopleList>(await ok(server.query('admin.people.list', { page: 1, search: '900 000-00-03' }, admin)));
      expect(byPhone.items.map((p) => p.email)).toEqual(['hr@demo.school']);
      expect(byPhone.items[0]!.hrOf.map((c) => c.id)).toEqual([1]);
      const admins = await readJson<PeopleList>(await ok(server.query('admin.people.list', { page: 1, role: 'admin' }, admin)));
      expect(admins.items.map((p) => p.email)).toEqual(['admin@demo.school']);
      const students = await readJson<PeopleList>(await ok(server.query('admin.people.list', { page: 1, role: 'student' }, admin)));
      expect(students.total).toBeGreaterThan(students.items.length - 1);
      expect(students.items.every((p) => p.roles.includes('student'))).toBe(true);
      expect(students.pageSize).toBe(50);
    });

    it('invites a teacher by e-mail; the link sets a password and signs in; the invitation shows its state', async () => {
      const invited = await ok(
        server.mutate(
          'admin.people.invite',
          { firstName: 'Ольга', lastName: 'Новая', email: 'olga.teacher@example.com', phone: '', roles: ['teacher'] },
          admin,
        ),
      );
      const { id } = await readJson<{ id: number }>(invited);
      expect(await card(id)).toMatchObject({ roles: ['teacher'], invitation: 'pending', active: true });
      const mail = await server.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text'])
        .where('to_address', '=', 'olga.teacher@example.com')
        .executeTakeFirstOrThrow();
      expect(mail.subject).toBe('Приглашение в онлайн-школу английского');
      expect(mail.text).toContain('в роли преподавателя');
      const signedIn = await setPassword(await linkFor('olga.teacher@example.com'));
      expect(signedIn.status).toBe(200);
      expect((await readJson<Session>(signedIn)).user).toMatchObject({ email: 'olga.teacher@example.com', isTeacher: true, roleId: 'teacher' });
      expect(await card(id)).toMatchObject({ invitation: 'accepted' });
      const people = await readJson<PeopleList>(await ok(server.query('admin.people.list', { page: 1, search: 'olga.teacher', status: 'active' }, admin)));
      expect(people.items.map((p) => p.id)).toEqual([id]);
    });

    it('lets only admins invite staff; a client manager invites students', async () => {
      const refused = await server.mutate(
        'admin.people.invite',
        { firstName: 'Пётр', lastName: 'Хитрый', email: 'sneaky@example.com', roles: ['admin'] },
        manager,
      );
      expect(refused.status).toBe(403);
      expect(await firstError(refused)).toBe('Роли сотрудников школы выдаёт и снимает только администратор.');
      const student = await server.mutate(
        'admin.people.invite',
        { firstName: 'Вера', lastName: 'Ученица', email: 'vera@example.com', roles: ['student'] },
        manager,
      );
      expect(student.status).toBe(200);
      expect(await server.db.selectFrom('users').select('id').where('email', '=', 'sneaky@example.com').execute()).toEqual([]);
    });

    it('leaves nothing behind when an invitation fails: a taken address, roles that do not go together', async () => {
      const before = await server.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const taken = await server.mutate(
        'admin.people.invite',
        { firstName: 'Иван', lastName: 'Дубль', email: 'Student@Demo.School', roles: ['student'] },
        admin,
      );
      expect(taken.status).toBe(409);
      expect(await firstError(taken)).toBe('Этот e-mail уже занят другой учётной записью');
      const mixed = await server.mutate(
        'admin.people.invite',
        { firstName: 'Иван', lastName: 'Смешанный', email: 'mixed@example.com', roles: ['student', 'teacher'] },
        admin,
      );
      expect(mixed.status).toBe(400);
      const after = await server.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      expect(await server.db.selectFrom('mail_outbox').select('id').where('to_address', 'in', ['student@demo.school', 'mixed@example.com']).execute()).toEqual(
        [],
      );
    });

    it('resends an invitation (the old link stops working), revokes it, and lets it expire after 7 days', async () => {
      const { id } = await readJson<{ id: number }>(
        await ok(server.mutate('admin.people.invite', { firstName: 'Дина', lastName: 'Позже', email: 'dina@example.com', roles: ['student'] }, manager)),
      );
      const first = await linkFor('dina@example.com');
      await ok(server.mutate('admin.people.resendInvitation', { id }, manager));
      const second = await linkFor('dina@example.com');
      expect(second).not.toBe(first);
      expect(await firstError(await setPassword(first))).toBe('Эта ссылка больше не действует: отправлена более новая или приглашение отозвано.');
      await ok(server.mutate('admin.people.revokeInvitation', { id }, manager));
      expect(await card(id)).toMatchObject({ invitation: 'revoked' });
      expect((await setPassword(second)).status).toBe(400);
      expect((await server.mutate('admin.people.revokeInvitation', { id }, manager)).status).toBe(409);

      await ok(server.mutate('admin.people.resendInvitation', { id }, manager));
      const third = await linkFor('dina@example.com');
      const start = server.clock.now;
      server.clock.now = new Date(start.getTime() + 7 * 86_400_000 + 60_000);
      try {
        expect(await card(id)).toMatchObject({ invitation: 'expired' });
        expect(await firstError(await setPassword(third))).toBe('Срок действия ссылки истёк. Запросите новую.');
      } finally {
        server.clock.now = start;
      }
    });

    it('gives and takes roles; staff roles only by admins; never roles that cannot go together', async () => {
      const id = await idOf('newstudent@demo.school');
      expect((await server.mutate('admin.people.setRoles', { id, roles: ['student', 'client_manager'] }, manager)).status).toBe(403);
      expect((await server.mutate('admin.people.setRoles', { id, roles: ['student', 'teacher'] }, admin)).status).toBe(400);
      await ok(server.mutate('admin.people.setRoles', { id, roles: ['student', 'client_manager'] }, admin));
      expect((await card(id)).roles).toEqual(['student', 'client_manager']);
      expect((await card(id, manager)).canManage).toBe(false);
      expect((await server.mutate('admin.people.setActive', { id, active: false }, manager)).status).toBe(403);
      await ok(server.mutate('admin.people.setRoles', { id, roles: ['student'] }, admin));
      const { items } = await audit({ personId: id, kind: 'person.roles' });
      expect(items[0]).toMatchObject({ before: { roles: ['student', 'client_manager'] }, after: { roles: ['student'] }, actor: { firstName: 'Марина' } });
    });

    it('deactivates a person at once (every session ends, sign-in refused, records kept) and reactivates them', async () => {
      const student = await server.login('teen@demo.school');
      const id = await idOf('teen@demo.school');
      await ok(server.mutate('admin.people.setActive', { id, active: false }, manager));
      expect((await server.request('/api/auth/session', { cookie: student })).status).toBe(401);
      const refused = await server.request('/api/auth/login', {
        method: 'POST',
        json: { email: 'teen@demo.school', password: 'demo' },
        remoteAddress: '203.0.113.20',
      });
      expect(refused.status).toBe(403);
      expect(await firstError(refused)).toBe('Учётная запись отключена. Обратитесь в школу.');
      expect(await card(id)).toMatchObject({ active: false });
      expect((await server.query('admin.students.get', { studentId: id }, admin)).status).toBe(200);
      await ok(server.mutate('admin.people.setActive', { id, active: true }, manager));
      expect(
        (await server.request('/api/auth/login', { method: 'POST', json: { email: 'teen@demo.school', password: 'demo' }, remoteAddress: '203.0.113.20' }))
          .status,
      ).toBe(200);
    });

    it('never deactivates oneself or the last admin, and never takes one’s own admin role', async () => {
      const self = await server.mutate('admin.people.setActive', { id: await idOf('admin@demo.school'), active: false }, admin);
      expect(self.status).toBe(409);
      expect(await firstError(self)).toBe('Нельзя отключить собственную учётную запись.');
      const own = await server.mutate('admin.people.setRoles', { id: await idOf('admin@demo.school'), roles: [] }, admin);
      expect(await firstError(own)).toBe('Нельзя снять роль администратора с самого себя.');

      // Two admins deactivating each other at the same moment: one of them stays.
      const { id: second } = await readJson<{ id: number }>(
        await ok(server.mutate('admin.people.invite', { firstName: 'Второй', lastName: 'Админ', email: 'second.admin@example.com', roles: ['admin'] }, admin)),
      );
      const secondCookie = cookieOf(await setPassword(await linkFor('second.admin@example.com')));
      const first = await idOf('admin@demo.school');
      const answers = await Promise.all([
        server.mutate('admin.people.setActive', { id: second, active: false }, admin),
        server.mutate('admin.people.setActive', { id: first, active: false }, secondCookie),
      ]);
      // The one refused either met the last-admin rule (409) or, when the other change came first, its own
      // account was already off (401): both keep one admin, which is what is checked after.
      const [won, refused] = answers.map((a) => a.status).sort();
      expect(won).toBe(200);
      expect([401, 409]).toContain(refused);
      const active = await server.db.selectFrom('users').select('id').where('is_admin', '=', true).where('deactivated_at', 'is', null).execute();
      expect(active).toHaveLength(1);
      // Whoever stayed brings the other one back.
      const survivor = active[0]!.id === first ? admin : secondCookie;
      await ok(server.mutate('admin.people.setActive', { id: active[0]!.id === first ? second : first, active: true }, survivor));
      admin = await server.login('admin@demo.school');
    });
  });

  describe('a student’s setup', () => {
    it('assigns and unassigns teachers; the student page and the teacher’s list follow', async () => {
      const studentId = await idOf('newstudent@demo.school');
      const teacherId = await idOf('teacher@demo.school');
      await ok(server.mutate('admin.students.assignTeacher', { studentId, teacherId }, manager));
      const setup = await readJson<StudentSetup>(await ok(server.query('admin.students.get', { studentId }, manager)));
      expect(setup.teachers.map((t) => t.id)).toContain(teacherId);
      const teacher = await server.login('teacher@demo.school');
      expect((await server.query('students.getStudent', { studentId }, teacher)).status).toBe(200);
      await ok(server.mutate('admin.students.unassignTeacher', { studentId, teacherId }, manager));
      expect((await server.query('students.getStudent', { studentId }, teacher)).status).toBe(403);
      const notTeacher = await server.mutate('admin.students.assignTeacher', { studentId, teacherId: await idOf('hr@demo.school') }, manager);
      expect(await firstError(notTeacher)).toBe('Этот человек не преподаватель.');
    });

    it('changes a balance only by an adjustment with a reason, kept in the ledger with who, when and why', async () => {
      const studentId = await idOf('student@demo.school');
      const before = await readJson<StudentSetup>(await ok(server.query('admin.students.get', { studentId }, manager)));
      const left = before.balances.find((b) => b.formatId === 'skype-50')?.reportsLeft ?? 0;
      const noReason = await server.mutate('admin.students.adjustBalance', { studentId, formatId: 'skype-50', delta: 3, reason: '  ' }, manager);
      expect(noReason.status).toBe(400);
      expect(await firstError(noReason)).toBe('Укажите причину: она останется в истории баланса');
      expect((await server.mutate('admin.students.adjustBalance', { studentId, formatId: 'skype-50', delta: 0, reason: 'ноль' }, manager)).status).toBe(400);
      const answer = await readJson<{ reportsLeft: number }>(
        await ok(server.mutate('admin.students.adjustBalance', { studentId, formatId: 'skype-50', delta: 3, reason: 'Подарок за отзыв' }, manager)),
      );
      expect(answer.reportsLeft).toBe(left + 3);
      const after = await readJson<StudentSetup>(await ok(server.query('admin.students.get', { studentId }, admin)));
      expect(after.ledger[0]).toMatchObject({ delta: 3, balanceAfter: left + 3, reason: 'Подарок за отзыв', by: { firstName: expect.any(String) } });
      const student = await server.login('student@demo.school');
      const session = await readJson<Session>(await server.request('/api/auth/session', { cookie: student }));
      expect(session.user.paidReportsLeftCounts.find((b) => b.id === 'skype-50')?.reportsLeft).toBe(left + 3);
      const { items } = await audit({ personId: studentId, kind: 'student.balance' });
      expect(items[0]).toMatchObject({ before: { reportsLeft: left }, after: { reportsLeft: left + 3, reason: 'Подарок за отзыв' } });
    });

    it('sets the plan, the status and the program', async () => {
      const studentId = await idOf('student2@demo.school');
      await ok(server.mutate('admin.students.update', { studentId, subscriptionPlanId: '50m_v4', statusId: 'active-student', programId: 1620 }, manager));
      const setup = await readJson<StudentSetup>(await ok(server.query('admin.students.get', { studentId }, manager)));
      expect(setup).toMatchObject({ subscriptionPlanId: '50m_v4', statusId: 'active-student', programId: 1620 });
      const bad = await server.mutate('admin.students.update', { studentId, subscriptionPlanId: 'no-such-plan', statusId: null, programId: null }, manager);
      expect(await firstError(bad)).toBe('Такого тарифа нет.');
    });
  });

  describe('groups and companies', () => {
    it('creates and edits a group and adjusts its balance with a reason', async () => {
      const students = [await idOf('student@demo.school'), await idOf('kid@demo.school')];
      const teacherId = await idOf('teacher@demo.school');
      const { id } = await readJson<{ id: number }>(
        await ok(
          server.mutate(
            'admin.groups.save',
            { name: 'Вечерняя B1', companyId: 1, subscriptionPlanId: null, studentIds: students, teacherIds: [teacherId] },
            manager,
          ),
        ),
      );
      await ok(
        server.mutate(
          'admin.groups.save',
          { id, name: 'Вечерняя B1+', companyId: 1, subscriptionPlanId: null, studentIds: [students[0]!], teacherIds: [teacherId] },
          manager,
        ),
      );
      await ok(server.mutate('admin.groups.adjustBalance', { groupId: id, formatId: 'group-60', delta: 8, reason: 'Оплата по договору' }, manager));
      const group = await readJson<GroupDetails>(await ok(server.query('admin.groups.get', { groupId: id }, manager)));
      expect(group).toMatchObject({ name: 'Вечерняя B1+', company: { id: 1 }, students: [{ id: students[0] }], teachers: [{ id: teacherId }] });
      expect(group.balances).toEqual([expect.objectContaining({ formatId: 'group-60', reportsLeft: 8 })]);
      expect(group.ledger[0]).toMatchObject({ delta: 8, reason: 'Оплата по договору', balanceAfter: 8 });
      const notStudent = await server.mutate(
        'admin.groups.save',
        { name: 'Плохая', companyId: null, subscriptionPlanId: null, studentIds: [teacherId], teacherIds: [] },
        manager,
      );
      expect(await firstError(notStudent)).toBe('Этот человек не ученик.');
    });

    it('adds HR users by invitation, removes them, and adds existing students to a company', async () => {
      const { id: hrId } = await readJson<{ id: number }>(
        await ok(server.mutate('admin.companies.inviteHr', { companyId: 1, firstName: 'Нина', lastName: 'Кадры', email: 'nina.hr@example.com' }, manager)),
      );
      const mail = await server.db.selectFrom('mail_outbox').select('text').where('to_address', '=', 'nina.hr@example.com').executeTakeFirstOrThrow();
      expect(mail.text).toContain('в роли HR-менеджера компании «');
      const signedIn = await readJson<Session>(await setPassword(await linkFor('nina.hr@example.com')));
      expect(signedIn.user.hrUserGroupIds).toEqual([1]);
      const again = await server.mutate(
        'admin.companies.inviteHr',
        { companyId: 1, firstName: 'Нина', lastName: 'Кадры', email: 'nina.hr@example.com' },
        manager,
      );
      expect(again.status).toBe(409);

      const studentId = await idOf('teen@demo.school');
      await ok(server.mutate('admin.companies.addStudent', { companyId: 1, personId: studentId }, manager));
      let company = await readJson<CompanyDetails>(await ok(server.query('admin.companies.get', { companyId: 1 }, manager)));
      expect(company.hrUsers.map((u) => u.id)).toContain(hrId);
      expect(company.students.map((s) => s.id)).toContain(studentId);
      await ok(server.mutate('admin.companies.removeHr', { companyId: 1, personId: hrId }, manager));
      await ok(server.mutate('admin.companies.removeStudent', { companyId: 1, personId: studentId }, manager));
      company = await readJson<CompanyDetails>(await ok(server.query('admin.companies.get', { companyId: 1 }, manager)));
      expect(company.hrUsers.map((u) => u.id)).not.toContain(hrId);
      expect(company.students.map((s) => s.id)).not.toContain(studentId);
    });
  });

  describe('leads', () => {
    it('turn into a student in one step: the account, the invitation, the teacher, the lead marked converted', async () => {
      await ok(
        server.request('/api/public/leads', {
          method: 'POST',
          json: { name: 'Лид Лидов', phone: '+7 911 222-33-44', contact: 'lead@example.com', ageGroup: 'adult', time: 'evening', source: 'home' },
          remoteAddress: '203.0.113.50',
        }),
      );
      const lead = await server.db.selectFrom('leads').select('id').where('phone_digits', '=', '79112223344').executeTakeFirstOrThrow();
      const teacherId = await idOf('teacher@demo.school');
      const { id } = await readJson<{ id: number }>(
        await ok(
          server.mutate(
            'leads.convert',
            { leadId: lead.id, firstName: 'Лид', lastName: 'Лидов', email: 'lead@example.com', phone: '+7 911 222-33-44', teacherId },
            manager,
          ),
        ),
      );
      const leads = await readJson<{ id: number; status: string; convertedUserId: number | null }[]>(await ok(server.query('leads.list', {}, manager)));
      expect(leads.find((l) => l.id === lead.id)).toMatchObject({ status: 'converted', convertedUserId: id });
      const setup = await readJson<StudentSetup>(await ok(server.query('admin.students.get', { studentId: id }, manager)));
      expect(setup.teachers.map((t) => t.id)).toEqual([teacherId]);
      expect(await linkFor('lead@example.com')).toBeTruthy();
      const again = await server.mutate(
        'leads.convert',
        { leadId: lead.id, firstName: 'Лид', lastName: 'Лидов', email: 'lead2@example.com', phone: '' },
        manager,
      );
      expect(await firstError(again)).toBe('Эта заявка уже превращена в ученика.');
    });

    it('are marked handled or rejected with a note', async () => {
      const lead = await server.db.selectFrom('leads').select('id').where('status', '=', 'new').orderBy('id').executeTakeFirstOrThrow();
      await ok(server.mutate('leads.setStatus', { leadId: lead.id, status: 'rejected', note: 'Не дозвонились три раза' }, manager));
      const leads = await readJson<{ id: number; status: string; statusNote: string }[]>(await ok(server.query('leads.list', {}, admin)));
      expect(leads.find((l) => l.id === lead.id)).toMatchObject({ status: 'rejected', statusNote: 'Не дозвонились три раза' });
    });
  });

  describe('the audit log', () => {
    it('records staff sign-ins and back-office changes with who, when, before and after; filters by person and kind', async () => {
      const signIns = await audit({ kind: 'sign-in' });
      expect(signIns.items.some((e) => e.actor?.firstName === 'Марина' && (e.after as { method: string }).method === 'password')).toBe(true);
      const teacherSignIns = await server.db
        .selectFrom('audit_log')
        .select('id')
        .where('kind', '=', 'sign-in')
        .where('actor_id', '=', await idOf('teacher@demo.school'))
        .execute();
      expect(teacherSignIns).toEqual([]);
      const managerId = await idOf('manager@demo.school');
      const byManager = await audit({ personId: managerId });
      expect(new Set(byManager.items.map((e) => e.kind))).toEqual(expect.objectContaining({ size: expect.any(Number) }));
      expect(byManager.items.every((e) => e.actor?.id === managerId || e.person?.id === managerId)).toBe(true);
      expect(byManager.items.map((e) => e.kind)).toEqual(expect.arrayContaining(['sign-in', 'group.create', 'lead.convert', 'company.hr-add']));
      const groupEdits = await audit({ kind: 'group.update' });
      expect(groupEdits.items[0]).toMatchObject({
        before: { name: 'Вечерняя B1' },
        after: { name: 'Вечерняя B1+' },
        subject: expect.stringMatching(/^student-group:\d+$/),
      });
    });
  });
});
