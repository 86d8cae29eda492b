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

/** A cache of `load(db, merchantId)` per merchant for `ttlMs` milliseconds. */
export function merchantCache<T>(ttlMs: number, load: (db: Db, merchantId: number) => Promise<T>): MerchantCache<T> {
  const entries = new Map<number, { at: number; value: T }>();
  return {
    async get(db, merchantId) {
      const hit = entries.get(merchantId);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = await load(db, merchantId);
      entries.set(merchantId, { at: Date.now(), value });
      return value;
    },
    forget(merchantId) {
      if (merchantId === undefined) entries.clear();
      else entries.delete(merchantId);
    },
  };
}
