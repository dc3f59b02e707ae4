import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer, SubscriptionPlan } from '@school/shared/schemas';
import { readJson, startTestServer, type TestServer } from '#test/harness';
import { SUBSCRIPTION_PLANS } from '../../seed/catalogue';

/**
 * The web tests that compare every price display side by side (mfe-commerce) read the demo school's
 * plans and registration offer from shared/testing/demo-commerce.json. This test keeps that file what
 * the API answers: when the catalogue or the pricing changes it fails; `UPDATE_FIXTURES=1` rewrites it.
 */
const FIXTURE = new URL('../../../../shared/testing/demo-commerce.json', import.meta.url);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the demo commerce fixture of the web tests', () => {
  it('is what the API answers for the demo plans and the registration offer', async () => {
    const ids = SUBSCRIPTION_PLANS.filter((p) => p.is_public !== false).map((p) => p.id);
    const search = ids.map((id) => `subscriptionPlanIds=${id}`).join('&');
    const plans = await readJson<SubscriptionPlan[]>(await server.request(`/api/public/subscription-plans?${search}`));
    const cookie = await server.login('newstudent@demo.school');
    const offers = (await readJson<Offer[]>(await server.query('students.getOffers', { studentId: 'me' }, cookie))).map((o) => ({ ...o, endDate: null }));
    const answered = { plans, offers };
    if (process.env.UPDATE_FIXTURES) writeFileSync(FIXTURE, `${JSON.stringify(answered, null, 2)}\n`);
    expect(JSON.parse(readFileSync(FIXTURE, 'utf8'))).toEqual(answered);
  });
});
