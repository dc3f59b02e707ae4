import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../contracts';
import { ApiError } from './errors';
import { callEndpoint, resetHttp } from './http';
import { shouldRetry } from './query-client';

afterEach(() => vi.unstubAllGlobals());

describe('an answer that fails its schema check', () => {
  it('is an error of its own kind, not retried, while a network failure is', async () => {
    resetHttp();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify([{ id: 'not a number' }]), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    const error = await callEndpoint(endpoints.userGroups).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).unexpectedAnswer).toBe(true);
    expect(shouldRetry(0, error)).toBe(false);
    expect(shouldRetry(0, new ApiError(0, []))).toBe(true);
    expect(shouldRetry(2, new ApiError(0, []))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, []))).toBe(false);
  });
});
