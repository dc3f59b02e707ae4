import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * A graceful stop of the HTTP server (SIGTERM, SIGINT): stop accepting connections, let the
 * requests under way finish (at most `timeoutMs`; what is left then is cut off), close the
 * keep-alive connections, and only then close the database, so no answered write is lost and no
 * request under way loses its database.
 */
interface GracefulShutdown {
  /** Requests under way now. */
  inFlight: () => number;
  /** Stops the server as above; calling it again returns the same promise. */
  shutdown: () => Promise<{ cutOff: number }>;
}

export function gracefulShutdown(server: Server, options: { timeoutMs: number; closeDatabase: () => Promise<void> }): GracefulShutdown {
  const active = new Set<ServerResponse>();
  let closing = false;
  let drained: (() => void) | null = null;
  const endConnection = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  };

  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    active.add(response);
    // While stopping, every answer closes its connection instead of keeping it alive.
    if (closing) endConnection(response);
    response.once('close', () => {
      active.delete(response);
      if (active.size === 0) drained?.();
    });
  });

  let stopping: Promise<{ cutOff: number }> | null = null;
  const shutdown = () => {
    stopping ??= (async () => {
      closing = true;
      for (const response of active) endConnection(response);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let cutOff = 0;
      if (active.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        const finished = await Promise.race([
          new Promise<boolean>((resolve) => {
            drained = () => resolve(true);
          }),
          new Promise<boolean>((resolve) => {
            timer = setTimeout(() => resolve(false), options.timeoutMs);
          }),
        ]);
        clearTimeout(timer);
        if (!finished) cutOff = active.size;
      }
      server.closeAllConnections();
      await closed;
      await options.closeDatabase();
      return { cutOff };
    })();
    return stopping;
  };

  return { inFlight: () => active.size, shutdown };
}
