import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, queryPath, startTestServer, type TestServer } from '#test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('sign-in and session', () => {
  it('answers 401 to a visitor', async () => {
    const response = await server.request('/api/auth/session');
    expect(response.status).toBe(401);
    expect(await firstError(response)).toBe('Войдите в систему, чтобы продолжить.');
  });

  it('signs in with an httpOnly SameSite cookie and returns the user of both specs', async () => {
    const response = await server.request('/api/auth/login', { method: 'POST', json: { email: 'Teacher@Demo.School', password: 'demo' } });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await server.request('/api/auth/session', { cookie: cookie.split(';')[0] });
    const { user } = (await session.json()) as { user: Record<string, unknown> };
    expect(user).toMatchObject({ email: 'teacher@demo.school', roleId: 'teacher', isTeacher: true, isAdmin: false, legalOffersToAccept: 0 });
    for (const field of ['teachers', 'userCourses', 'notifications', 'subscriptionPlan', 'isSellingTeacher', 'isClientManager'])
      expect(user).toHaveProperty(field);
  });

  it('refuses a wrong password with a Russian message', async () => {
    const response = await server.request('/api/auth/login', { method: 'POST', json: { email: 'admin@demo.school', password: 'nope' } });
    expect(response.status).toBe(401);
    expect(await firstError(response)).toBe('Неверный e-mail или пароль');
  });

  it('validates the sign-in body with the shared schema', async () => {
    const response = await server.request('/api/auth/login', { method: 'POST', json: { email: 'not-an-email' } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string; field: string }[] };
    expect(body.errors).toContainEqual({ message: 'Введите корректный адрес электронной почты', field: 'email' });
  });

  it('rate-limits failed sign-ins', async () => {
    for (let i = 0; i < 5; i++) await server.request('/api/auth/login', { method: 'POST', json: { email: 'kid@demo.school', password: 'wrong' } });
    const response = await server.request('/api/auth/login', { method: 'POST', json: { email: 'kid@demo.school', password: 'demo' } });
    expect(response.status).toBe(429);
    expect(await firstError(response)).toMatch(/Слишком много неудачных попыток входа/);
  });

  it('ends the session on logout', async () => {
    const cookie = await server.login('student@demo.school');
    expect((await server.request('/api/auth/session', { cookie })).status).toBe(200);
    expect((await server.request('/api/auth/logout', { method: 'POST', cookie })).status).toBe(200);
    expect((await server.request('/api/auth/session', { cookie })).status).toBe(401);
  });

  it('reports forced pages in the session', async () => {
    const newTeacher = await server.login('newteacher@demo.school');
    const { user: t } = (await (await server.request('/api/auth/session', { cookie: newTeacher })).json()) as { user: { legalOffersToAccept: number } };
    expect(t.legalOffersToAccept).toBe(1);
    const nodata = await server.login('nodata@demo.school');
    const { user: n } = (await (await server.request('/api/auth/session', { cookie: nodata })).json()) as { user: { personalDataMissing: boolean } };
    expect(n.personalDataMissing).toBe(true);
  });
});

describe('mutations and origins', () => {
  it('refuses a mutating request from another origin', async () => {
    const cookie = await server.login('student@demo.school');
    const response = await server.request('/api/auth/logout', { method: 'POST', cookie, headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
  });

  it('accepts the same origin', async () => {
    const cookie = await server.login('student@demo.school');
    const response = await server.request('/api/auth/logout', { method: 'POST', cookie, headers: { origin: 'http://localhost' } });
    expect(response.status).toBe(200);
  });
});

describe('profile', () => {
  it('saves personal data and lifts the forcing', async () => {
    const cookie = await server.login('nodata@demo.school');
    const bad = await server.request('/api/server/me/personal_data', { method: 'PUT', cookie, json: { firstName: '', lastName: 'Иванов', phone: '12' } });
    expect(bad.status).toBe(400);
    const ok = await server.request('/api/server/me/personal_data', {
      method: 'PUT',
      cookie,
      json: { firstName: 'Иван', lastName: 'Иванов', phone: '+7 900 123-45-67' },
    });
    expect(ok.status).toBe(200);
    const { user } = (await ok.json()) as { user: { personalDataMissing: boolean; firstName: string } };
    expect(user).toMatchObject({ personalDataMissing: false, firstName: 'Иван' });
  });

  it('refuses an e-mail of another user', async () => {
    const cookie = await server.login('teen@demo.school');
    const response = await server.request('/api/server/me/settings', {
      method: 'PUT',
      cookie,
      json: { firstName: 'Соня', lastName: 'П', phone: '+7 900 000-00-12', email: 'admin@demo.school', skype: '', currentPassword: 'demo' },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ errors: [{ message: 'Этот e-mail уже занят', field: 'email' }] });
  });

  it('changes the password only with the current one', async () => {
    const cookie = await server.login('manager@demo.school');
    const wrong = await server.request('/api/server/me/password', { method: 'PUT', cookie, json: { currentPassword: 'x', newPassword: 'long-enough-1' } });
    expect(wrong.status).toBe(400);
    const right = await server.request('/api/server/me/password', { method: 'PUT', cookie, json: { currentPassword: 'demo', newPassword: 'demo' } });
    expect(right.status).toBe(400);
  });
});

describe('data procedures', () => {
  it('needs a session', async () => {
    const response = await server.request(queryPath('teachers.newTeacherSearchRequestsCount', {}));
    expect(response.status).toBe(401);
  });
  it('answers 404 for an unknown procedure and 405 for the wrong verb', async () => {
    const cookie = await server.login('student@demo.school');
    expect((await server.request(queryPath('nothing.here', {}), { cookie })).status).toBe(404);
    expect((await server.request('/api/data/auth.decrementNotification', { cookie })).status).toBe(405);
  });
  it('answers 400 for input that is not JSON', async () => {
    const cookie = await server.login('student@demo.school');
    expect((await server.request('/api/data/teachers.newTeacherSearchRequestsCount?input=%7Bbroken', { cookie })).status).toBe(400);
  });
  it('decrements a notification of the user only', async () => {
    const cookie = await server.login('student@demo.school');
    const { user } = (await (await server.request('/api/auth/session', { cookie })).json()) as { user: { notifications: { id: number }[] } };
    const id = user.notifications[0]!.id;
    const other = await server.login('teen@demo.school');
    expect((await server.request('/api/data/auth.decrementNotification', { method: 'POST', cookie: other, json: { notificationId: id } })).status).toBe(404);
    expect((await server.request('/api/data/auth.decrementNotification', { method: 'POST', cookie, json: { notificationId: id } })).status).toBe(200);
  });
});

describe('admin error reports', () => {
  it('stores client errors and shows them to admins only', async () => {
    const teacher = await server.login('teacher@demo.school');
    const report = await server.request('/api/server/error_reports', {
      method: 'POST',
      cookie: teacher,
      json: { message: 'Не удалось сохранить профиль', status: 500, context: { studentId: 9 }, url: '/lms/students/9' },
    });
    expect(report.status).toBe(201);
    expect((await server.request('/api/server/error_reports', { cookie: teacher })).status).toBe(403);
    const admin = await server.login('admin@demo.school');
    const list = (await (await server.request('/api/server/error_reports', { cookie: admin })).json()) as { message: string }[];
    expect(list[0]?.message).toBe('Не удалось сохранить профиль');
  });
});
