/**
 * A per-process cache of one value per merchant, trusted for `ttlMs` (another process's change
 * shows within that time; a change made here is seen at once after `forget`). The rewards' hooks
 * run on every settled round and credited deposit, so what they read per merchant (the reward
 * settings, the MANPLAYREB3 flag, the reporting offset) comes through one of these.
 */
import type { Db } from '../../db/open.ts';

/** A cache made by {@link merchantCache}. */
export interface MerchantCache<T> {
  /** The merchant's value: the cached one while fresh, else `load`ed again. */
  get(db: Db, merchantId: number): Promise<T>;
  /** Forgets one merchant's value, or every merchant's. */
  forget(merchantId?: number): void;
}

/**
 * A cache of `load(db, merchantId)` per merchant for `ttlMs` milliseconds. Concurrent callers
 * share one load (the settled rounds of many players expire a value at the same moment: one read
 * of the merchant, not one each); a failed load is not kept, and a caller that shared it loads
 * again with its own database (the failure may be the first caller's transaction's).
 */
export function merchantCache<T>(ttlMs: number, load: (db: Db, merchantId: number) => Promise<T>): MerchantCache<T> {
  const entries = new Map<number, { at: number; value: Promise<T> }>();
  return {
    get(db, merchantId) {
      const hit = entries.get(merchantId);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value.catch(() => load(db, merchantId));
      const value = load(db, merchantId);
      const entry = { at: Date.now(), value };
      entries.set(merchantId, entry);
      value.catch(() => {
        if (entries.get(merchantId) === entry) entries.delete(merchantId);
      });
      return value;
    },
    forget(merchantId) {
      if (merchantId === undefined) entries.clear();
      else entries.delete(merchantId);
    },
  };
}
