/**
 * The reference platform server as a Fastify app (house style, fastify/demo): tests build it and
 * drive it with `app.inject`; server/server.ts only opens the database and listens.
 *
 * Order: schemas (every file of schemas/ by $id) -> services (decorators) -> request context
 * (language, merchant) -> errors -> security (helmet CSP, rate limit) -> auth (tokens, encrypted
 * bodies, cookies) -> OpenAPI docs -> routes (dev pages outside production)
 * (server/routes/<resource>, paths from src/api/endpoints.ts) -> media -> SPA (dist/ + fallback).
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Db } from './db/open.ts';
import { DIST_DIR } from './paths.ts';
import docs from './plugins/docs.ts';
import errors from './plugins/errors.ts';
import requestContext from './plugins/requestContext.ts';
import schemas from './plugins/schemas.ts';
import security from './plugins/security.ts';
import services from './plugins/services.ts';
import spa from './plugins/spa.ts';
import auth, { type AuthOptions } from './plugins/auth.ts';
import agentRoutes from './routes/agent/index.ts';
import authRoutes from './routes/auth/index.ts';
import announcementRoutes from './routes/announcements/index.ts';
import customerServiceRoutes from './routes/customer-service/index.ts';
import devRoutes from './routes/dev/index.ts';
import gameRoutes from './routes/games/index.ts';
import i18nRoutes from './routes/i18n/index.ts';
import mediaRoutes from './routes/media/index.ts';
import noticeRoutes from './routes/notices/index.ts';
import resourceRoutes from './routes/resources/index.ts';
import siteRoutes from './routes/site/index.ts';
import systemRoutes from './routes/system/index.ts';
import winnerRoutes from './routes/winners/index.ts';

export interface AppOptions {
  /** The opened, migrated and seeded database (server/db/open.ts). */
  db: Db;
  /** A pino logger; none (silent) by default, for tests. */
  logger?: FastifyBaseLogger;
  /** The front-end build to serve; default dist/; null serves the API only. */
  distDir?: string | null;
  /** Requests per minute per IP on /api (default 1200); false disables the limit. */
  rateLimitMax?: number | false;
  /** Trust X-Forwarded-* headers (behind a reverse proxy). Default false. */
  trustProxy?: boolean;
  /** Sign-in: clock, limits, message provider, dev pages (server/plugins/auth.ts). */
  auth?: AuthOptions;
}

/** Builds the app (not listening). Call `app.ready()` or `inject` to finish loading. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    trustProxy: opts.trustProxy ?? false,
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
  }) as unknown as FastifyInstance;

  await app.register(schemas);
  await app.register(services, { db: opts.db });
  await app.register(requestContext);
  await app.register(errors);
  await app.register(security, { rateLimitMax: opts.rateLimitMax });
  await app.register(auth, opts.auth ?? {});
  await app.register(docs);

  for (const routes of [systemRoutes, siteRoutes, agentRoutes, gameRoutes, winnerRoutes, announcementRoutes, noticeRoutes, customerServiceRoutes, resourceRoutes, i18nRoutes, authRoutes]) {
    await app.register(routes);
  }
  if (app.auth.devTools) await app.register(devRoutes);
  await app.register(import('./routes/forms/index.ts')); // form schemas and standalone validators (issue 3)
  await app.register(mediaRoutes);
  await app.register(spa, { distDir: opts.distDir === undefined ? DIST_DIR : opts.distDir });
  return app;
}
