/**
 * The one cache utility (server/shared/cache.ts): a value per merchant trusted for its time-to-live,
 * one load for concurrent callers, and a named cache's invalidation run by every node: node A's
 * invalidate goes on the bus, and node B (here a second copy of the same named cache, fed the
 * message as its PgBus delivers it: server/cluster/pgBus.ts -> deliverFromBus) forgets its copy.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { Db } from '../../../server/db/open.ts';
import { attachTransport, deliverFromBus, type BusMessage } from '../../../server/services/events/index.ts';
import { invalidate, merchantCache, namedCache, SHARED_CACHES } from '../../../server/shared/cache.ts';

/** A name of the table (the names are declared in one place); the test's copies are its own. */
const NAME = SHARED_CACHES.rewardSettings;

const db = { name: 'db' } as unknown as Db;

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the shared cache utility', () => {
  it('keeps a value for its time-to-live and loads again after it', async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    let loads = 0;
    const cache = merchantCache(5_000, async (_db, id) => `m${id}#${++loads}`);
    expect(await cache.get(db, 1)).toBe('m1#1');
    now += 4_999;
    expect(await cache.get(db, 1)).toBe('m1#1');
    expect(await cache.get(db, 2)).toBe('m2#2'); // per merchant
    now += 1;
    expect(await cache.get(db, 1)).toBe('m1#3');
  });

  it('shares one load between concurrent callers and does not keep a failure', async () => {
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const cache = merchantCache(60_000, async () => {
      loads += 1;
      await gate;
      return loads;
    });
    const both = Promise.all([cache.get(db, 1), cache.get(db, 1), cache.get(db, 1)]);
    release();
    expect(await both).toEqual([1, 1, 1]);
    expect(loads).toBe(1);

    let fail = true;
    const flaky = merchantCache(60_000, async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    await expect(flaky.get(db, 1)).rejects.toThrow('down');
    fail = false;
    expect(await flaky.get(db, 1)).toBe('up');
  });

  it('invalidates a named cache here and, over the bus, on a second node', async () => {
    const sent: BusMessage[] = [];
    const detach = attachTransport({ send: (m) => sent.push(m) });
    try {
      let loadsA = 0;
      let loadsB = 0;
      const nodeA = namedCache(NAME, 60_000, async () => ++loadsA);
      const nodeB = namedCache(NAME, 60_000, async () => ++loadsB);
      await nodeA.get(db, 4);
      await nodeB.get(db, 4);
      await nodeB.get(db, 5);

      nodeA.invalidate(4);
      expect(await nodeA.get(db, 4)).toBe(2); // forgotten here at once
      expect(sent).toEqual([{ kind: 'forget', cache: NAME, merchantId: 4 }]);
      for (const message of sent) deliverFromBus(message); // what node B's bus delivers
      expect(await nodeB.get(db, 4)).toBe(3);
      expect(await nodeB.get(db, 5)).toBe(2); // another merchant's value is kept

      invalidate(NAME); // by name, every merchant, from a service that does not hold the cache
      expect(sent.at(-1)).toEqual({ kind: 'forget', cache: NAME });
      expect(await nodeB.get(db, 5)).toBe(4);
      expect(await nodeA.get(db, 4)).toBe(3);

      deliverFromBus({ kind: 'forget', cache: 'other.cache', merchantId: 4 }); // another name: kept
      expect(await nodeA.get(db, 4)).toBe(3);
    } finally {
      detach();
    }
  });

  it("forgets everything on the bus's '*' (after a reconnect); a per-database cache keeps one copy per app", async () => {
    let loads = 0;
    const perApp = namedCache(NAME, 60_000, async (_db, id) => `m${id}#${++loads}`, { perDatabase: true });
    const other = { name: 'another app' } as unknown as Db;
    expect(await perApp.get(db, 1)).toBe('m1#1');
    expect(await perApp.get(other, 1)).toBe('m1#2'); // another database (another app in this process)
    expect(await perApp.get(db, 1)).toBe('m1#1');
    deliverFromBus({ kind: 'forget', cache: '*' });
    expect(await perApp.get(db, 1)).toBe('m1#3');
    expect(await perApp.get(other, 1)).toBe('m1#4');
    // by default one copy per merchant, whichever database or transaction asks
    const shared = namedCache(NAME, 60_000, async (_db, id) => `s${id}#${++loads}`);
    expect(await shared.get(db, 1)).toBe('s1#5');
    expect(await shared.get(other, 1)).toBe('s1#5');
  });

  it('hands the loader the context of the call (the lottery lobby loads with the merchant)', async () => {
    const cache = namedCache<string, { code: string }>(
      NAME,
      60_000,
      async (_db, id, merchant) => `${id}:${merchant.code}`,
    );
    expect(await cache.get(db, 3, { code: 'royal' })).toBe('3:royal');
    expect(await cache.get(db, 3, { code: 'ignored while fresh' })).toBe('3:royal');
  });
});
