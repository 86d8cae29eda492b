/**
 * The per-merchant cache of the rewards' hooks (server/shared/cache.ts): callers
 * that find a value expired at the same moment share one load; a failed load is not kept, and a
 * caller that shared it loads again with its own database.
 */
import { describe, expect, it } from '@jest/globals';
import type { Db } from '../../../server/db/open.ts';
import { merchantCache } from '../../../server/shared/cache.ts';

const dbA = { name: 'a' } as unknown as Db;
const dbB = { name: 'b' } as unknown as Db;

describe('merchantCache', () => {
  it('loads once for concurrent callers and keeps the value for its time', async () => {
    let loads = 0;
    const cache = merchantCache(60_000, async (_db, merchantId) => {
      loads++;
      await new Promise((r) => setTimeout(r, 10));
      return `merchant ${merchantId} #${loads}`;
    });
    const values = await Promise.all(Array.from({ length: 20 }, () => cache.get(dbA, 7)));
    expect(new Set(values)).toEqual(new Set(['merchant 7 #1']));
    expect(await cache.get(dbA, 8)).toBe('merchant 8 #2');
    expect(await cache.get(dbA, 7)).toBe('merchant 7 #1');
    cache.forget(7);
    expect(await cache.get(dbA, 7)).toBe('merchant 7 #3');
  });

  it('keeps no failure: the first caller sees it, a sharer loads with its own database, the next call loads again', async () => {
    const seen: string[] = [];
    const cache = merchantCache(60_000, async (db) => {
      const name = (db as unknown as { name: string }).name;
      seen.push(name);
      await new Promise((r) => setTimeout(r, 5));
      if (name === 'a' && seen.length === 1) throw new Error('the first caller’s transaction failed');
      return `loaded with ${name}`;
    });
    const [first, second] = await Promise.allSettled([cache.get(dbA, 1), cache.get(dbB, 1)]);
    expect(first).toEqual({ status: 'rejected', reason: new Error('the first caller’s transaction failed') });
    expect(second).toEqual({ status: 'fulfilled', value: 'loaded with b' });
    expect(await cache.get(dbA, 1)).toBe('loaded with a');
    expect(seen).toEqual(['a', 'b', 'a']);
  });
});
