/**
 * The PostgreSQL mode of the server tests (docs/scaling.md "Tests on two databases"): with
 * TEST_DATABASE=postgres and TEST_POSTGRES_URL (a role that may CREATE DATABASE, e.g.
 * postgres://cluster:cluster@127.0.0.1:5432/postgres), every test app gets a fresh database
 * cloned from a migrated and seeded template database (`CREATE DATABASE ... TEMPLATE`, a file
 * copy: well under a second), the way the PGlite mode clones its data-dir dump. The template is
 * named after the same hash of the migrations and seed code as the PGlite one (`wltpl_<hash>`),
 * made once (jest's globalSetup) and reused while the hash holds; each clone is dropped when its
 * app closes. scripts/test.mjs runs the ledger, money and vendor-protocol suites in this mode.
 */
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from '../../../server/db/open.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';

/** Whether the tests run on PostgreSQL (TEST_DATABASE=postgres). */
export const onPostgres = (env: NodeJS.ProcessEnv = process.env): boolean => env.TEST_DATABASE === 'postgres';

/** The admin URL (TEST_POSTGRES_URL). @throws when the mode is on without it. */
export function adminUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.TEST_POSTGRES_URL?.trim();
  if (!url) throw new Error('TEST_DATABASE=postgres needs TEST_POSTGRES_URL (a role that may create databases)');
  return url;
}

/** `url` with its database replaced by `database`. */
export function urlOf(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

const ident = (name: string) => {
  if (!/^[a-z0-9_]{1,63}$/.test(name)) throw new Error(`bad database name ${name}`);
  return `"${name}"`;
};

/** Runs `work` on one connection to the admin database. */
async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Drops `name` (waiting out an autovacuum worker, which this role may not end). */
async function dropDatabase(name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdmin((admin) => admin.query(`drop database if exists ${ident(name)} with (force)`));
      return;
    } catch (err) {
      if (attempt >= 20 || !/must be a member of the role|being accessed by other users/.test((err as Error).message))
        throw err;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Makes the template database `wltpl_<key>` when missing (built under another name, then renamed:
 * a half-built template is never used), and drops the clones left by test processes that died.
 * @returns the template's name.
 */
export async function ensurePostgresTemplate(key: string): Promise<string> {
  const name = `wltpl_${key.toLowerCase()}`;
  await withAdmin(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'wltest\\_%' or datname like 'wltpl\\_%'",
    );
    for (const { datname } of rows) {
      const pid = Number(/^wltest_(\d+)_/.exec(datname)?.[1] ?? /^wltpl_build_(\d+)$/.exec(datname)?.[1] ?? NaN);
      if (Number.isInteger(pid) && !alive(pid))
        await admin.query(`drop database if exists ${ident(datname)} with (force)`);
    }
    if (rows.some((r) => r.datname === name)) return;
    const building = `wltpl_build_${process.pid}`;
    await admin.query(`drop database if exists ${ident(building)} with (force)`);
    await admin.query(`create database ${ident(building)}`);
    const opened = await openDatabase({ databaseUrl: urlOf(adminUrl(), building) });
    try {
      await prepareDatabase(opened);
    } finally {
      await opened.close();
    }
    // another process may have finished the same template meanwhile: then ours goes
    const again = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (again.rowCount) await admin.query(`drop database ${ident(building)} with (force)`);
    else await admin.query(`alter database ${ident(building)} rename to ${ident(name)}`);
  });
  return name;
}

let clones = 0;

/**
 * A fresh database cloned from the template of `key` (see the module doc), opened; its `close()`
 * closes the pool and drops the database.
 */
export async function clonePostgresTemplate(key: string): Promise<OpenedDatabase> {
  const template = await ensurePostgresTemplate(key);
  const name = `wltest_${process.pid}_${++clones}_${Math.random().toString(36).slice(2, 8)}`;
  // 55006: the template is busy (another process is just renaming or reading it): try again shortly
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdmin((admin) =>
        admin.query(`create database ${ident(name)} template ${ident(template)} strategy file_copy`),
      );
      break;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const opened = await openDatabase({ databaseUrl: urlOf(adminUrl(), name) });
  const close = opened.close.bind(opened);
  let dropped = false;
  return {
    ...opened,
    async close() {
      await close();
      if (dropped) return;
      dropped = true;
      await dropDatabase(name);
    },
  };
}
