import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlDocuments } from '@school/shared/contracts';
import { startTestServer, type TestServer } from '#test/harness';

let server: TestServer;
let newTeacher: string;
let teacher: string;
let admin: string;
let student: string;

interface GqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function gql(cookie: string, query: string, variables: Record<string, unknown> = {}): Promise<GqlAnswer> {
  const response = await server.request('/api/graphql', { method: 'POST', cookie, json: { query, variables } });
  return (await response.json()) as GqlAnswer;
}

type Pending = { id: string; status: string; teacher: { id: string }; teacherLegalOffer: { id: string; content: string } }[];

const pendingOf = async (cookie: string, teacherId: number | string) => gql(cookie, graphqlDocuments.teachersLegalOfferStatusChanges, { teacherId });

const offersToAccept = async (cookie: string) =>
  ((await (await server.request('/api/auth/session', { cookie })).json()) as { user: { legalOffersToAccept: number } }).user.legalOffersToAccept;

beforeAll(async () => {
  server = await startTestServer();
  [newTeacher, teacher, admin, student] = await server.loginAll('newteacher@demo.school', 'teacher@demo.school', 'admin@demo.school', 'student@demo.school');
});
afterAll(() => server.close());

describe('reading offers', () => {
  it("answers a teacher's own pending offers, with ids as numbers or strings", async () => {
    for (const teacherId of [7, '7']) {
      const answer = await pendingOf(newTeacher, teacherId);
      expect(answer.errors).toBeUndefined();
      const list = answer.data!.teachersLegalOfferStatusChanges as Pending;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ status: 'pending', teacher: { id: '7' }, teacherLegalOffer: { id: '1' } });
      expect(list[0]!.teacherLegalOffer.content.length).toBeGreaterThan(100);
    }
  });

  it("refuses another teacher's offers", async () => {
    const answer = await pendingOf(teacher, 7);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(answer.data).toBeNull();
  });

  it('answers query mistakes as they are, not as server failures', async () => {
    const answer = await gql(teacher, 'query { teachersLegalOfferStatusChanges { id } }');
    expect(answer.errors?.[0]?.message).toMatch(/teacherId/);
    expect(answer.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
  });

  it('refuses non-teachers, admins included, and visitors', async () => {
    expect((await pendingOf(student, 9)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await pendingOf(admin, 1)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const visitor = await server.request('/api/graphql', {
      method: 'POST',
      json: { query: graphqlDocuments.teachersLegalOfferStatusChanges, variables: { teacherId: 7 } },
    });
    expect(((await visitor.json()) as GqlAnswer).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('accepting', () => {
  const accept = (cookie: string, data: Record<string, unknown>) => gql(cookie, graphqlDocuments.createTeacherLegalOfferStatusChange, { data });

  it('refuses accepting for another teacher', async () => {
    const answer = await accept(teacher, { offerId: 1, teacherId: 7, status: 'accepted' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await offersToAccept(newTeacher)).toBe(1);
  });

  it('refuses other statuses and unknown offers', async () => {
    const declined = await accept(newTeacher, { offerId: 1, teacherId: 7, status: 'declined' });
    expect(declined.errors?.[0]).toMatchObject({ message: 'Оферту можно только принять', extensions: { code: 'BAD_USER_INPUT' } });
    const unknown = await accept(newTeacher, { offerId: 999, teacherId: 7, status: 'accepted' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('accepts the own offer, which lifts the forced page', async () => {
    expect(await offersToAccept(newTeacher)).toBe(1);
    const answer = await accept(newTeacher, { offerId: '1', teacherId: '7', status: 'accepted' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.createTeacherLegalOfferStatusChange).toMatchObject({ status: 'accepted' });
    expect(await offersToAccept(newTeacher)).toBe(0);
    expect((await pendingOf(newTeacher, 7)).data!.teachersLegalOfferStatusChanges).toEqual([]);
    // Accepting again answers the same acceptance.
    const again = await accept(newTeacher, { offerId: 1, teacherId: 7, status: 'accepted' });
    expect(again.errors).toBeUndefined();
  });
});

describe('publishing a new version', () => {
  const content = 'Новая редакция оферты для преподавателей онлайн-школы. Пункт 1. Преподаватель проводит уроки вовремя.';

  it('is for admins only', async () => {
    const answer = await gql(teacher, graphqlDocuments.publishTeacherLegalOffer, { content });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(teacher, graphqlDocuments.currentTeacherLegalOffer)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('checks the text', async () => {
    const answer = await gql(admin, graphqlDocuments.publishTeacherLegalOffer, { content: '  коротко  ' });
    expect(answer.errors?.[0]).toMatchObject({ message: 'Текст оферты слишком короткий', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('puts the new version to every teacher', async () => {
    // The admin page reads the current version before and after publishing (the same statement again).
    for (let i = 0; i < 2; i++) expect((await gql(admin, graphqlDocuments.currentTeacherLegalOffer)).errors).toBeUndefined();
    const answer = await gql(admin, graphqlDocuments.publishTeacherLegalOffer, { content });
    expect(answer.errors).toBeUndefined();
    const published = answer.data!.publishTeacherLegalOffer as { id: string; content: string };
    expect(published.content).toBe(content);
    expect(await offersToAccept(teacher)).toBe(1);
    expect(await offersToAccept(newTeacher)).toBe(1);
    const current = await gql(admin, graphqlDocuments.currentTeacherLegalOffer);
    expect((current.data!.currentTeacherLegalOffer as { id: string }).id).toBe(published.id);
    const list = (await pendingOf(teacher, 4)).data!.teachersLegalOfferStatusChanges as Pending;
    expect(list.map((p) => p.teacherLegalOffer.id)).toEqual([published.id]);
  });

  it('refuses a mutation from another origin', async () => {
    const response = await server.request('/api/graphql', {
      method: 'POST',
      cookie: admin,
      headers: { origin: 'https://evil.example' },
      json: { query: graphqlDocuments.publishTeacherLegalOffer, variables: { content } },
    });
    expect(response.status).toBe(403);
  });
});
