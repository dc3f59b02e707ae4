import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextPieces } from '@school/shared/domain';
import type { Report, ReportPage } from '@school/shared/schemas';
import { firstError, readJson, startTestServer, type TestServer } from '#test/harness';

let server: TestServer;
let teacher: string;
let otherTeacher: string;
let admin: string;
let student: string;
let apprentice: string;
let trialStudentId: number;

const HOUR = 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
  [teacher, otherTeacher, admin, student, apprentice] = await server.loginAll(
    'teacher@demo.school',
    'oleg.petrov@demo.school',
    'admin@demo.school',
    'student@demo.school',
    'apprentice@demo.school',
  );
  const row = await server.db.selectFrom('student_teachers').select('student_id').where('teacher_id', '=', 6).executeTakeFirstOrThrow();
  trialStudentId = row.student_id;
});
afterAll(() => server.close());

const reportData = (overrides: Record<string, unknown> = {}) => ({
  fields: { '1': 'Past Simple', '2': 'Рассказывали о выходных' },
  date: new Date(server.clock.now.getTime() - 2 * HOUR).toISOString(),
  fullTypeId: 'skype-50',
  homeworkGroups: [
    {
      index: 0,
      header: 'Домашнее задание',
      body: 'До пятницы',
      items: [
        { index: 0, header: 'https://school.example/lms/lessons/B1-12', body: 'Повторить теорию' },
        { index: 1, header: '**Написать** 5 предложений', body: '' },
      ],
    },
  ],
  videoFileName: null,
  status: 'default',
  ...overrides,
});

async function reportsOf(studentId: number, cookie: string, extra: Record<string, unknown> = {}) {
  const response = await server.query('students.getReports', { studentId, ...extra }, cookie);
  expect(response.status).toBe(200);
  return readJson<ReportPage>(response);
}

async function uploadVideo(cookie: string, bytes: Uint8Array<ArrayBuffer>, contentType = 'video/mp4') {
  const link = await server.request(
    `/api/server/get_file_upload_link?contentType=${encodeURIComponent(contentType)}&fileExtension=mp4&fileSize=${bytes.length}`,
    { cookie },
  );
  expect(link.status).toBe(200);
  const { url, fileName } = await readJson<{ url: string; fileName: string }>(link);
  const put = await server.request(url, { method: 'PUT', body: bytes, headers: { 'content-type': contentType } });
  return { url, fileName, put };
}

describe('reading reports', () => {
  it('pages a student’s reports for the teacher, newest first, with every field', async () => {
    const page = await reportsOf(9, teacher, { pageSize: 10 });
    expect(page.total).toBe(26);
    expect(page.items).toHaveLength(10);
    const dates = page.items.map((r) => new Date(r.date).getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(page.items[0]!.order).toBe(26);
    const withNotes = page.items.find((r) => r.fields.some((f) => f.reportFieldTypeId === 5));
    expect(withNotes).toBeDefined();
    expect(page.items.every((r) => r.rate === undefined && r.rateData === undefined)).toBe(true);
    const third = await reportsOf(9, teacher, { page: 3, pageSize: 10 });
    expect(third.items).toHaveLength(6);
  });

  it('filters by lesson type and lists the types found', async () => {
    const all = await reportsOf(10, teacher);
    expect(all.fullTypes?.map((t) => t.id).sort()).toEqual(['skype-25', 'skype-50']);
    const short = await reportsOf(10, teacher, { fullTypeId: 'skype-25' });
    expect(short.total).toBe(6);
    expect(short.items.every((r) => r.fullTypeId === 'skype-25')).toBe(true);
  });

  it('shows students only the fields visible for students, no rate and no attendance', async () => {
    const response = await server.query('students.getReportsForStudent', { studentId: 9, pageSize: 30 }, student);
    expect(response.status).toBe(200);
    const page = await readJson<ReportPage>(response);
    expect(page.total).toBe(26);
    expect(page.items.some((r) => r.fields.some((f) => f.reportFieldTypeId === 5))).toBe(false);
    expect(page.items.every((r) => r.rate === undefined)).toBe(true);
  });

  it('shows admins the rate and its data', async () => {
    const page = await readJson<ReportPage>(await server.query('students.getReportsForStudent', { studentId: 9 }, admin));
    expect(page.items[0]!.rate).toEqual(expect.any(Number));
    expect(page.items[0]!.rateData).toMatchObject({ version: 1 });
  });

  it('keeps teachers on the teacher endpoint and away from other teachers’ students', async () => {
    expect((await server.query('students.getReports', { studentId: 9 }, student)).status).toBe(403);
    expect((await server.query('students.getReports', { studentId: 9 }, otherTeacher)).status).toBe(403);
    expect((await server.query('students.getReportsForStudent', { studentId: 10 }, student)).status).toBe(403);
    expect((await server.query('students.getReports', { studentId: 99_999 }, teacher)).status).toBe(404);
  });

  it('lists group reports with the attendance for the group’s teacher and its company HR', async () => {
    const page = await readJson<ReportPage>(await server.query('students.getGroupReports', { studentGroupId: 1 }, teacher));
    expect(page.total).toBe(5);
    expect(page.items[0]!.reportsUsers?.length).toBeGreaterThan(0);
    const hr = await server.login('hr@demo.school');
    const hrPage = await readJson<ReportPage>(await server.query('students.getGroupReports', { studentGroupId: 1 }, hr));
    expect(hrPage.items[0]!.reportsUsers?.length).toBeGreaterThan(0);
    expect(hrPage.items.some((r) => r.fields.some((f) => f.reportFieldTypeId === 5))).toBe(false);
    expect((await server.query('students.getGroupReports', { studentGroupId: 1 }, otherTeacher)).status).toBe(403);
  });

  it('answers what the report area needs of a student and of a group', async () => {
    const s = await readJson<{ id: number; defaultReportFullTypeId: string; studentPaidReportsLeftCounts: { id: string }[] }>(
      await server.query('reports.getStudent', { studentId: 9 }, teacher),
    );
    expect(s).toMatchObject({ id: 9, defaultReportFullTypeId: 'skype-50' });
    expect(s.studentPaidReportsLeftCounts.map((b) => b.id)).toEqual(['skype-50']);
    const g = await readJson<{ students: unknown[]; teachers: { id: number }[] }>(await server.query('reports.getGroup', { studentGroupId: 1 }, teacher));
    expect(g.students.length).toBeGreaterThan(2);
    expect(g.teachers.map((t) => t.id)).toEqual([4]);
    expect((await server.query('reports.getStudent', { studentId: 9 }, otherTeacher)).status).toBe(403);
  });
});

describe('writing reports', () => {
  it('creates a report with homework and an uploaded video the student can watch, with seeking', async () => {
    const bytes = new Uint8Array(Array.from({ length: 2048 }, (_, i) => i % 251));
    const { fileName, put } = await uploadVideo(teacher, bytes);
    expect(put.status).toBe(200);

    const created = await server.mutate('reports.createStudentReport', { studentId: 9, data: reportData({ videoFileName: fileName }) }, teacher);
    expect(created.status).toBe(200);
    const report = await readJson<Report>(created);
    expect(report).toMatchObject({ studentId: 9, teacherId: 4, fullTypeId: 'skype-50', videoFileName: fileName, status: 'default' });
    expect(report.homeworkGroups[0]!.items.map((i) => i.header)).toEqual(['https://school.example/lms/lessons/B1-12', '**Написать** 5 предложений']);

    const redirect = await server.request(`/api/server/reports/${report.id}/video`, { cookie: student });
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get('location')!;
    expect(location).toMatch(/^\/api\/server\/files\/report-videos\//);
    const full = await server.request(location);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('video/mp4');
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await full.arrayBuffer())).toEqual(bytes);
    const part = await server.request(location, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/2048');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));
    expect((await server.request(location, { headers: { range: 'bytes=5000-' } })).status).toBe(416);

    expect((await server.request(`/api/server/reports/${report.id}/video`, { cookie: otherTeacher })).status).toBe(403);

    const page = await readJson<ReportPage>(await server.query('students.getReportsForStudent', { studentId: 9 }, student));
    expect(page.items.map((r) => r.id)).toContain(report.id);
  });

  it('removes a video from storage once the report no longer points to it', async () => {
    const first = await uploadVideo(teacher, new Uint8Array(64));
    const report = await readJson<Report>(
      await server.mutate('reports.createStudentReport', { studentId: 9, data: reportData({ videoFileName: first.fileName }) }, teacher),
    );
    const firstLocation = (await server.request(`/api/server/reports/${report.id}/video`, { cookie: teacher })).headers.get('location')!;
    expect((await server.request(firstLocation)).status).toBe(200);

    const second = await uploadVideo(teacher, new Uint8Array(32));
    const replaced = await server.mutate(
      'reports.updateReport',
      { reportId: report.id, studentId: 9, data: { ...reportData({ videoFileName: second.fileName }), fullTypeId: undefined } },
      teacher,
    );
    expect(replaced.status).toBe(200);
    expect((await server.request(firstLocation)).status).toBe(404);
    const secondLocation = (await server.request(`/api/server/reports/${report.id}/video`, { cookie: teacher })).headers.get('location')!;
    expect((await server.request(secondLocation)).status).toBe(200);

    const removed = await server.mutate(
      'reports.updateReport',
      { reportId: report.id, studentId: 9, data: { ...reportData({ videoFileName: null }), fullTypeId: undefined } },
      teacher,
    );
    expect(removed.status).toBe(200);
    expect((await server.request(secondLocation)).status).toBe(404);
  });

  it('stores the planned rate (version 2) and shows the amount to admins only', async () => {
    const created = await readJson<Report>(await server.mutate('reports.createStudentReport', { studentId: 9, data: reportData() }, teacher));
    const forAdmin = await readJson<ReportPage>(await server.query('students.getReportsForStudent', { studentId: 9 }, admin));
    const seen = forAdmin.items.find((r) => r.id === created.id)!;
    // ⌊⌊700 × 0,94⌋ × 1,1 × 1,05 × 1,02 + ⌊50 × 0,94⌋ + ⌊30 × 0,94⌋⌋ = ⌊775,19 + 47 + 28⌋
    expect(seen.rate).toBe(850);
    expect(seen.rateData).toMatchObject({ version: 2, baseRate: 700, skillMultiplier: 1.05, salaryPaymentMethodMultiplier: 0.94 });
    expect(created.rate).toBeUndefined();
  });

  it('refuses a date later than now and a homework header mixing a link and words', async () => {
    const future = await server.mutate(
      'reports.createStudentReport',
      { studentId: 9, data: reportData({ date: new Date(server.clock.now.getTime() + HOUR).toISOString() }) },
      teacher,
    );
    expect(future.status).toBe(400);
    expect(await firstError(future)).toBe('Дата занятия не может быть позже текущего момента');
    const noDate = await server.mutate('reports.createStudentReport', { studentId: 9, data: reportData({ date: '' }) }, teacher);
    expect(await firstError(noDate)).toBe('Заполните, пожалуйста, дату и время начала занятия');
    const mixed = await server.mutate(
      'reports.createStudentReport',
      {
        studentId: 9,
        data: reportData({ homeworkGroups: [{ index: 0, header: '', body: '', items: [{ index: 0, header: 'Смотри https://example.com/video', body: '' }] }] }),
      },
      teacher,
    );
    expect(mixed.status).toBe(400);
    expect(await firstError(mixed)).toBe('Ошибка! Допускается либо одна ссылка (без пробелов), либо заголовок');
  });

  it('updates the report’s own teacher’s report: homework replaced, deleted items gone, format kept', async () => {
    const created = await readJson<Report>(await server.mutate('reports.createStudentReport', { studentId: 9, data: reportData() }, teacher));
    const group = created.homeworkGroups[0]!;
    const { fullTypeId: _dropped, ...data } = reportData({
      status: 'missing student',
      homeworkGroups: [
        {
          id: group.id,
          index: 0,
          header: group.header,
          body: group.body,
          items: [{ id: group.items[1]!.id, index: 0, header: group.items[1]!.header, body: '' }],
        },
      ],
    });
    const response = await server.mutate('reports.updateReport', { reportId: created.id, studentId: 9, data }, teacher);
    expect(response.status).toBe(200);
    const updated = await readJson<Report>(response);
    expect(updated.status).toBe('missing student');
    expect(updated.fullTypeId).toBe('skype-50');
    expect(updated.homeworkGroups[0]!.items.map((i) => i.header)).toEqual(['**Написать** 5 предложений']);
  });

  it('writes a group report with each student’s attendance', async () => {
    const group = await readJson<{ students: { id: number }[] }>(await server.query('reports.getGroup', { studentGroupId: 1 }, teacher));
    const students = group.students.map((s, i) => ({ studentId: s.id, status: i === 0 ? 'absent' : 'present' }));
    const response = await server.mutate(
      'reports.createGroupReport',
      { studentGroupId: 1, students, data: reportData({ fullTypeId: 'group-60', fields: { '1': 'Small talk', '6': 'Работали в парах' } }) },
      teacher,
    );
    expect(response.status).toBe(200);
    const report = await readJson<Report>(response);
    expect(report.studentGroupId).toBe(1);
    expect(report.reportsUsers?.find((u) => u.studentId === students[0]!.studentId)?.status).toBe('absent');
  });
});

describe('permissions answer 403 when broken', () => {
  it('editing another teacher’s report', async () => {
    const page = await reportsOf(10, teacher, { pageSize: 20 });
    const olegs = page.items.find((r) => r.teacherId === 8)!;
    const { fullTypeId: _f, ...data } = reportData();
    const response = await server.mutate('reports.updateReport', { reportId: olegs.id, studentId: 10, data }, teacher);
    expect(response.status).toBe(403);
    expect((await server.mutate('reports.updateReport', { reportId: olegs.id, studentId: 10, data }, student)).status).toBe(403);
  });

  it('deleting one’s own report after 24 hours, but not within them', async () => {
    const page = await reportsOf(9, teacher, { pageSize: 100 });
    const created = (hoursAgo: number) =>
      page.items.find((r) => r.teacherId === 4 && Math.abs(server.clock.now.getTime() - new Date(r.createdAt).getTime() - hoursAgo * HOUR) < 60_000)!;
    const old = created(30);
    const fresh = created(2);
    expect(old.paidByTransactionId).toBeNull();
    const refused = await server.request(`/api/server/reports/${old.id}`, { method: 'DELETE', cookie: teacher });
    expect(refused.status).toBe(403);
    expect(await firstError(refused)).toBe('Этот отчёт нельзя удалить');
    expect((await server.request(`/api/server/reports/${fresh.id}`, { method: 'DELETE', cookie: otherTeacher })).status).toBe(403);
    expect((await server.request(`/api/server/reports/${fresh.id}`, { method: 'DELETE', cookie: teacher })).status).toBe(200);
    const after = await reportsOf(9, teacher, { pageSize: 100 });
    expect(after.items.some((r) => r.id === fresh.id)).toBe(false);
  });

  it('deleting a paid report, even as an admin', async () => {
    const page = await reportsOf(9, teacher, { pageSize: 100 });
    const paid = page.items.find((r) => r.paidByTransactionId !== null)!;
    const withReceipt = page.items.find((r) => r.receiptId !== null)!;
    expect((await server.request(`/api/server/reports/${paid.id}`, { method: 'DELETE', cookie: admin })).status).toBe(403);
    expect((await server.request(`/api/server/reports/${withReceipt.id}`, { method: 'DELETE', cookie: admin })).status).toBe(403);
    const unpaidOld = page.items.find(
      (r) => r.paidByTransactionId === null && r.receiptId === null && server.clock.now.getTime() - new Date(r.createdAt).getTime() > 48 * HOUR,
    )!;
    expect((await server.request(`/api/server/reports/${unpaidOld.id}`, { method: 'DELETE', cookie: admin })).status).toBe(200);
  });

  it('an apprentice using a format other than the trial of the student’s duration', async () => {
    const regular = await server.mutate(
      'reports.createStudentReport',
      { studentId: trialStudentId, data: reportData({ fullTypeId: 'skype-50', fields: { '1': 'Trial' } }) },
      apprentice,
    );
    expect(regular.status).toBe(403);
    expect(await firstError(regular)).toBe('Этот формат урока вам недоступен');
    const facts = await readJson<{ defaultReportFullTypeId: string }>(await server.query('reports.getStudent', { studentId: trialStudentId }, apprentice));
    const trial = facts.defaultReportFullTypeId === 'skype-25' ? 'apprentice-trial-25' : 'apprentice-trial-50';
    const other = trial === 'apprentice-trial-25' ? 'apprentice-trial-50' : 'apprentice-trial-25';
    expect(
      (
        await server.mutate(
          'reports.createStudentReport',
          { studentId: trialStudentId, data: reportData({ fullTypeId: other, fields: { '1': 'Trial' } }) },
          apprentice,
        )
      ).status,
    ).toBe(403);
    const allowed = await server.mutate(
      'reports.createStudentReport',
      { studentId: trialStudentId, data: reportData({ fullTypeId: trial, fields: { '1': 'Trial' } }) },
      apprentice,
    );
    expect(allowed.status).toBe(200);
    expect(
      (await server.mutate('reports.createStudentReport', { studentId: 9, data: reportData({ fullTypeId: trial, fields: { '1': 'Trial' } }) }, apprentice))
        .status,
    ).toBe(403);
  });

  it('a group report with a non-group format, an individual one with a group format', async () => {
    const group = await readJson<{ students: { id: number }[] }>(await server.query('reports.getGroup', { studentGroupId: 1 }, teacher));
    const students = group.students.map((s) => ({ studentId: s.id, status: 'present' }));
    const response = await server.mutate('reports.createGroupReport', { studentGroupId: 1, students, data: reportData({ fullTypeId: 'skype-50' }) }, teacher);
    expect(response.status).toBe(403);
    expect(await firstError(response)).toBe('Для группового отчёта доступны только групповые форматы');
    expect(
      (await server.mutate('reports.createStudentReport', { studentId: 9, data: reportData({ fullTypeId: 'group-60', fields: {} }) }, teacher)).status,
    ).toBe(403);
    expect(
      (
        await server.mutate(
          'reports.createGroupReport',
          { studentGroupId: 1, students, data: reportData({ fullTypeId: 'group-60', fields: {} }) },
          otherTeacher,
        )
      ).status,
    ).toBe(403);
  });

  it('adding a report for someone else’s student or as a student', async () => {
    expect((await server.mutate('reports.createStudentReport', { studentId: 9, data: reportData() }, otherTeacher)).status).toBe(403);
    expect((await server.mutate('reports.createStudentReport', { studentId: 9, data: reportData() }, student)).status).toBe(403);
  });
});

describe('video upload', () => {
  it('gives upload links for video files only, to teachers only', async () => {
    for (const [contentType, extension] of [
      ['text/html', 'html'],
      ['image/png', 'png'],
      ['application/pdf', 'mp4'],
      ['video/mp4', 'exe'],
    ]) {
      const response = await server.request(`/api/server/get_file_upload_link?contentType=${encodeURIComponent(contentType!)}&fileExtension=${extension}`, {
        cookie: teacher,
      });
      expect(response.status).toBe(400);
      expect(await firstError(response)).toBe('Можно загрузить только видеофайл');
    }
    expect((await server.request('/api/server/get_file_upload_link?contentType=video%2Fmp4&fileExtension=mp4', { cookie: student })).status).toBe(403);
    expect((await server.request('/api/server/get_file_upload_link?contentType=video%2Fmp4&fileExtension=mp4')).status).toBe(401);
  });

  it('checks the signature, expiry, content type, size and name of an upload', async () => {
    const link = await readJson<{ url: string; fileName: string }>(
      await server.request('/api/server/get_file_upload_link?contentType=video%2Fwebm&fileExtension=webm&fileSize=10', { cookie: teacher }),
    );
    const put = (url: string, body: Uint8Array<ArrayBuffer>, type = 'video/webm') =>
      server.request(url, { method: 'PUT', body, headers: { 'content-type': type } });
    expect((await put(link.url, new Uint8Array(10), 'text/html')).status).toBe(415);
    const tooLarge = await put(link.url, new Uint8Array(11));
    expect(tooLarge.status).toBe(413);
    // The limit this link was signed with (the declared 10 bytes), not UPLOAD_MAX_MB.
    expect(await firstError(tooLarge)).toBe('Файл слишком большой: не больше 10 байт');
    expect((await put(link.url.replace(/signature=[^&]+/, 'signature=forged'), new Uint8Array(10))).status).toBe(403);
    expect((await put(link.url.replace('report-videos', 'other-folder'), new Uint8Array(10))).status).toBe(403);
    expect((await put(link.url.replace(link.fileName, '..%2F..%2Fsigning-secret'), new Uint8Array(10))).status).toBe(404);
    const saved = server.clock.now;
    server.clock.now = new Date(saved.getTime() + 20 * 60_000);
    expect((await put(link.url, new Uint8Array(10))).status).toBe(403);
    server.clock.now = saved;
    expect((await put(link.url, new Uint8Array(10))).status).toBe(200);
  });

  it('names the configured limit when a declared file is too large', async () => {
    const response = await server.request(`/api/server/get_file_upload_link?contentType=video%2Fmp4&fileExtension=mp4&fileSize=${600 * 1024 * 1024}`, {
      cookie: teacher,
    });
    expect(response.status).toBe(400);
    expect(await firstError(response)).toBe('Файл слишком большой: не больше 500 МБ');
  });

  it('takes one upload per link: the file of a report cannot be replaced through its link', async () => {
    const bytes = new Uint8Array(64).fill(7);
    const { url, fileName, put } = await uploadVideo(teacher, bytes);
    expect(put.status).toBe(200);
    const report = await readJson<Report>(
      await server.mutate('reports.createStudentReport', { studentId: 9, data: reportData({ videoFileName: fileName }) }, teacher),
    );
    const again = await server.request(url, { method: 'PUT', body: new Uint8Array(64).fill(1), headers: { 'content-type': 'video/mp4' } });
    expect(again.status).toBe(409);
    expect(await firstError(again)).toBe('По этой ссылке файл уже загружен. Выберите файл ещё раз');
    const location = (await server.request(`/api/server/reports/${report.id}/video`, { cookie: teacher })).headers.get('location')!;
    expect(new Uint8Array(await (await server.request(location)).arrayBuffer())).toEqual(bytes);
  });

  it('lets a failed upload be sent again through the same link', async () => {
    const link = await readJson<{ url: string }>(
      await server.request('/api/server/get_file_upload_link?contentType=video%2Fmp4&fileExtension=mp4&fileSize=16', { cookie: teacher }),
    );
    const put = (size: number) => server.request(link.url, { method: 'PUT', body: new Uint8Array(size), headers: { 'content-type': 'video/mp4' } });
    expect((await put(17)).status).toBe(413);
    expect((await put(16)).status).toBe(200);
    expect((await put(16)).status).toBe(409);
  });

  it('checks access before telling whether a report has a video', async () => {
    const withoutVideo = await readJson<Report>(await server.mutate('reports.createStudentReport', { studentId: 9, data: reportData() }, teacher));
    expect((await server.request(`/api/server/reports/${withoutVideo.id}/video`, { cookie: otherTeacher })).status).toBe(403);
    expect((await server.request(`/api/server/reports/${withoutVideo.id}/video`, { cookie: teacher })).status).toBe(404);
    expect((await server.request('/api/server/reports/99999999/video', { cookie: otherTeacher })).status).toBe(404);
  });

  it('refuses a report with a video that was never uploaded or belongs to someone else', async () => {
    const link = await readJson<{ fileName: string }>(
      await server.request('/api/server/get_file_upload_link?contentType=video%2Fmp4&fileExtension=mp4', { cookie: teacher }),
    );
    const notUploaded = await server.mutate('reports.createStudentReport', { studentId: 9, data: reportData({ videoFileName: link.fileName }) }, teacher);
    expect(notUploaded.status).toBe(400);
    expect(await firstError(notUploaded)).toBe('Видео не загружено до конца. Загрузите его ещё раз');
    const { fileName } = await uploadVideo(otherTeacher, new Uint8Array(16));
    expect((await server.mutate('reports.createStudentReport', { studentId: 9, data: reportData({ videoFileName: fileName }) }, teacher)).status).toBe(400);
  });
});

describe('pay rate (GraphQL)', () => {
  const rate = async (cookie: string, studentId: number | string, reportFullTypeId: string) => {
    const response = await server.request('/api/graphql', {
      method: 'POST',
      cookie,
      json: {
        query:
          'query R($s: ID!, $t: ID!) { plannedTeacherReportRate(studentId: $s, reportFullTypeId: $t) { version rate baseRate auctionMultiplier skillMultiplier qualityMultiplier performanceBonus LTVBonus salaryPaymentMethodMultiplier } }',
        variables: { s: studentId, t: reportFullTypeId },
      },
    });
    return readJson<{
      data: { plannedTeacherReportRate: Record<string, number | null> } | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    }>(response);
  };

  it('answers the teacher’s own rate of both versions', async () => {
    const v2 = await rate(teacher, '9', 'skype-50');
    expect(v2.data?.plannedTeacherReportRate).toEqual({
      version: 2,
      rate: null,
      baseRate: 700,
      auctionMultiplier: 1.1,
      skillMultiplier: 1.05,
      qualityMultiplier: 1.02,
      performanceBonus: 50,
      LTVBonus: 30,
      salaryPaymentMethodMultiplier: 0.94,
    });
    const v1 = await rate(teacher, 9, 'kids-40');
    expect(v1.data?.plannedTeacherReportRate).toMatchObject({ version: 1, rate: 520, baseRate: null });
    const none = await rate(apprentice, trialStudentId, 'apprentice-trial-50');
    expect(none.data?.plannedTeacherReportRate).toMatchObject({ version: 1, rate: null });
  });

  it('is refused for students the teacher does not teach and for non-teachers', async () => {
    expect((await rate(otherTeacher, 9, 'skype-50')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await rate(admin, 9, 'skype-50')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('stored markup', () => {
  it('comes back inert in the UI: an <img onerror>, a <script> and a javascript: link run nothing', async () => {
    const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:alert(1)">ссылка</a> <b onclick="x()">жирный</b>';
    const created = await server.mutate(
      'reports.createStudentReport',
      {
        studentId: 9,
        data: reportData({
          fields: { '1': payload, '2': `Смотри https://example.com/"onmouseover="alert(1) и www.example.org ${payload}` },
          homeworkGroups: [
            { index: 0, header: `**Раздел** ${payload}`, body: payload, items: [{ index: 0, header: `<svg onload=alert(1)>**Задание**`, body: payload }] },
          ],
        }),
      },
      teacher,
    );
    expect(created.status).toBe(200);
    const { id } = await readJson<Report>(created);
    const page = await readJson<ReportPage>(await server.query('students.getReportsForStudent', { studentId: 9, pageSize: 100 }, student));
    const report = page.items.find((r) => r.id === id)!;
    const texts = [
      ...report.fields.map((f) => f.value),
      ...report.homeworkGroups.flatMap((g) => [g.header, g.body, ...g.items.flatMap((i) => [i.header, i.body])]),
    ];
    expect(texts.join('')).toContain('onerror');

    const dom = new JSDOM('<!doctype html><body></body>', { runScripts: 'outside-only' });
    const win = dom.window as unknown as Window & { __xss?: number };
    for (const text of texts) {
      const container = win.document.createElement('div');
      for (const piece of richTextPieces(text, dom.window as never)) {
        if (piece.kind === 'html') container.insertAdjacentHTML('beforeend', piece.html);
        if (piece.kind === 'link') {
          expect(piece.href).toMatch(/^https?:\/\//);
          expect(piece.href).not.toMatch(/["<>]/);
        }
      }
      win.document.body.append(container);
      for (const element of container.querySelectorAll('*')) {
        expect(['B', 'STRONG', 'BR', 'I', 'EM', 'U', 'S', 'P', 'UL', 'OL', 'LI', 'SPAN']).toContain(element.tagName);
        expect(element.getAttributeNames()).toEqual([]);
      }
    }
    expect(win.document.querySelectorAll('img, script, svg, a, iframe')).toHaveLength(0);
    expect(win.__xss).toBeUndefined();
    expect(win.document.body.textContent).toContain('жирный');
  });
});
