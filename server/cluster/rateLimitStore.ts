/**
 * The @fastify/rate-limit store of a cluster (docs/scaling.md "Rate limits"): the counters live in
 * PostgreSQL (`cluster_rate_limits`, UNLOGGED), so a client's requests count once whichever node
 * they reach; with the default in-memory store, N nodes behind a round-robin balancer would let
 * each client make N times its limit. One statement per counted request: an upsert that starts a
 * new window when the old one has ended, else adds one, and answers the count and the time left
 * (the same fixed-window semantics as the plugin's LocalStore and RedisStore, including
 * `continueExceeding`: a request over the limit restarts the window). Expired rows are swept by
 * the cluster's periodic job (./tables.ts sweepClusterTables).
 */
import type pg from 'pg';

/** What @fastify/rate-limit passes to a store's constructor and `child` (the parts used here). */
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

const INCR = `
insert into cluster_rate_limits as r (key, hits, resets_at)
values ($1, 1, now() + $2::integer * interval '1 millisecond')
on conflict (key) do update set
  hits = case when r.resets_at <= now() then 1 else r.hits + 1 end,
  resets_at = case
    when r.resets_at <= now() then excluded.resets_at
    when $3::boolean and r.hits + 1 > $4::integer then excluded.resets_at
    when $5::boolean and r.hits + 1 > $4::integer then now() + least($2::float8 * power(2, r.hits - $4::integer), 8.64e9) * interval '1 millisecond'
    else r.resets_at end
returning hits, greatest(0, ceil(extract(epoch from (resets_at - now())) * 1000))::float8 as ttl`;

const READ = `select hits, greatest(0, ceil(extract(epoch from (resets_at - now())) * 1000))::float8 as ttl from cluster_rate_limits where key = $1 and resets_at > now()`;

/**
 * A store class over `pool` for @fastify/rate-limit's `store` option (the plugin constructs it
 * with its global parameters and calls `child` for each route with its own limit).
 */
export function postgresRateLimitStore(pool: pg.Pool) {
  return class PostgresRateLimitStore {
    private readonly continueExceeding: boolean;
    private readonly exponentialBackoff: boolean;

    /** `params`: the plugin's merged parameters (StoreParams; typed loosely as the plugin's own types are). */
    constructor(
      params: object = {},
      private readonly prefix = 'rl:',
    ) {
      this.continueExceeding = (params as StoreParams).continueExceeding === true;
      this.exponentialBackoff = (params as StoreParams).exponentialBackoff === true;
    }

    /** Counts one request of `key` in a window of `timeWindow` ms; answers the count and the ms left. */
    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      pool
        .query<{ hits: number; ttl: number }>({
          name: 'cluster-rate-limit-incr',
          text: INCR,
          values: [
            this.prefix + key,
            Math.max(1, Math.round(timeWindow)),
            this.continueExceeding,
            Math.round(max),
            this.exponentialBackoff,
          ],
        })
        .then(
          ({ rows }) => callback(null, { current: rows[0]!.hits, ttl: Number(rows[0]!.ttl) }),
          (err: Error) => callback(err),
        );
    }

    /** The count and ms left of `key` without counting (a window that has ended reads as none). */
    read(key: string, callback: Callback): void {
      pool
        .query<{ hits: number; ttl: number }>({
          name: 'cluster-rate-limit-read',
          text: READ,
          values: [this.prefix + key],
        })
        .then(
          ({ rows }) =>
            callback(null, rows[0] ? { current: rows[0].hits, ttl: Number(rows[0].ttl) } : { current: 0, ttl: 0 }),
          (err: Error) => callback(err),
        );
    }

    /** The store of one route's own limit: its own counters (prefixed by method and path). */
    child(routeOptions: object): PostgresRateLimitStore {
      const info = (routeOptions as StoreParams).routeInfo ?? {};
      return new PostgresRateLimitStore(routeOptions, `${this.prefix}${String(info.method ?? '')}${info.url ?? ''}-`);
    }
  };
}
