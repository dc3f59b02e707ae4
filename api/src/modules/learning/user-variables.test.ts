import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_WIZARD_MAX_STEPS } from '@school/shared/schemas';
import { queryPath, startTestServer, type TestServer } from '#test/harness';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.login('newstudent@demo.school');
});
afterAll(() => server.close());

const update = (variables: unknown) => server.mutate('users.updateVariables', { variables }, cookie);
const read = async () => (await server.request(queryPath('users.getVariables', {}), { cookie })).json();

const step = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'multiple choice',
  title: 'Зачем вам английский?',
  subtitle: 'Можно выбрать несколько вариантов',
  question: 'Для чего вы учите английский?',
  options: [
    { id: 'career', phrase: 'Для работы и карьеры' },
    { id: 'travel', phrase: 'Для путешествий' },
  ],
  answers: { career: true, travel: false },
  ...extra,
});

describe('user variables are validated per key and bounded', () => {
  it('saves answered steps and the wizard flag, each with its own value type', async () => {
    expect(
      (
        await update([
          { key: 'mainWizard', value: [step('reason')] },
          { key: 'isShowWizard', value: true },
        ])
      ).status,
    ).toBe(200);
    expect(await read()).toEqual([
      { key: 'isShowWizard', value: true },
      { key: 'mainWizard', value: [step('reason')] },
    ]);
  });

  it('refuses a wrong value type, an unknown key, a repeated key or an empty list', async () => {
    for (const variables of [
      [{ key: 'isShowWizard', value: 'yes' }],
      [{ key: 'mainWizard', value: true }],
      [{ key: 'mainWizard', value: [{ id: 'initial' }] }],
      [{ key: 'isAdmin', value: true }],
      [
        { key: 'isShowWizard', value: true },
        { key: 'isShowWizard', value: false },
      ],
      [],
    ]) {
      expect((await update(variables)).status).toBe(400);
    }
  });

  it('refuses too many steps, options, answers or too long texts', async () => {
    const tooManySteps = Array.from({ length: MAIN_WIZARD_MAX_STEPS + 1 }, (_, i) => step(`step-${i}`));
    const tooManyOptions = step('reason', { options: Array.from({ length: 11 }, (_, i) => ({ id: `o${i}`, phrase: 'x' })) });
    const tooManyAnswers = step('reason', { answers: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`o${i}`, true])) });
    for (const value of [
      tooManySteps,
      [tooManyOptions],
      [tooManyAnswers],
      [step('reason', { title: 'я'.repeat(201) })],
      [step('reason', { title: 'Зачем\u0000' })],
      [step('reason', { options: [{ id: 'career', phrase: 'строка\nвторая' }] })],
      [step('Reason With Spaces')],
      [step('reason', { type: 'free text' })],
    ]) {
      expect((await update([{ key: 'mainWizard', value }])).status).toBe(400);
    }
  });

  it('leaves out a stored value that no longer fits its key', async () => {
    await sql`UPDATE user_variables SET value = '"broken"'::jsonb WHERE user_id = 13 AND key = 'mainWizard'`.execute(server.db);
    expect(await read()).toEqual([{ key: 'isShowWizard', value: true }]);
  });
});
