import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_OF_WORK_HEADER, solveChallenge } from '@school/shared/domain';
import { challengeIn, firstError, startTestServer, withProof, type TestServer } from '#test/harness';
import { leadLimits } from './limits';

/**
 * A flood of leads from many addresses (as seen: 61 addresses used up the hourly ceiling in 2.5 s and
 * every real visitor got 429 for 24 minutes). Now the flooding senders are refused, and a real
 * visitor still gets through: the ceiling asks everyone for a proof that a person is there instead.
 */
const LEADS = '/api/public/leads';
let server: TestServer;
let phoneSeq = 0;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function lead() {
  phoneSeq += 1;
  return {
    name: 'Анна Тестова',
    phone: `+7 999 2${String(phoneSeq).padStart(2, '0')}-${String(phoneSeq % 100).padStart(2, '0')}-00`,
    ageGroup: 'adult',
    time: 'evening',
    contact: '',
  };
}
const send = (remoteAddress: string, headers: Record<string, string> = {}) => server.request(LEADS, { method: 'POST', json: lead(), remoteAddress, headers });

describe('a flood of leads', () => {
  it('refuses the flooding senders while a real visitor still gets through', async () => {
    // 61 addresses, each sending until it is refused: far past the ceiling of all visitors together.
    const flooders = Array.from({ length: 61 }, (_, i) => `198.51.100.${i + 1}`);
    const answers = await Promise.all(flooders.map((address) => Promise.all(Array.from({ length: leadLimits.perSender.limit + 2 }, () => send(address)))));
    const statuses = answers.flat().map((a) => a.status);
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(61 * leadLimits.perSender.challengeAfter);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);

    // A flooding sender past its limit is refused, with Retry-After, proof or not.
    const refused = await withProof((headers) => send(flooders[0]!, headers));
    expect(refused.status).toBe(429);
    expect(await challengeIn(refused)).toBeNull();
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await firstError(refused)).toMatch(/^Слишком много заявок/);

    // A real visitor from elsewhere is asked for the proof (not refused), and with it gets through.
    const visitor = '203.0.113.50';
    const asked = await send(visitor);
    expect(asked.status).toBe(429);
    expect(await challengeIn(asked)).not.toBeNull();
    expect(asked.headers.get('retry-after')).toBeNull();
    expect((await withProof((headers) => send(visitor, headers))).status).toBe(201);
  }, 120_000);

  it('a proof is good for one request only, and only for the form it was asked for', async () => {
    const visitor = '203.0.113.51';
    const challenge = await challengeIn(await send(visitor));
    expect(challenge).not.toBeNull();
    const proof = { [PROOF_OF_WORK_HEADER]: await solveChallenge(challenge!) };
    expect((await send(visitor, proof)).status).toBe(201);
    expect(await challengeIn(await send(visitor, proof))).not.toBeNull();
    // A proof asked for error reports does not open the lead form.
    const reporter = '198.51.100.200';
    const report = () =>
      server.request('/api/server/error_reports', { method: 'POST', json: { message: 'x', status: null, context: {}, url: '' }, remoteAddress: reporter });
    let errorChallenge = null;
    for (let i = 0; i < 30 && !errorChallenge; i += 1) errorChallenge = await challengeIn(await report());
    expect(errorChallenge).not.toBeNull();
    const foreign = { [PROOF_OF_WORK_HEADER]: await solveChallenge(errorChallenge!) };
    expect(await challengeIn(await send(visitor, foreign))).not.toBeNull();
    const forged = { [PROOF_OF_WORK_HEADER]: `1:${challenge!.token.slice(0, -4)}AAAA` };
    expect(await challengeIn(await send(visitor, forged))).not.toBeNull();
  });

  it('counts an IPv6 sender by its /64: addresses of one network share one limit', async () => {
    const network = (n: number) => `2001:db8:7:7::${n.toString(16)}`;
    let last: Response | null = null;
    for (let i = 0; i < leadLimits.perSender.limit + 1; i += 1) last = await send(network(i + 1));
    expect(last!.status).toBe(429);
    expect(await challengeIn(last!)).toBeNull();
    // Another /64 is another sender (asked for a proof only because all visitors are still over the ceiling).
    const other = await withProof((headers) => send('2001:db8:7:8::1', headers));
    expect(other.status).toBe(201);
  });
});
