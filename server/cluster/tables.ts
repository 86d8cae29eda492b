/**
 * The cluster's own tables (docs/scaling.md "What PostgreSQL holds for the cluster"), made on
 * PostgreSQL only, by the first process that starts (CREATE ... IF NOT EXISTS under an advisory
 * transaction lock, so processes starting together do not race). They are the state of the
 * processes' coordination, not of the site: the rate-limit counters and the bus's spilled
 * messages are UNLOGGED (lost on a crash of the database, which costs nothing: a counter restarts
 * its window, a bus message was already delivered or is stale); the job claims and the shared
 * values (the payload key pair sealed with SECRETS_KEY, the human-check key) are logged tables.
 * They live outside the Drizzle migrations because PGlite, which runs one process, never needs them.
 */
import type pg from 'pg';
import { runLockedDdl } from '../db/lockedDdl.ts';

/** The advisory lock class of the cluster's locks (pg_advisory_lock(int4, int4)): 'PLAT'. */
export const LOCK_CLASS = 0x504c4154;

const DDL = `
create unlogged table if not exists cluster_rate_limits (
  key text primary key,
  hits integer not null,
  resets_at timestamptz not null
);
create index if not exists cluster_rate_limits_resets_at on cluster_rate_limits (resets_at);
create unlogged table if not exists cluster_bus_spill (
  id bigserial primary key,
  body text not null,
  created_at timestamptz not null default now()
);
create table if not exists cluster_job_runs (
  job text primary key,
  next_due_at timestamptz not null,
  node text not null,
  started_at timestamptz not null,
  finished_at timestamptz,
  runs bigint not null default 1
);
create table if not exists cluster_values (
  name text primary key,
  value text not null,
  expires_at timestamptz
);
create index if not exists cluster_values_expires_at on cluster_values (expires_at) where expires_at is not null;
`;

/** Creates the cluster's tables when missing (idempotent; safe from several processes at once). */
export async function ensureClusterTables(pool: pg.Pool): Promise<void> {
  await runLockedDdl(pool, LOCK_CLASS, DDL);
}

/**
 * Deletes what has expired: rate-limit windows ended a minute ago, expired shared values, bus
 * spills older than five minutes (a receiver reads a spill within milliseconds of its notice).
 * @returns how many rows went, per table.
 */
export async function sweepClusterTables(
  pool: pg.Pool,
): Promise<{ rateLimits: number; values: number; spills: number }> {
  const rateLimits = await pool.query(`delete from cluster_rate_limits where resets_at < now() - interval '1 minute'`);
  const values = await pool.query('delete from cluster_values where expires_at < now()');
  const spills = await pool.query(`delete from cluster_bus_spill where created_at < now() - interval '5 minutes'`);
  return { rateLimits: rateLimits.rowCount ?? 0, values: values.rowCount ?? 0, spills: spills.rowCount ?? 0 };
}
