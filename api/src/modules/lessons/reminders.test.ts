import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { groupMembers, queryPath, readJson, startTestServer, type TestServer } from '#test/harness';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '#test/smtp';

/**
 * E-mail reminders of lessons (24 hours and 1 hour before) and the report e-mail, as they reach a real
 * SMTP server, with the school's test clock moved forward: once per lesson and kind, the new time after
 * a move, nothing after a deletion, nothing a setting turned off, the reader's zone (summer time
 * included), nothing for a deactivated account, whose calendar feed stops answering.
 */

let server: TestServer;
let smtp: TestSmtpServer;
let teacher: string;
let student: string;
let admin: string;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Thursday 26 March 2026, 15:00 in Moscow; Europe goes to summer time on Sunday 29 March at 01:00 UTC.
const NOW = new Date('2026-03-26T12:00:00.000Z');
const PUBLIC_URL = 'https://school.example';
const STUDENT = 'student@demo.school';
const TEACHER = 'teacher@demo.school';

let offset = 0;
const schoolNow = () => new Date(NOW.getTime() + offset);

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await startTestServer({
    now: NOW,
    env: { ENABLE_TEST_CLOCK: 'true', SMTP_URL: smtp.url, MAIL_RETRY_DELAY_S: '1', PUBLIC_URL, SIGNING_SECRET: 'reminders-test-secret-0123456789' },
  });
  [teacher, student, admin] = await server.loginAll(TEACHER, STUDENT, 'admin@demo.school');
}, 120_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

/** Moves the school's clock to `at` (PUT /api/test-clock). */
async function clockTo(at: Date): Promise<void> {
  offset = at.getTime() - NOW.getTime();
  const response = await server.request('/api/test-clock', { method: 'PUT', json: { offsetMs: offset } });
  expect(response.status).toBe(200);
}

/** Waits until no reminder or delivery job is due or running: what was going to be sent by now went out. */
async function settled(): Promise<void> {
  const end = Date.now() + 45_000;
  while (Date.now() < end) {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pgboss.job
      WHERE name IN ('lessons.remind', 'mail.deliver') AND state IN ('created', 'retry', 'active') AND start_after <= now()`.execute(server.db);
    if (rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('Reminder jobs did not settle in 45 s');
}

const isDay = (m: ReceivedMail) => m.subject.startsWith('Напоминание об уроке');
const isHour = (m: ReceivedMail) => m.subject.startsWith('Скоро урок');
const to = (address: string, match: (m: ReceivedMail) => boolean = () => true) => smtp.received.filter((m) => m.to === address && match(m));

async function setLesson(at: Date): Promise<number> {
  const response = await server.request('/api/server/students/9/appointments', { method: 'POST', cookie: teacher, json: { date: at.toISOString() } });
  expect(response.status).toBe(201);
  return (await readJson<{ id: number }>(response)).id;
}

async function setZone(email: string, zone: string | null) {
  await server.db.updateTable('users').set({ time_zone: zone }).where('email', '=', email).execute();
}

describe('lesson reminders', () => {
  it('sends one 24-hour and one 1-hour reminder to the student and the teacher, in Moscow time by default', async () => {
    const at = new Date(schoolNow().getTime() + 48 * HOUR); // Saturday 28 March, 15:00 in Moscow
    await setLesson(at);
    await clockTo(new Date(at.getTime() - 24 * HOUR - MINUTE));
    await settled();
    expect(smtp.received).toEqual([]);

    await clockTo(new Date(at.getTime() - 24 * HOUR + MINUTE));
    await settled();
    const [day] = to(STUDENT, isDay);
    expect(day?.subject).toBe('Напоминание об уроке: завтра в 15:00');
    expect(day!.text).toContain('урок английского с преподавателем Анна Смирнова');
    expect(day!.text).toContain('Начало: суббота, 28 марта, 15:00 (по московскому времени).');
    expect(day!.text).toContain(`${PUBLIC_URL}/lms/dashboard`);
    expect(day!.html).toContain(`href="${PUBLIC_URL}/lms/dashboard"`);
    expect(day!.html).toContain('суббота, 28 марта, 15:00');
    const [teacherDay] = to(TEACHER, isDay);
    expect(teacherDay!.text).toMatch(/урок с учеником \S+ \S+\./);
    expect(teacherDay!.text).toContain(`${PUBLIC_URL}/lms/students/9`);

    await clockTo(new Date(at.getTime() - HOUR + MINUTE));
    await settled();
    expect(to(STUDENT, isHour)[0]?.subject).toBe('Скоро урок: сегодня в 15:00');
    // Once each, to each of them.
    for (const address of [STUDENT, TEACHER]) {
      expect(to(address, isDay)).toHaveLength(1);
      expect(to(address, isHour)).toHaveLength(1);
    }
    expect(smtp.received).toHaveLength(4);
  }, 120_000);

  it('words the time in each reader’s own zone, summer time included', async () => {
    await setZone(STUDENT, 'Asia/Yekaterinburg');
    await setZone(TEACHER, 'Europe/Berlin');
    // Sunday 29 March 16:00 UTC: Berlin is on summer time (18:00, GMT+2) since 01:00 that day; the
    // reminder goes out the day before, when Berlin is still GMT+1.
    const at = new Date('2026-03-29T16:00:00.000Z');
    const id = await setLesson(at);
    await clockTo(new Date(at.getTime() - 24 * HOUR + MINUTE));
    await settled();
    const [forStudent] = to(STUDENT, isDay);
    expect(forStudent!.subject).toBe('Напоминание об уроке: завтра в 21:00');
    expect(forStudent!.text).toContain('Начало: воскресенье, 29 марта, 21:00 (по вашему времени, GMT+5).');
    const [forTeacher] = to(TEACHER, isDay);
    expect(forTeacher!.subject).toBe('Напоминание об уроке: завтра в 18:00');
    expect(forTeacher!.text).toContain('Начало: воскресенье, 29 марта, 18:00 (по вашему времени, GMT+2).');
    expect(smtp.received).toHaveLength(2);
    await setZone(STUDENT, null);
    await setZone(TEACHER, null);
    expect((await server.request(`/api/server/students/9/appointments/${id}`, { method: 'DELETE', cookie: teacher })).status).toBe(200);
  }, 120_000);

  it('after a move, reminds of the new time and sends nothing at the old one', async () => {
    const first = new Date(schoolNow().getTime() + 48 * HOUR);
    const moved = new Date(first.getTime() + 2 * HOUR);
    const id = await setLesson(first);
    const response = await server.request(`/api/server/students/9/appointments/${id}`, {
      method: 'POST',
      cookie: teacher,
      json: { date: moved.toISOString() },
    });
    expect(response.status).toBe(200);

    await clockTo(new Date(first.getTime() - 24 * HOUR + MINUTE));
    await settled();
    expect(smtp.received).toEqual([]);
    await clockTo(new Date(moved.getTime() - 24 * HOUR + MINUTE));
    await settled();
    const newTime = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', hour: '2-digit', minute: '2-digit' }).format(moved);
    const oldTime = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', hour: '2-digit', minute: '2-digit' }).format(first);
    expect(to(STUDENT, isDay)).toHaveLength(1);
    expect(to(STUDENT, isDay)[0]!.subject).toBe(`Напоминание об уроке: завтра в ${newTime}`);
    expect(to(STUDENT, isDay)[0]!.text).not.toContain(oldTime);
    expect(to(TEACHER, isDay)).toHaveLength(1);

    await clockTo(new Date(first.getTime() - HOUR + MINUTE));
    await settled();
    expect(to(STUDENT, isHour)).toEqual([]);
    await clockTo(new Date(moved.getTime() - HOUR + MINUTE));
    await settled();
    expect(to(STUDENT, isHour).map((m) => m.subject)).toEqual([`Скоро урок: сегодня в ${newTime}`]);
    expect(to(TEACHER, isHour)).toHaveLength(1);
    expect(smtp.received).toHaveLength(4);
  }, 120_000);

  it('sends nothing for a deleted lesson', async () => {
    const at = new Date(schoolNow().getTime() + 48 * HOUR);
    const id = await setLesson(at);
    expect((await server.request(`/api/server/students/9/appointments/${id}`, { method: 'DELETE', cookie: teacher })).status).toBe(200);
    await clockTo(new Date(at.getTime() - 24 * HOUR + MINUTE));
    await settled();
    await clockTo(new Date(at.getTime() - HOUR + MINUTE));
    await settled();
    expect(smtp.received).toEqual([]);
  }, 120_000);

  it('respects each reader’s settings when the reminder goes out', async () => {
    const at = new Date(schoolNow().getTime() + 48 * HOUR);
    await setLesson(at);
    // Turned off after the lesson was set: what counts is the setting at sending time.
    expect((await server.mutate('lessons.updateSettings', { remind24h: false, remind1h: true }, student)).status).toBe(200);
    expect((await server.mutate('lessons.updateSettings', { remind24h: false, remind1h: false }, teacher)).status).toBe(200);
    await clockTo(new Date(at.getTime() - 24 * HOUR + MINUTE));
    await settled();
    expect(smtp.received).toEqual([]);
    await clockTo(new Date(at.getTime() - HOUR + MINUTE));
    await settled();
    expect(smtp.received.map((m) => [m.to, isHour(m)])).toEqual([[STUDENT, true]]);
    for (const cookie of [student, teacher]) await server.mutate('lessons.updateSettings', { remind24h: true, remind1h: true }, cookie);
  }, 120_000);

  it('names the group to its students and its teacher', async () => {
    const members = await server.db
      .selectFrom('student_group_students as gs')
      .innerJoin('users as u', 'u.id', 'gs.student_id')
      .select(['u.email'])
      .where('gs.student_group_id', '=', 1)
      .execute();
    const at = new Date(schoolNow().getTime() + 48 * HOUR);
    const response = await server.request('/api/server/student_groups/1/appointments', { method: 'POST', cookie: teacher, json: { date: at.toISOString() } });
    expect(response.status).toBe(201);
    await clockTo(new Date(at.getTime() - 24 * HOUR + MINUTE));
    await settled();
    for (const { email } of members) {
      const mails = to(email, isDay);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('урок группы «Альфа: английский для разработчиков» с преподавателем Анна Смирнова');
      expect(mails[0]!.text).toContain(`${PUBLIC_URL}/lms/student-groups/1`);
    }
    expect(to(TEACHER, isDay)[0]!.text).toContain('урок с группой «Альфа: английский для разработчиков»');
    expect(smtp.received).toHaveLength(members.length + 1);
  }, 120_000);

  it('sends a lesson set 5 hours ahead its day reminder at once, and nothing for one set 5 minutes ahead', async () => {
    await setLesson(new Date(schoolNow().getTime() + 5 * HOUR));
    await setLesson(new Date(schoolNow().getTime() + 5 * MINUTE));
    await settled();
    expect(to(STUDENT).map((m) => m.subject)).toEqual([expect.stringMatching(/^Напоминание об уроке: сегодня в \d\d:\d\d$/)]);
    expect(to(TEACHER)).toHaveLength(1);
  }, 120_000);

  it('after a long pause, sends only the hour reminder when the day one would come too late', async () => {
    const at = new Date(schoolNow().getTime() + 48 * HOUR);
    await setLesson(at);
    // The school was down for the day reminder's moment: both jobs run 30 minutes before the lesson.
    await clockTo(new Date(at.getTime() - 30 * MINUTE));
    await settled();
    expect(smtp.received.map((m) => [m.to, isHour(m)]).sort()).toEqual([
      [STUDENT, true],
      [TEACHER, true],
    ]);
  }, 120_000);
});

describe('a deactivated account', () => {
  it('gets no reminders and its calendar feed answers 404', async () => {
    const feed = await readJson<{ path: string }>(await server.request(queryPath('calendar.getFeed', {}), { cookie: student }));
    expect((await server.request(feed.path)).status).toBe(200);
    const at = new Date(schoolNow().getTime() + 48 * HOUR);
    await setLesson(at);
    expect((await server.mutate('admin.people.setActive', { id: 9, active: false }, admin)).status).toBe(200);
    expect((await server.request(feed.path)).status).toBe(404);
    await clockTo(new Date(at.getTime() - 24 * HOUR + MINUTE));
    await settled();
    expect(to(STUDENT)).toEqual([]);
    expect(to(TEACHER, isDay)).toHaveLength(1);
    expect((await server.mutate('admin.people.setActive', { id: 9, active: true }, admin)).status).toBe(200);
    expect((await server.request(feed.path)).status).toBe(200);
    student = await server.login(STUDENT);
  }, 120_000);
});

describe('the report e-mail', () => {
  const reportData = (date: Date, fullTypeId: string) => ({
    fields: { '1': 'Past Simple', '2': 'Рассказывали о выходных' },
    date: date.toISOString(),
    fullTypeId,
    homeworkGroups: [
      {
        index: 0,
        header: 'Домашнее задание',
        body: '',
        items: [
          { index: 0, header: 'Эссе <b>о выходных</b> & план', body: '' },
          { index: 1, header: 'Выучить 10 слов', body: '' },
        ],
      },
    ],
    status: 'default',
  });

  it('tells the student «Новый отчёт об уроке» with the homework (escaped) and a link to their page', async () => {
    const response = await server.mutate(
      'reports.createStudentReport',
      { studentId: 9, data: reportData(new Date(NOW.getTime() - HOUR), 'skype-50') },
      teacher,
    );
    expect(response.status).toBe(200);
    const mail = await smtp.waitFor(STUDENT, (m) => m.subject === 'Новый отчёт об уроке');
    expect(mail.text).toContain('Преподаватель: Анна Смирнова.');
    expect(mail.text).toContain('• Эссе <b>о выходных</b> & план');
    expect(mail.text).toContain('• Выучить 10 слов');
    expect(mail.html).toContain('Эссе &lt;b&gt;о выходных&lt;/b&gt; &amp; план');
    expect(mail.html).not.toContain('<b>о выходных</b>');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/lms/students/9"`);
    const outbox = await server.db.selectFrom('mail_outbox').select(['kind', 'user_id']).where('kind', '=', 'report-new').execute();
    expect(outbox).toEqual([{ kind: 'report-new', user_id: 9 }]);
  }, 60_000);

  it('goes to the students of a group report who were present', async () => {
    const members = await groupMembers(server, 1);
    expect(members.length).toBeGreaterThan(1);
    const response = await server.mutate(
      'reports.createGroupReport',
      {
        studentGroupId: 1,
        students: members.map((m, i) => ({ studentId: m.id, status: i === 0 ? 'absent' : 'present' })),
        data: reportData(new Date(NOW.getTime() - 2 * HOUR), 'group-60'),
      },
      teacher,
    );
    expect(response.status).toBe(200);
    for (const member of members.slice(1)) {
      const mail = await smtp.waitFor(member.email, (m) => m.subject === 'Новый отчёт об уроке');
      expect(mail.text).toContain('группа «Альфа: английский для разработчиков»');
      expect(mail.text).toContain(`${PUBLIC_URL}/lms/students/${member.id}`);
    }
    await settled();
    expect(to(members[0]!.email)).toEqual([]);
  }, 60_000);
});
