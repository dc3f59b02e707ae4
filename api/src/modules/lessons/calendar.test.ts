import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryPath, readJson, startTestServer, type TestServer } from '#test/harness';

/** Private calendar feeds: RFC 5545 that a real parser reads, one event per lesson, revocable addresses. */

let server: TestServer;
let teacher: string;
let student: string;
let student2: string;
let admin: string;
let hr: string;

const DAY = 86_400_000;
const NOW = new Date('2026-03-10T06:00:00.000Z');

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  [teacher, student, student2, admin, hr] = await server.loginAll(
    'teacher@demo.school',
    'student@demo.school',
    'student2@demo.school',
    'admin@demo.school',
    'hr@demo.school',
  );
});
afterAll(() => server.close());

async function feedPath(cookie: string): Promise<string> {
  const response = await server.request(queryPath('calendar.getFeed', {}), { cookie });
  expect(response.status).toBe(200);
  return (await readJson<{ path: string }>(response)).path;
}

interface ParsedEvent {
  uid: string;
  summary: string;
  start: Date;
  end: Date;
  sequence: number;
  startIsUtc: boolean;
}

/** The feed as ical.js reads it (a strict RFC 5545 parser): its events. */
async function readFeed(path: string): Promise<ParsedEvent[]> {
  const response = await server.request(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const text = await response.text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      sequence: event.sequence,
      startIsUtc: event.startDate.zone?.tzid === 'UTC',
    };
  });
}

describe('the calendar feed of a demo teacher', () => {
  it('parses as RFC 5545 with one event per lesson from 30 days back, times in UTC, the length of the format', async () => {
    const events = await readFeed(await feedPath(teacher));
    const lessons = await server.db
      .selectFrom('appointments')
      .select(['id', 'date', 'student_id', 'student_group_id'])
      .where((eb) => eb.or([eb('teacher_id', '=', 4), eb('student_group_id', 'in', [1])]))
      .where('date', '>=', new Date(NOW.getTime() - 30 * DAY))
      .execute();
    expect(events).toHaveLength(lessons.length);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    for (const event of events) expect(event.startIsUtc).toBe(true);
    const single = lessons.find((l) => l.student_id === 9)!;
    const event = events.find((e) => e.uid.startsWith(`lesson-${single.id}@`))!;
    expect(event.summary).toBe('Дмитрий Учеников: урок');
    expect(event.start.getTime()).toBe(single.date.getTime());
    expect(event.end.getTime() - event.start.getTime()).toBe(50 * 60_000);
    const group = events.find((e) => e.uid.startsWith(`lesson-${lessons.find((l) => l.student_group_id === 1)!.id}@`))!;
    expect(group.summary).toBe('Альфа: английский для разработчиков: урок');
    expect(group.end.getTime() - group.start.getTime()).toBe(60 * 60_000);
  });

  it('keeps a moved lesson under its UID with the new time, and drops a deleted one', async () => {
    const path = await feedPath(teacher);
    const created = await server.request('/api/server/students/9/appointments', {
      method: 'POST',
      cookie: teacher,
      json: { date: new Date(NOW.getTime() + 3 * DAY).toISOString() },
    });
    const { id } = await readJson<{ id: number }>(created);
    const before = (await readFeed(path)).find((e) => e.uid.startsWith(`lesson-${id}@`))!;
    const moved = new Date(NOW.getTime() + 4 * DAY);
    expect(
      (await server.request(`/api/server/students/9/appointments/${id}`, { method: 'POST', cookie: teacher, json: { date: moved.toISOString() } })).status,
    ).toBe(200);
    const after = (await readFeed(path)).find((e) => e.uid === before.uid)!;
    expect(after.start.getTime()).toBe(moved.getTime());
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect((await server.request(`/api/server/students/9/appointments/${id}`, { method: 'DELETE', cookie: teacher })).status).toBe(200);
    expect((await readFeed(path)).some((e) => e.uid === before.uid)).toBe(false);
  });

  it('rotates: the new address works and the old one answers 404', async () => {
    const old = await feedPath(teacher);
    expect(await feedPath(teacher)).toBe(old);
    const rotated = await server.mutate('calendar.rotateFeed', {}, teacher);
    const fresh = (await readJson<{ path: string }>(rotated)).path;
    expect(fresh).not.toBe(old);
    expect(fresh).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await server.request(old)).status).toBe(404);
    expect((await readFeed(fresh)).length).toBeGreaterThan(0);
  });
});

describe('a learner’s feed', () => {
  it('holds only the learner’s own lessons, named by the teacher', async () => {
    const events = await readFeed(await feedPath(student));
    const own = await server.db
      .selectFrom('appointments')
      .select('id')
      .where('student_id', '=', 9)
      .where('date', '>=', new Date(NOW.getTime() - 30 * DAY))
      .execute();
    expect(events.map((e) => e.uid.split('@')[0]).sort()).toEqual(own.map((a) => `lesson-${a.id}`).sort());
    expect(events[0]!.summary).toBe('Английский: Анна Смирнова');
    const other = await readFeed(await feedPath(student2));
    expect(other.some((e) => events.some((mine) => mine.uid === e.uid))).toBe(false);
  });

  it('stops when the user no longer has lessons', async () => {
    const path = await feedPath(student2);
    await server.db.updateTable('users').set({ role_id: 'user' }).where('id', '=', 10).execute();
    expect((await server.request(path)).status).toBe(404);
    await server.db.updateTable('users').set({ role_id: 'student' }).where('id', '=', 10).execute();
  });
});

describe('who has a calendar address', () => {
  it('is teachers and learners; admins, HR and visitors get none', async () => {
    for (const cookie of [admin, hr]) {
      expect((await server.request(queryPath('calendar.getFeed', {}), { cookie })).status).toBe(403);
      expect((await server.mutate('calendar.rotateFeed', {}, cookie)).status).toBe(403);
    }
    expect((await server.request(queryPath('calendar.getFeed', {}))).status).toBe(401);
  });

  it('answers 404 for a made-up or malformed token', async () => {
    expect((await server.request(`/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await server.request('/api/calendar/short.ics')).status).toBe(404);
    expect((await server.request('/api/calendar/..%2F..%2Fetc.ics')).status).toBe(404);
  });
});
