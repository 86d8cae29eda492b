/**
 * The cluster's parts on PostgreSQL (server/cluster; docs/scaling.md), two "processes" made of two
 * runtimes over one database: the bus keeps each sender's order over batches and a spilled large
 * message and skips its own notices; the rate-limit store counts fixed windows like the plugin's
 * own stores (child routes apart, continueExceeding); the job guard lets one claim a period and
 * never two runs at once; the shared values and the payload key pair are made once and the same
 * for both. And the hub's side: the shared caches forget here and elsewhere, on one process too.
 * The PostgreSQL parts run in the PostgreSQL pass (TEST_DATABASE=postgres, scripts/test.mjs);
 * on PGlite the cluster is off (openCluster answers null), which is checked here too.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { OpenedDatabase } from '../../../server/db/open.ts';
import { openCluster, postgresPoolOf, type ClusterRuntime } from '../../../server/cluster/index.ts';
import { NOTIFY_LIMIT, PgBus } from '../../../server/cluster/pgBus.ts';
import { postgresRateLimitStore } from '../../../server/cluster/rateLimitStore.ts';
import { postgresJobGuard } from '../../../server/cluster/jobGuard.ts';
import { clusterOf } from '../../../server/cluster/registry.ts';
import {
  attachTransport,
  deliverFromBus,
  publish,
  subscribe,
  type BusMessage,
  type LiveEvent,
} from '../../../server/services/events/index.ts';
import { generatePayloadKeyPair } from '../../../server/crypto/payload.ts';
import { encryptPayload } from '../../../src/api/secure.ts';
import { openTestDatabase } from '../support/testApp.ts';
import { onPostgres } from '../support/postgresTemplate.ts';

const onPg = onPostgres();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(10);
  }
};

describe('the event hub and the shared caches (any database)', () => {
  it('delivers a publish here and sends it on every attached transport; a bus message is delivered here only', () => {
    const sent: BusMessage[] = [];
    const heard: LiveEvent[] = [];
    const detach = attachTransport({ send: (m) => sent.push(m) });
    const stop = subscribe((e) => heard.push(e));
    try {
      const event: LiveEvent = {
        merchantId: 1,
        memberId: 2,
        type: 'balance',
        payload: { balance: '1.00', currency: 'CNY' },
      };
      publish(event);
      expect(heard).toEqual([event]);
      expect(sent).toEqual([{ kind: 'event', event }]);
      deliverFromBus({ kind: 'event', event: { ...event, payload: { balance: '2.00', currency: 'CNY' } } });
      expect(heard.map((e) => (e.payload as { balance: string }).balance)).toEqual(['1.00', '2.00']);
      expect(sent).toHaveLength(1); // not sent back on the bus
    } finally {
      stop();
      detach();
    }
  });
});

(onPg ? describe.skip : describe)('on PGlite', () => {
  it('runs no cluster: one process keeps everything in memory', async () => {
    const opened = await openTestDatabase();
    try {
      expect(postgresPoolOf(opened.db)).toBeNull();
      expect(await openCluster(opened.db)).toBeNull();
      expect(clusterOf(opened.db)).toBeNull();
    } finally {
      await opened.close();
    }
  });
});

(onPg ? describe : describe.skip)('on PostgreSQL (two runtimes over one database)', () => {
  let opened: OpenedDatabase;
  let one: ClusterRuntime;
  let two: ClusterRuntime;
  beforeAll(async () => {
    opened = await openTestDatabase();
    one = (await openCluster(opened.db))!;
    two = (await openCluster(opened.db))!; // registers over one: the registry keeps the last (a test detail)
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await opened?.close();
  });

  it('the bus keeps a sender’s order over batches and a spilled large message, and skips its own notices', async () => {
    const pool = postgresPoolOf(opened.db)!;
    const got: { a: BusMessage[]; b: BusMessage[] } = { a: [], b: [] };
    const a = await PgBus.start({ pool, node: 'test-a', channel: 'bus_test', deliver: (m) => got.a.push(m) });
    const b = await PgBus.start({ pool, node: 'test-b', channel: 'bus_test', deliver: (m) => got.b.push(m) });
    try {
      const big = 'x'.repeat(NOTIFY_LIMIT * 3);
      const sent: BusMessage[] = [];
      for (let i = 0; i < 1500; i++) {
        const message: BusMessage = {
          kind: 'event',
          event: {
            merchantId: 1,
            memberId: i,
            type: 'balance',
            payload: { balance: `${i}.00`, currency: i === 700 ? big : 'CNY' },
          },
        };
        sent.push(message);
        a.send(message);
      }
      await a.drained();
      await until(() => got.b.length === 1500);
      expect(got.b).toEqual(sent);
      expect(got.a).toEqual([]); // its own notices are skipped
      expect(a.stats.spills).toBe(1);
      expect(a.stats.notices).toBeLessThan(200); // batched: far fewer notices than messages
      b.send({ kind: 'forget', cache: 'promotions.active', merchantId: 3 });
      await until(() => got.a.length === 1);
      expect(got.a).toEqual([{ kind: 'forget', cache: 'promotions.active', merchantId: 3 }]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('the rate-limit store counts a fixed window per key, per route apart, like the plugin’s stores', async () => {
    const Store = postgresRateLimitStore(postgresPoolOf(opened.db)!);
    const incr = (store: InstanceType<typeof Store>, key: string, windowMs: number, max = 3) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), windowMs, max),
      );
    const nodeA = new Store({});
    const nodeB = new Store({}); // another process: the same counters
    const key = `k${Date.now()}`;
    expect((await incr(nodeA, key, 60_000)).current).toBe(1);
    expect((await incr(nodeB, key, 60_000)).current).toBe(2);
    const third = await incr(nodeA, key, 60_000);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(55_000);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
    // a route's own limit counts apart
    const route = nodeA.child({ routeInfo: { method: 'GET', url: '/api/x' } });
    expect((await incr(route, key, 60_000)).current).toBe(1);
    // a short window ends and starts again at 1
    const short = `s${Date.now()}`;
    await incr(nodeA, short, 150);
    await incr(nodeB, short, 150);
    await sleep(250);
    expect((await incr(nodeA, short, 150)).current).toBe(1);
    // continueExceeding: a request over the limit restarts the window
    const strict = new Store({ continueExceeding: true });
    const ce = `c${Date.now()}`;
    for (let i = 0; i < 3; i++) await incr(strict, ce, 300, 2);
    await sleep(200);
    const over = await incr(strict, ce, 300, 2);
    expect(over.current).toBe(4);
    expect(over.ttl).toBeGreaterThan(250); // restarted, not the 100 ms left of the first window
    const read = await new Promise<{ current: number }>((resolve) => nodeB.read(key, (_e, r) => resolve(r!)));
    expect(read.current).toBe(3);
  });

  it('the job guard lets one process claim a period, never two runs at once, and an explicit run waits its turn', async () => {
    const pool = postgresPoolOf(opened.db)!;
    const a = postgresJobGuard(pool, 'node-a');
    const b = postgresJobGuard(pool, 'node-b');
    const job = `test-job-${Date.now()}`;
    try {
      let running = 0;
      let most = 0;
      let runs = 0;
      const work = async () => {
        running += 1;
        most = Math.max(most, running);
        runs += 1;
        await sleep(150);
        running -= 1;
        return runs;
      };
      const [first, second] = await Promise.all([a.claim(job, 2_000, work), b.claim(job, 2_000, work)]);
      expect([first, second].filter((r) => r !== null)).toHaveLength(1);
      expect(await b.claim(job, 2_000, work)).toBeNull(); // the period was claimed
      expect(await a.claim(job, 2_000, work)).toBeNull();
      // an explicit run while a claimed one runs: waits for it, then runs
      const later = `${job}-2`;
      const claimed = a.claim(later, 60_000, work);
      await sleep(30);
      const explicit = await b.exclusive(later, work);
      expect((await claimed)?.value).toBeDefined();
      expect(explicit).toBeGreaterThan(0);
      expect(most).toBe(1);
      expect(runs).toBe(3);
      // the next period: claimable again
      const quick = `${job}-3`;
      expect(await a.claim(quick, 100, async () => 'ran')).toEqual({ value: 'ran' });
      expect(await b.claim(quick, 100, async () => 'ran')).toBeNull();
      await sleep(150);
      expect(await b.claim(quick, 100, async () => 'ran')).toEqual({ value: 'ran' });
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('shares one payload key pair and one human-check key between the processes', async () => {
    const [keysA, keysB] = await Promise.all([one.payloadKeys(), two.payloadKeys()]);
    expect(keysA.publicKey.kid).toBe(keysB.publicKey.kid);
    const sealed = await encryptPayload(keysA.publicKey, { hello: 'cluster' }, globalThis.crypto.subtle);
    expect(await keysB.decrypt(sealed)).toEqual({ hello: 'cluster' });
    const own = await generatePayloadKeyPair(); // a process of its own cannot read it
    await expect(own.decrypt(sealed)).rejects.toThrow('KEY_UNKNOWN');
    expect(await one.humanCheckKey()).toBe(await two.humanCheckKey());
    await one.values.put('short', 'v', 100);
    expect(await two.values.get('short')).toBe('v');
    await sleep(150);
    expect(await two.values.get('short')).toBeNull();
  });
});
