/**
 * Values every server process of a cluster reads (docs/scaling.md "What PostgreSQL holds for the
 * cluster"), in `cluster_values`: the long-lived secrets the processes must agree on (the
 * encrypted-payload key pair, the human-check signing key: each made once, by whichever process
 * asks first) and short-lived entries with an expiry (a captcha's answer for the dev page).
 */
import type pg from 'pg';
import type { SharedValues } from './registry.ts';

/** The shared values on `pool`. */
export function postgresSharedValues(pool: pg.Pool): SharedValues & {
  /** The value under `name`, made by `make` and stored by the first process that asks (never expires). */
  once(name: string, make: () => Promise<string>): Promise<string>;
} {
  return {
    async put(name, value, ttlMs) {
      await pool.query(
        `insert into cluster_values (name, value, expires_at) values ($1, $2, now() + $3::integer * interval '1 millisecond')
         on conflict (name) do update set value = excluded.value, expires_at = excluded.expires_at`,
        [name, value, Math.max(1, Math.round(ttlMs))],
      );
    },
    async get(name) {
      const { rows } = await pool.query<{ value: string }>(
        'select value from cluster_values where name = $1 and (expires_at is null or expires_at > now())',
        [name],
      );
      return rows[0]?.value ?? null;
    },
    async remove(name) {
      await pool.query('delete from cluster_values where name = $1', [name]);
    },
    async once(name, make) {
      const existing = await pool.query<{ value: string }>(
        'select value from cluster_values where name = $1 and expires_at is null',
        [name],
      );
      if (existing.rows[0]) return existing.rows[0].value;
      const made = await make();
      // two processes starting together: the first insert wins and both read it
      await pool.query('insert into cluster_values (name, value) values ($1, $2) on conflict (name) do nothing', [
        name,
        made,
      ]);
      const { rows } = await pool.query<{ value: string }>('select value from cluster_values where name = $1', [name]);
      return rows[0]!.value;
    },
  };
}
