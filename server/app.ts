/**
 * The reference platform server as a Fastify app (house style, fastify/demo): tests build it and
 * drive it with `app.inject`; server/server.ts only opens the database and listens.
 *
 * Loading (@fastify/autoload): every plugin of server/plugins, in the
 * order their `dependencies` give: services (decorators, the per-merchant caches) -> cluster (on
 * PostgreSQL: the bus, shared limits, jobs and keys; docs/scaling.md) -> request context
 * (language, merchant) -> errors -> security (helmet CSP, rate limit) -> auth (tokens, encrypted
 * bodies, cookies), then schemas (every file of schemas/ by $id) -> OpenAPI docs, and compression
 * (Brotli or gzip for answers made on the fly); then every route folder of
 * server/routes (dev pages outside production; paths from contract/endpoints.ts) -> SPA (dist/ +
 * fallback, the build's precompressed files), registered last.
 */
import autoload from '@fastify/autoload';
import { checkRoutePermissions } from './services/operator/auth.ts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { trustProxyFromEnv } from './cluster/proxy.ts';
import type { Db } from './db/open.ts';
import { DIST_DIR, PLUGINS_DIR, ROUTES_DIR } from './paths.ts';
import type { AuthOptions } from './plugins/auth.ts';
import { frameworkErrors } from './plugins/errors.ts';
import spa from './plugins/spa.ts';
import { lazySerializers } from './http/lazySerializers.ts';

export interface AppOptions {
  /** The opened, migrated and seeded database (server/db/open.ts). */
  db: Db;
  /** A pino logger; none (silent) by default, for tests. */
  logger?: FastifyBaseLogger;
  /** The front-end build to serve; default dist/; null serves the API only. */
  distDir?: string | null;
  /** Requests per minute per IP on /api (default 1200); false disables the limit. */
  rateLimitMax?: number | false;
  /** Trust X-Forwarded-* headers (behind a reverse proxy). Default TRUST_PROXY (server/cluster/proxy.ts), else false. */
  trustProxy?: boolean;
  /** Sign-in: clock, limits, message provider, dev pages (server/plugins/auth.ts). */
  auth?: AuthOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Compiles the response serializers no answer has needed yet (./http/lazySerializers.ts); server.ts calls it once listening. */
    warmSerializers(): Promise<void>;
  }
}

/** Builds the app (not listening). Call `app.ready()` or `inject` to finish loading. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  // response serializers compile on first use, not all at ready (about 20 s of CPU otherwise)
  const serializers = lazySerializers();
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    trustProxy: opts.trustProxy ?? trustProxyFromEnv() ?? false,
    // A URL the router cannot read answers an error envelope too (server/plugins/errors.ts).
    frameworkErrors,
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
    schemaController: { compilersFactory: { buildSerializer: serializers.buildSerializer as never } },
  }) as unknown as FastifyInstance;
  app.decorate('warmSerializers', serializers.warm);

  // The server runs from its TypeScript sources (tsx, jest's swc transform); autoload only
  // recognises TypeScript loaders preloaded with --require, so it is told.
  process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
  // Every plugin gets the same options object and reads its own part (services: db, security:
  // rateLimitMax, auth: auth). The SPA fallback is registered by hand, after the routes.
  await app.register(autoload, {
    dir: PLUGINS_DIR,
    ignorePattern: /^spa\.ts$/,
    options: { db: opts.db, rateLimitMax: opts.rateLimitMax, auth: opts.auth ?? {} },
  });
  // Every back-office route names the permission it needs (README "Staff and roles").
  checkRoutePermissions(app);
  // One encapsulated plugin per folder of server/routes with an index.ts (the folder's other files
  // are its parts), with no path prefix: each route declares its full path. routes/common.ts holds
  // shared parameter schemas; dev pages (outbox, captcha answers) are never loaded in production.
  await app.register(autoload, {
    dir: ROUTES_DIR,
    dirNameRoutePrefix: false,
    maxDepth: 1,
    ignorePattern: app.auth.devTools ? /^common\.ts$/ : /^(common\.ts|dev)$/,
  });
  await app.register(spa, { distDir: opts.distDir === undefined ? DIST_DIR : opts.distDir });
  return app;
}
