import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../contracts';
import { leadingZeroBits, PROOF_OF_WORK_HEADER, proofMessage, readProofHeader } from '../domain/proof-of-work';
import { ApiError } from './errors';
import { callEndpoint, resetHttp } from './http';

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a server under pressure (docs/decisions.md, "Limits")', () => {
  it('answers a challenge with its proof and sends the request once more', async () => {
    resetHttp();
    const challenge = { token: 'abcdefghij.klmnop', bits: 8 };
    const fetchMock = vi.fn(async (_url: URL, init?: RequestInit) => {
      const proof = (init?.headers as Record<string, string> | undefined)?.[PROOF_OF_WORK_HEADER];
      return proof ? json(200, []) : json(429, { errors: [{ message: 'Слишком много запросов' }], challenge });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(callEndpoint(endpoints.userGroups)).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const proof = readProofHeader((fetchMock.mock.calls[1]![1]!.headers as Record<string, string>)[PROOF_OF_WORK_HEADER]);
    expect(proof?.token).toBe(challenge.token);
    const hash = createHash('sha256').update(proofMessage(proof!.token, proof!.nonce)).digest();
    expect(leadingZeroBits(hash)).toBeGreaterThanOrEqual(challenge.bits);
  });

  it('takes a 429 without a challenge as a refusal, sent once', async () => {
    resetHttp();
    const fetchMock = vi.fn(async () => json(429, { errors: [{ message: 'Слишком много запросов' }] }));
    vi.stubGlobal('fetch', fetchMock);
    const error = await callEndpoint(endpoints.userGroups).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
