/**
 * Several server processes on one PostgreSQL behave as one site (docs/scaling.md): what a process
 * used to keep in its memory and must agree on with the others is put under it here.
 *
 * | concern | one process (PGlite) | cluster (PostgreSQL) |
 * |---|---|---|
 * | live events, cache invalidations | in-process hub | + LISTEN/NOTIFY bus (./pgBus.ts) |
 * | rate limits | plugin's memory | `cluster_rate_limits` (./rateLimitStore.ts) |
 * | periodic jobs | every tick | once per period (./jobGuard.ts) |
 * | payload key pair, human-check key | per process | made once, shared (./sharedValues.ts) |
 * | dev captcha answers | per process | shared values with expiry |
 *
 * Captchas, human-check replays, login lockouts and sessions were database rows already.
 * The cluster starts whenever the database is PostgreSQL (DATABASE_URL), one process or many:
 * a single process on PostgreSQL simply has nobody else on the bus.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { seal, unseal } from '../crypto/atRest.ts';
import { generatePayloadKeyPair, importPayloadKeyPair, type PayloadKeyPair } from '../crypto/payload.ts';
import type { Db } from '../db/open.ts';
import { attachTransport, deliverFromBus, forgetHere } from '../services/events/index.ts';
import { startTicker, type Ticker } from '../services/jobs/periodic.ts';
import { postgresJobGuard, type PostgresJobGuard } from './jobGuard.ts';
import { PgBus, type BusLog } from './pgBus.ts';
import { postgresRateLimitStore } from './rateLimitStore.ts';
import { registerCluster, type ClusterShared } from './registry.ts';
import { postgresSharedValues } from './sharedValues.ts';
import { ensureClusterTables, sweepClusterTables } from './tables.ts';

/** How often the cluster's own tables are swept (once across the processes), ms. */
export const SWEEP_INTERVAL_MS = 60_000;

/** A cluster's runtime in one process. */
export interface ClusterRuntime extends ClusterShared {
  bus: PgBus;
  /** The @fastify/rate-limit `store` class. */
  rateLimitStore: ReturnType<typeof postgresRateLimitStore>;
  /** The encrypted-payload key pair every process shares. */
  payloadKeys(): Promise<PayloadKeyPair>;
  /** The human-check signing key every process shares. */
  humanCheckKey(): Promise<string>;
  /** Stops the sweep, sends what the bus holds, closes its connections and unregisters. */
  close(): Promise<void>;
}

/** The connection pool under `db` when it is a PostgreSQL one (drizzle's node-postgres `$client`), else null. */
export function postgresPoolOf(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/** This process's name: host, pid and a random part (two apps in one process are two nodes). */
const nodeName = () => `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/**
 * Starts the cluster runtime over `db`: makes the cluster's tables, connects the bus and attaches
 * it to the event hub, registers the shared job guard and values, and starts the sweep.
 * @returns null when `db` is not PostgreSQL (PGlite: one process, nothing to share).
 * @throws when PostgreSQL cannot be reached.
 */
export async function openCluster(db: Db, log?: BusLog): Promise<ClusterRuntime | null> {
  const pool = postgresPoolOf(db);
  if (!pool) return null;
  await ensureClusterTables(pool);
  const node = nodeName();
  const bus = await PgBus.start({ pool, node, deliver: deliverFromBus, reconnected: () => forgetHere('*'), log });
  const detach = attachTransport(bus);
  const jobs: PostgresJobGuard = postgresJobGuard(pool, node);
  const values = postgresSharedValues(pool);
  const unregister = registerCluster(db, { node, jobs, values });
  const sweep: Ticker<unknown> = startTicker({
    run: () => sweepClusterTables(pool),
    failed: () => null,
    failure: 'cluster sweep failed',
    intervalMs: SWEEP_INTERVAL_MS,
    name: 'cluster-sweep',
    guard: jobs,
    log: log ? { error: (obj, msg) => log.warn(obj, msg) } : undefined,
    immediate: false,
  });
  let keys: Promise<PayloadKeyPair> | null = null;
  let closed = false;
  return {
    node,
    jobs,
    values,
    bus,
    rateLimitStore: postgresRateLimitStore(pool),
    payloadKeys() {
      keys ??= values
        .once('payload-key-pair', async () =>
          seal(JSON.stringify(await (await generatePayloadKeyPair()).exportPrivate())),
        )
        .then((sealed) => importPayloadKeyPair(JSON.parse(unseal(sealed)) as JsonWebKey));
      return keys;
    },
    humanCheckKey: () =>
      values
        .once('human-check-key', async () => seal(randomBytes(32).toString('base64url')))
        .then((sealed) => unseal(sealed)),
    async close() {
      if (closed) return;
      closed = true;
      await sweep.stop();
      detach();
      unregister();
      await bus.close();
      await jobs.close();
    },
  };
}
