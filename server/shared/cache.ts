/**
 * The one cache utility of the server (docs/scaling.md "Caches"): a per-process cache of one value
 * per merchant, trusted for a time-to-live, with get-or-load and in-flight
 * de-duplication, and, when it has a name, an invalidation that every server process on the
 * cluster bus runs (server/cluster/pgBus.ts carries `{kind: 'forget', cache, merchantId}`; without
 * a bus, one process, it is a plain local forget).
 *
 * - {@link merchantCache}: local only (what a process may read a few seconds late).
 * - {@link namedCache}: the same, registered under a name of {@link SHARED_CACHES}; its
 *   `invalidate` forgets here and on every other node at once.
 * - {@link invalidate}: forgets a named cache by name, here and on every node (a service that
 *   changes what another service caches need not import that cache).
 *
 * Values are kept per merchant, whatever database or transaction asked (a service passes its
 * transaction as the executor, and the cache must still hit); a cache built with
 * `{ perDatabase: true }` keeps one copy per database object instead (held weakly), for values a
 * caller always asks with the app's database (the lotto lobby), so two apps in one process never
 * read each other's.
 */
import type { Db } from '../db/open.ts';
import { forgetElsewhere, forgetHere, onForget } from '../services/events/index.ts';

/** The names of the caches every process forgets together (the bus carries the name). */
export const SHARED_CACHES = {
  /** server/services/promotions/active.ts: a merchant's published promotions (5 s). */
  activePromotions: 'promotions.active',
  /** server/services/points/settings.ts: a merchant's points settings (5 s). */
  pointsSettings: 'points.settings',
  /** server/services/lottery/games.ts: the lotto lobby snapshot (5 s), forgotten when the draw feed writes a draw. */
  lotteryLobby: 'lottery.lobby',
  /** server/services/rewards/settings.ts: a merchant's reward settings (5 s). */
  rewardSettings: 'rewards.settings',
} as const;

/** A name of {@link SHARED_CACHES}. */
export type SharedCacheName = (typeof SHARED_CACHES)[keyof typeof SHARED_CACHES];

/**
 * A cache made by {@link merchantCache}. `C` is what the loader needs beside the database and the
 * merchant id (e.g. the request's merchant context), passed through `get`.
 */
export interface MerchantCache<T, C = void> {
  /** The merchant's value: the cached one while fresh, else `load`ed again. */
  get(db: Db, merchantId: number, context: C): Promise<T>;
  /** Forgets one merchant's value, or every merchant's, in this process only (every database). */
  forget(merchantId?: number): void;
}

/** A cache made by {@link namedCache}. */
export interface NamedCache<T, C = void> extends MerchantCache<T, C> {
  /** The name the bus carries. */
  readonly name: SharedCacheName;
  /** Forgets one merchant's value (or every merchant's) here and in every other server process. */
  invalidate(merchantId?: number): void;
}

/** How a cache keys its values. */
export interface CacheOptions {
  /** One copy per database object (the app's), not one per merchant for the whole process. */
  perDatabase?: boolean;
}

interface Entry<T> {
  /** When it was loaded (ms, Date.now()). */
  at: number;
  /** The forget epoch it was loaded in: a later forget of its merchant (or of all) makes it stale. */
  epoch: number;
  value: Promise<T>;
}

/**
 * A cache of `load(db, merchantId, context)` per merchant (or per database and merchant, see
 * {@link CacheOptions}) for `ttlMs` milliseconds.
 * Concurrent callers share one load (the settled rounds of many players expire a value at the
 * same moment: one read of the merchant, not one each); a failed load is not kept, and a caller
 * that shared it loads again with its own database (the failure may be the first caller's
 * transaction's).
 * @param ttlMs how long a value is trusted (another process's change shows within that time).
 */
export function merchantCache<T, C = void>(
  ttlMs: number,
  load: (db: Db, merchantId: number, context: C) => Promise<T>,
  options: CacheOptions = {},
): MerchantCache<T, C> {
  const shared = new Map<number, Entry<T>>();
  const perDb = new WeakMap<object, Map<number, Entry<T>>>();
  const entriesOf = (db: Db): Map<number, Entry<T>> => {
    if (!options.perDatabase) return shared;
    let entries = perDb.get(db);
    if (!entries) perDb.set(db, (entries = new Map()));
    return entries;
  };
  // forgets cannot walk a WeakMap: they move an epoch, and an entry older than its merchant's is stale
  let epoch = 0;
  let allForgottenAt = 0;
  const forgottenAt = new Map<number, number>();
  const fresh = (merchantId: number, e: Entry<T>) =>
    Date.now() - e.at < ttlMs && e.epoch >= allForgottenAt && e.epoch >= (forgottenAt.get(merchantId) ?? 0);
  return {
    get(db, merchantId, context) {
      const entries = entriesOf(db);
      const hit = entries.get(merchantId);
      if (hit && fresh(merchantId, hit)) return hit.value.catch(() => load(db, merchantId, context));
      const value = load(db, merchantId, context);
      const entry: Entry<T> = { at: Date.now(), epoch, value };
      entries.set(merchantId, entry);
      value.catch(() => {
        if (entries.get(merchantId) === entry) entries.delete(merchantId);
      });
      return value;
    },
    forget(merchantId) {
      epoch += 1;
      if (merchantId === undefined) {
        allForgottenAt = epoch;
        forgottenAt.clear();
      } else forgottenAt.set(merchantId, epoch);
    },
  };
}

/**
 * A {@link merchantCache} registered under `name`: a forget of that name from another process (or
 * the bus's "forget everything" after a reconnect) empties this copy, and `invalidate` empties it
 * here and sends the forget to every other process.
 * @param name the cache's name on the bus ({@link SHARED_CACHES}).
 */
export function namedCache<T, C = void>(
  name: SharedCacheName,
  ttlMs: number,
  load: (db: Db, merchantId: number, context: C) => Promise<T>,
  options: CacheOptions = {},
): NamedCache<T, C> {
  const cache = merchantCache(ttlMs, load, options);
  onForget(name, (merchantId) => cache.forget(merchantId));
  return {
    name,
    get: cache.get,
    forget: cache.forget,
    invalidate(merchantId) {
      cache.forget(merchantId);
      forgetElsewhere(name, merchantId);
    },
  };
}

/**
 * Forgets cache `name` (one merchant's value, or every merchant's) in this process and in every
 * other process on the bus.
 */
export function invalidate(name: SharedCacheName, merchantId?: number): void {
  forgetHere(name, merchantId);
  forgetElsewhere(name, merchantId);
}
