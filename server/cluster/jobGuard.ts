/**
 * The job guard on PostgreSQL (server/services/jobs/once.ts; docs/scaling.md "Scheduled jobs"):
 * - exclusion: a session advisory lock per job, pg_try_advisory_lock(LOCK_CLASS, hashtext(job)),
 *   taken on the process's one lock connection (not a pooled one: a long settlement must not hold
 *   one of the pool's connections) for as long as the job runs; a process that dies mid-run loses
 *   that connection and with it its locks, so nothing is left held;
 * - once per period: a claim row per job in `cluster_job_runs` whose `next_due_at` moves one
 *   period ahead when a process claims it; a process whose tick comes before that time skips.
 *   The period is the job's interval less a slack of a tenth of it (at most a second), so that
 *   the timer of the process that ran last is not made to skip a whole period by a few
 *   milliseconds of jitter.
 */
import pg from 'pg';
import type { JobGuard } from '../services/jobs/once.ts';
import { LOCK_CLASS } from './tables.ts';

const CLAIM = `
insert into cluster_job_runs as r (job, next_due_at, node, started_at)
values ($1, now() + $2::integer * interval '1 millisecond', $3, now())
on conflict (job) do update set next_due_at = excluded.next_due_at, node = excluded.node, started_at = excluded.started_at, finished_at = null, runs = r.runs + 1
where r.next_due_at <= now()
returning job`;

/** How often an explicit run retries a lock another process holds, ms. */
const EXCLUSIVE_RETRY_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The job guard of a process, with its lock connection; `close()` when the app closes. */
export interface PostgresJobGuard extends JobGuard {
  close(): Promise<void>;
}

/** The guard of the jobs on `pool`, claiming as `node`. */
export function postgresJobGuard(pool: pg.Pool, node: string): PostgresJobGuard {
  let connection: Promise<pg.Client> | null = null;
  let closed = false;
  /** The lock connection (opened on first use; opened again after it was lost). */
  const lockClient = (): Promise<pg.Client> => {
    connection ??= (async () => {
      const client = new pg.Client({ ...pool.options, keepAlive: true });
      const lost = () => {
        connection = null; // its locks went with it; the next use reconnects
        void client.end().catch(() => undefined);
      };
      client.on('error', lost);
      client.on('end', lost);
      await client.connect();
      return client;
    })();
    connection.catch(() => (connection = null));
    return connection;
  };
  /** The lock connection's statements, one at a time (node-postgres wants no overlapping queries on one client). */
  let queue: Promise<unknown> = Promise.resolve();
  const onLockClient = <T>(statement: (client: pg.Client) => Promise<T>): Promise<T> => {
    const next = queue.then(async () => statement(await lockClient()));
    queue = next.catch(() => undefined);
    return next;
  };
  const tryLock = (name: string): Promise<pg.Client | null> =>
    onLockClient(async (client) => {
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as ok', [
        LOCK_CLASS,
        name,
      ]);
      return rows[0]?.ok === true ? client : null;
    });
  const unlock = (client: pg.Client, name: string) =>
    onLockClient(async () => client.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_CLASS, name])).catch(
      () => undefined,
    );
  const finished = (name: string) =>
    pool
      .query('update cluster_job_runs set finished_at = now() where job = $1 and node = $2', [name, node])
      .catch(() => undefined);

  return {
    async claim(name, periodMs, run) {
      if (closed) return null;
      const client = await tryLock(name);
      if (!client) return null;
      try {
        const slack = Math.min(1_000, Math.floor(periodMs / 10));
        const claimed = await pool.query(CLAIM, [name, Math.max(1, periodMs - slack), node]);
        if (claimed.rowCount !== 1) return null;
        try {
          return { value: await run() };
        } finally {
          await finished(name);
        }
      } finally {
        await unlock(client, name);
      }
    },
    async exclusive(name, run) {
      let client = await tryLock(name);
      while (!client) {
        await sleep(EXCLUSIVE_RETRY_MS);
        client = await tryLock(name);
      }
      try {
        return await run();
      } finally {
        await unlock(client, name);
      }
    },
    async close() {
      closed = true;
      const open = connection;
      connection = null;
      if (open) await (await open.catch(() => null))?.end().catch(() => undefined);
    },
  };
}
