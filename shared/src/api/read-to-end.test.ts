import { describe, expect, it } from 'vitest';
import { readToEnd } from './read-to-end';

// docs/conventions.md, "Calls" (a fetch outside the API client reads or lets go of every answer).
describe('reading an answer nobody needs', () => {
  it('reads it to its end', async () => {
    const answer = new Response('{"accepted":1}', { status: 202 });
    await readToEnd(answer);
    expect(answer.bodyUsed).toBe(true);
  });

  it('does not fail when the answer cannot be read', async () => {
    const broken = new Response(
      new ReadableStream({
        start(controller) {
          controller.error(new Error('connection reset'));
        },
      }),
    );
    await expect(readToEnd(broken)).resolves.toBeUndefined();
  });
});
