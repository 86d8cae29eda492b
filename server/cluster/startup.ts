/**
 * One start at a time (docs/scaling.md "Starting nodes"): server processes started together on one
 * PostgreSQL would run the migrations and the first seed at the same time (two seeds of an empty
 * database, or a migration racing another). The preparation runs under a session advisory lock,
 * so the first process prepares and the others wait, then find the work done and go on.
 */
import type { Db } from '../db/open.ts';
import { postgresPoolOf } from './index.ts';
import { LOCK_CLASS } from './tables.ts';

/** The advisory lock id (with LOCK_CLASS) of the start-up preparation. */
const STARTUP_LOCK = 1;

/**
 * Runs `prepare` holding the start-up lock on PostgreSQL (on its own pooled connection); on
 * PGlite, which one process owns, it just runs it.
 */
export async function withStartupLock<T>(db: Db, prepare: () => Promise<T>): Promise<T> {
  const pool = postgresPoolOf(db);
  if (!pool) return prepare();
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [LOCK_CLASS, STARTUP_LOCK]);
    try {
      return await prepare();
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [LOCK_CLASS, STARTUP_LOCK]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
}
