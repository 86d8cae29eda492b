/**
 * Opens the reference server's database: embedded PGlite (a data directory, or in memory) by
 * default, or a real PostgreSQL server through a connection URL. Both give the same Drizzle
 * database type, run the same migrations (./migrate.ts) and answer the same queries.
 */
import { accessSync, constants, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { preparedPglite } from './pglitePrepared.ts';
import { StatementNames } from './statementNames.ts';
import { serverSettings } from '../config.ts';

/** The Drizzle database every service uses, whatever the driver. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabaseOptions {
  /**
   * PostgreSQL connections at most (default: DATABASE_POOL_MAX, else {@link DEFAULT_POOL_MAX}).
   * Ignored by PGlite (one connection).
   */
  poolMax?: number;
  /**
   * Prepare the repeated statements once per connection (./statementNames.ts; PGlite:
   * ./pglitePrepared.ts); default on; DATABASE_STATEMENT_CACHE=off turns it off (e.g. behind a
   * transaction-mode PgBouncer).
   */
  statementCache?: boolean;
  /** PGlite data directory; its parents are created first. Ignored when databaseUrl is set. */
  dataDir?: string;
  /** postgres://user:password@host:port/db — use a real PostgreSQL server. */
  databaseUrl?: string;
  /** An in-memory PGlite (tests). */
  memory?: boolean;
  /** A PGlite data dir dump (from `dumpDataDir()`) to start from: cloning a migrated template. */
  loadDataDir?: Blob;
}

export interface OpenedDatabase {
  db: Db;
  kind: DatabaseKind;
  /** Where the data lives, for logs: a directory, `memory`, or the URL without its password. */
  location: string;
  /** Closes the connection pool or the PGlite instance. Safe to call twice. */
  close(): Promise<void>;
  /** The PGlite instance, when kind is pglite (tests use it to dump a template). */
  pglite?: PGlite;
}

/** Raised when the database cannot be opened; `message` is one clear line for the operator. */
export class DatabaseOpenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseOpenError';
  }
}

/** Hides the password of a connection URL for logs and messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

/**
 * Opens the database and checks it answers (`select 1`).
 * Precedence: databaseUrl, then memory, then dataDir (default ./data).
 * @throws DatabaseOpenError with a one-line reason (bad directory, unreachable server, bad URL).
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options);
}

/**
 * The default pool size: the bench's 16 concurrent clients each get a connection (pgbench's
 * reference runs 16 clients on 16 connections); more would only queue on the server's CPUs.
 */
export const DEFAULT_POOL_MAX = 16;

/** A node-postgres client whose unnamed queries get a {@link StatementNames} name (see there). */
function namingClient(names: StatementNames): typeof pg.Client {
  const query = pg.Client.prototype.query as (
    this: pg.Client,
    config: unknown,
    values?: unknown,
    callback?: unknown,
  ) => never;
  return class NamingClient extends pg.Client {
    // pg's overloads do not survive an override: the arguments are passed through unchanged but the name
    override query(config: unknown, values?: unknown, callback?: unknown): never {
      const c = config as { text?: unknown; name?: unknown; submit?: unknown } | null;
      if (
        c !== null &&
        typeof c === 'object' &&
        typeof c.text === 'string' &&
        c.name === undefined &&
        c.submit === undefined
      ) {
        const name = names.nameOf(c.text);
        if (name !== undefined) return query.call(this, { ...c, name }, values, callback);
      }
      return query.call(this, config, values, callback);
    }
  };
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const location = redactUrl(url);
  const max = options.poolMax ?? (Number(serverSettings().DATABASE_POOL_MAX) || DEFAULT_POOL_MAX);
  const cache = options.statementCache ?? serverSettings().DATABASE_STATEMENT_CACHE !== 'off';
  let pool: pg.Pool;
  try {
    // pipeline: statements a caller sends together (the rewards' hooks of a settled round) go out
    // in one write and are answered in order, instead of one round trip each
    pool = new pg.Pool({
      connectionString: url,
      max,
      connectionTimeoutMillis: 5000,
      pipeline: true,
      ...(cache ? { Client: namingClient(new StatementNames()) } : {}),
    } as pg.PoolConfig);
  } catch (err) {
    throw new DatabaseOpenError(`Cannot open the database at DATABASE_URL=${location}: ${reason(err)}`, { cause: err });
  }
  // An idle client error must not crash the process; queries will report it.
  pool.on('error', () => undefined);
  try {
    await pool.query('select 1');
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw new DatabaseOpenError(`Cannot open the database at DATABASE_URL=${location}: ${reason(err)}`, { cause: err });
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    location,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const dataDir = options.memory ? undefined : path.resolve(options.dataDir ?? './data');
  const location = dataDir ?? 'memory';
  let client: PGlite;
  try {
    if (dataDir) checkDataDir(dataDir);
    client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir });
    await client.query('select 1');
  } catch (err) {
    throw new DatabaseOpenError(`Cannot open the database at DATA_DIR=${location}: ${reason(err)}`, { cause: err });
  }
  // PGlite's own query() plans every statement again; the server's repeated ones run prepared
  const db = drizzlePglite({
    client:
      (options.statementCache ?? serverSettings().DATABASE_STATEMENT_CACHE !== 'off')
        ? (preparedPglite(client, new StatementNames()) as PGlite)
        : client,
    schema,
  }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    location,
    pglite: client,
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/**
 * Makes sure PGlite can use `dataDir` (it creates only the last folder, and it hangs instead of
 * failing on a path that is a file): every existing part of the path must be a directory, an
 * existing directory must be empty or hold a database (PG_VERSION), the parents are created, and
 * the directory (or its parent) must be writable.
 * @throws Error with a readable reason.
 */
export function checkDataDir(dataDir: string): void {
  const statOrNull = (p: string) => {
    try {
      return statSync(p);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return null;
      throw err;
    }
  };
  for (let p = dataDir; ; p = path.dirname(p)) {
    const stat = statOrNull(p);
    if (stat && !stat.isDirectory()) throw new Error(`${p} is a file, not a directory`);
    if (stat || path.dirname(p) === p) break;
  }
  if (statOrNull(dataDir) && readdirSync(dataDir).length > 0 && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new Error(`${dataDir} is neither empty nor a database directory (no PG_VERSION)`);
  }
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const existing = statOrNull(dataDir) ? dataDir : path.dirname(dataDir);
  try {
    accessSync(existing, constants.W_OK);
  } catch {
    throw new Error(`${existing} is not writable`);
  }
}

function reason(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as NodeJS.ErrnoException).code;
    const msg = err.message || (err as AggregateError).errors?.map((e: Error) => e.message).join('; ') || err.name;
    return code && !msg.includes(code) ? `${code} ${msg}` : msg;
  }
  return String(err);
}
