/**
 * Tables made at start-up outside the Drizzle migrations (the cluster's `cluster_*` tables,
 * docs/scaling.md; the in-house vendor's `house_*` tables, README "In-house games"): their DDL
 * is idempotent (`create ... if not exists`) and runs in one transaction under an advisory
 * transaction lock, so several processes starting together on one PostgreSQL take turns.
 */
import type pg from 'pg';

/**
 * Runs `ddl` on a connection of `pool` in one transaction holding `pg_advisory_xact_lock(lockClass, 0)`.
 * @throws the database's error (the transaction is rolled back; nothing is half made).
 */
export async function runLockedDdl(pool: pg.Pool, lockClass: number, ddl: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1, 0)', [lockClass]);
    await client.query(ddl);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
