/**
 * The reference platform server as a Fastify app (house style, fastify/demo): tests build it and
 * drive it with `app.inject`; server/server.ts only opens the database and listens.
 *
 * Order: schemas (every file of schemas/ by $id) -> services (decorators) -> request context
 * (language, merchant) -> errors -> security (helmet CSP, rate limit) -> auth (tokens, encrypted
 * bodies, cookies) -> OpenAPI docs -> routes (dev pages outside production)
 * (server/routes/<resource>, paths from src/api/endpoints.ts) -> media -> SPA (dist/ + fallback).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Db } from './db/open.ts';
import { DIST_DIR, ROUTES_DIR } from './paths.ts';
import docs from './plugins/docs.ts';
import errors from './plugins/errors.ts';
import requestContext from './plugins/requestContext.ts';
import schemas from './plugins/schemas.ts';
import security from './plugins/security.ts';
import services from './plugins/services.ts';
import spa from './plugins/spa.ts';
import auth, { type AuthOptions } from './plugins/auth.ts';

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

/**
 * The route plugins: every folder of server/routes with an index.ts whose default export is a
 * Fastify plugin, in name order (routes are matched by path, so order does not matter; the SPA
 * fallback is registered after them). A new resource is a new folder; app.ts does not change.
 */
function routeFolders(): string[] {
  return readdirSync(ROUTES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(ROUTES_DIR, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();
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

  for (const folder of routeFolders()) {
    if (folder === 'dev' && !app.auth.devTools) continue; // dev pages (outbox, captcha answers) never in production
    await app.register(await import(`./routes/${folder}/index.ts`));
  }
  await app.register(spa, { distDir: opts.distDir === undefined ? DIST_DIR : opts.distDir });
  return app;
}
