import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { gracefulShutdown } from './shutdown';

/** A server with a slow route that answers when the test lets it. */
async function slowServer(timeoutMs: number) {
  const events: string[] = [];
  const releases: (() => void)[] = [];
  const app = new Hono();
  app.get('/slow', async (c) => {
    events.push('slow started');
    await new Promise<void>((resolve) => releases.push(resolve));
    events.push('slow answered');
    return c.text('done');
  });
  app.get('/fast', (c) => c.text('fast'));
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server)) as Server;
  });
  const lifecycle = gracefulShutdown(server, {
    timeoutMs,
    closeDatabase: async () => {
      events.push('database closed');
    },
  });
  const port = (server.address() as AddressInfo).port;
  return { events, releases, lifecycle, port };
}

/** GET on a connection of its own: the status and body, or the error's code. */
function get(port: number, path: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
};

describe('graceful shutdown', () => {
  it('stops accepting, finishes the requests under way, then closes the database', async () => {
    const { events, releases, lifecycle, port } = await slowServer(10_000);
    const slow = get(port, '/slow');
    await until(() => events.includes('slow started'));
    const stopped = lifecycle.shutdown();
    expect(await get(port, '/fast')).toEqual({ error: 'ECONNREFUSED' });
    expect(lifecycle.inFlight()).toBe(1);
    releases[0]!();
    expect(await slow).toEqual({ status: 200, body: 'done' });
    expect(await stopped).toEqual({ cutOff: 0 });
    expect(events).toEqual(['slow started', 'slow answered', 'database closed']);
  });

  it('cuts off what is still running after the bounded wait', async () => {
    const { events, lifecycle, port } = await slowServer(200);
    const slow = get(port, '/slow');
    await until(() => events.includes('slow started'));
    const started = Date.now();
    expect(await lifecycle.shutdown()).toEqual({ cutOff: 1 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await slow).toHaveProperty('error');
    expect(events).toEqual(['slow started', 'database closed']);
  });
});
