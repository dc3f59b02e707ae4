import { Hono } from 'hono';
import { commonTexts } from '@school/shared/texts';
import type { AppDeps, AppEnv } from './http/context';
import { requestContext } from './http/context';
import { HTTPException } from 'hono/http-exception';
import { bodyLimits } from './http/body-limits';
import { compressAnswers } from './http/compress-answers';
import { HttpError } from './http/errors';
import { logUnexpectedError, requestIdMiddleware, requestIdOf } from './http/request-id';
import { originCheck } from './http/origin';
import { mountEndpoints, mountProcedures } from './http/register';
import { createGraphqlServer } from './graphql/server';
import { sessionMiddleware } from './modules/auth/session';
import { allModules } from './modules';
import { createPaymentProvider } from './modules/payments/providers';
import type { ApiModule } from './modules/module';
import { securityHeaders } from './http/security-headers';
import { mountApps } from './static/serve-apps';

/** The school's HTTP application: REST, data procedures and GraphQL under /api, the built apps elsewhere. */
export function createApp(deps: AppDeps, modules: ApiModule[] = allModules()): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // The sandbox provider notifies our own endpoint through the app, as an acquirer would over HTTP.
  const resolved: AppDeps = { ...deps, payments: deps.payments ?? createPaymentProvider(deps, (request) => Promise.resolve(app.fetch(request))) };

  // Anything unexpected is a logged 500 with the request's id: the answer never carries internals.
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ ...error.extra, errors: error.errors }, error.status);
    if (error instanceof HTTPException && error.status < 500) return c.json({ errors: [{ message: commonTexts.invalidRequest }] }, error.status);
    const requestId = requestIdOf(c);
    logUnexpectedError(requestId, `${c.req.method} ${c.req.path}`, error);
    return c.json({ errors: [{ message: commonTexts.serverError(requestId) }], requestId }, 500);
  });

  app.use('*', requestIdMiddleware);
  app.use('*', securityHeaders(resolved.config));
  app.use('*', async (c, next) => {
    c.set('deps', resolved);
    await next();
  });
  app.use('/api/*', bodyLimits);
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  // JSON answers and pages above 1 KB travel compressed (brotli or gzip, as the browser accepts).
  app.use('*', compressAnswers);
  app.use('/api/*', originCheck);
  app.use('/api/*', sessionMiddleware);

  mountEndpoints(
    app,
    modules.flatMap((m) => m.routes ?? []),
  );
  mountProcedures(
    app,
    modules.flatMap((m) => m.procedures ?? []),
  );
  for (const raw of modules.flatMap((m) => m.rawRoutes ?? [])) app.on(raw.method, `/api${raw.path}`, (c) => raw.handler(c));

  const yoga = createGraphqlServer(modules);
  app.on(['GET', 'POST'], '/api/graphql', (c) => yoga.handle(c.req.raw, { request: requestContext(c) }));

  app.all('/api/*', (c) => c.json({ errors: [{ message: commonTexts.notFound }] }, 404));

  if (resolved.config.serveApps) mountApps(app, resolved.config);
  return app;
}
