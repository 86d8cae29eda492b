/**
 * Test support for the server project: every test file gets a fresh in-memory PGlite cloned from
 * a migrated and seeded template. The template is made once and kept in .data-test/ (keyed by a
 * hash of the migrations, the seed, the ledger, agent and contract code it runs, and the default sample), so a clone costs about half a second
 * instead of a full migrate and seed. With TEST_DATABASE=postgres (./postgresTemplate.ts) the
 * clone is a PostgreSQL database made from a template database instead: the same suites on the
 * second database the server supports (scripts/test.mjs runs the money suites both ways).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '../../../contract/types.ts';
import { buildApp, type AppOptions } from '../../../server/app.ts';
import { openDatabase, type Db, type OpenedDatabase } from '../../../server/db/open.ts';
import { loadDefaultSiteConfig, prepareDatabase } from '../../../server/db/prepare.ts';
import { DEMO_MERCHANT_CODE } from '../../../server/db/seed/index.ts';
import { REPO_ROOT } from '../../../server/paths.ts';
import { applySiteConfig } from '../../../server/services/merchants.ts';
import { checkLiveEventsAgainstSchema } from './liveEvents.ts';
import { clonePostgresTemplate, ensurePostgresTemplate, onPostgres } from './postgresTemplate.ts';

const TEMPLATE_INPUTS = [
  'server/db/migrations',
  'server/db/seed',
  'server/vendors/house/sandbox',
  'server/ledger',
  'server/services/agent',
  'server/services/contracts',
  'server/services/rewards',
  'engine/rewards.ts',
  'engine/promotions.ts',
  'server/services/auth/members.ts',
  'server/services/merchants.ts',
  'server/db/prepare.ts',
  'config-samples/default.json',
  'server/services/pages/defaults.ts',
];

function listFiles(target: string): string[] {
  if (!existsSync(target)) return [];
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target)
    .sort()
    .flatMap((name) => listFiles(path.join(target, name)));
}

/** Hash of everything that shapes the seeded database. */
export function templateKey(): string {
  const hash = createHash('sha256');
  for (const input of TEMPLATE_INPUTS) {
    for (const file of listFiles(path.join(REPO_ROOT, input))) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Blob> | null = null;

/** The migrated and seeded database as a PGlite data dir dump (made once, cached on disk). */
export function seededTemplate(): Promise<Blob> {
  template ??= (async () => {
    const dir = path.join(REPO_ROOT, '.data-test');
    const file = path.join(dir, `server-template-${templateKey()}.tar.gz`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const opened = await openDatabase({ memory: true });
    await prepareDatabase(opened);
    const dump = await opened.pglite!.dumpDataDir('gzip');
    await opened.close();
    mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
    return dump;
  })();
  return template;
}

/**
 * A fresh clone of the seeded template: in-memory PGlite, or on PostgreSQL (TEST_DATABASE=postgres)
 * a database of its own, dropped by `close()`.
 */
export async function openTestDatabase(): Promise<OpenedDatabase> {
  if (onPostgres()) return clonePostgresTemplate(templateKey());
  return openDatabase({ memory: true, loadDataDir: await seededTemplate() });
}

/** What jest's globalSetup makes once: the template of the mode the tests run in. */
export async function prepareTemplates(): Promise<void> {
  if (onPostgres()) await ensurePostgresTemplate(templateKey());
  else await seededTemplate();
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Closes the app and the database. */
  close(): Promise<void>;
  /** Closes only the database (to see how the app answers when it fails). */
  closeDatabase(): Promise<void>;
}

export interface TestAppOptions {
  /** A whole site configuration for DEMO (e.g. config-samples/minimal.json); default.json otherwise. */
  siteConfig?: SiteConfig;
  /** Changes DEMO's configuration (a copy of `siteConfig` or default.json) before the app starts. */
  configure?: (config: SiteConfig) => void;
  /** Sign-in options: a movable clock, lower limits, the dev tools (outbox, captcha answers). */
  auth?: AppOptions['auth'];
  /** The front-end build to serve; none by default. */
  distDir?: string | null;
  rateLimitMax?: number | false;
}

/** Builds the app on a fresh clone of the seeded template. Call `close()` in afterAll. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // every event the server publishes in the test must be one of schemas/api/socket-event.json
  checkLiveEventsAgainstSchema();
  const opened = await openTestDatabase();
  if (options.siteConfig || options.configure) {
    const config = structuredClone(options.siteConfig ?? (await loadDefaultSiteConfig()));
    options.configure?.(config);
    await applySiteConfig(opened.db, DEMO_MERCHANT_CODE, config, 'test', true);
  }
  const app = await buildApp({
    db: opened.db,
    distDir: options.distDir ?? null,
    rateLimitMax: options.rateLimitMax,
    auth: options.auth,
  });
  await app.ready();
  return {
    app,
    db: opened.db,
    async close() {
      await app.close();
      await opened.close();
    },
    closeDatabase: () => opened.close(),
  };
}

/** GETs a URL and parses the JSON envelope. */
export async function getJson<T = unknown>(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.json() as { success: boolean; code: number | string; message: string; value: T },
  };
}
