/**
 * Starts the two-node cluster of the cluster test once (scripts/cluster.mjs startCluster): a
 * fresh database `cluster_test` (CLUSTER_TEST_DATABASE names another), two API nodes, two
 * standalone in-house vendor processes on the vendor database `<database>_house` and HAProxy in
 * front of both tiers. The nodes' human check is cheap (ALTCHA_MAX_NUMBER=1000, the test solves
 * it a hundred times), their settlement scheduler ticks every 500 ms (so both are running during
 * the settlement check). The URLs go to the tests through CLUSTER_TEST (JSON); the returned
 * function stops everything.
 */
import type { FullConfig } from '@playwright/test';
import pg from 'pg';
// @ts-expect-error scripts/cluster.mjs is plain JavaScript
import { freeBasePort, startCluster } from '../../scripts/cluster.mjs';
// @ts-expect-error scripts/postgres.mjs is plain JavaScript
import { ensurePostgres } from '../../scripts/postgres.mjs';

export interface ClusterUnderTest {
  balancer: string;
  nodes: string[];
  databaseUrl: string;
  settleIntervalMs: number;
  /** The vendor's address through the balancer (the platform's VENDOR_BGS_URL, the game pages' origin). */
  vendor: string;
  /** The vendor processes, each on its own port. */
  vendors: { url: string; pid: number }[];
  houseDatabaseUrl: string;
}

export const SETTLE_INTERVAL_MS = 500;

/** Drops `names` on the PostgreSQL of `adminUrl` (a database name that startCluster's --fresh does not drop). */
async function dropDatabases(adminUrl: string, names: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const name of names) await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const database = process.env.CLUSTER_TEST_DATABASE?.trim() || 'cluster_test';
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(database)) throw new Error(`bad CLUSTER_TEST_DATABASE ${database}`);
  const fresh = database.startsWith('cluster_');
  if (!fresh) {
    const admin =
      process.env.CLUSTER_ADMIN_URL?.trim() ||
      (ensurePostgres({ role: 'cluster', password: 'cluster' }) as { url: string } | null)?.url;
    if (!admin) throw new Error('PostgreSQL is not available');
    await dropDatabases(admin, [database, `${database}_house`]);
  }
  const port = await freeBasePort(Number(process.env.CLUSTER_TEST_PORT ?? 8600), 2, 2);
  const cluster = await startCluster({
    nodes: 2,
    vendors: 2,
    port,
    database,
    fresh,
    env: {
      ALTCHA_MAX_NUMBER: '1000',
      CONTRACT_SCHEDULER: 'on',
      CONTRACT_SETTLE_INTERVAL_MS: String(SETTLE_INTERVAL_MS),
      LOG_LEVEL: 'warn',
    },
    log: (line: string) => console.log(`[cluster] ${line}`),
  });
  const shared: ClusterUnderTest = {
    balancer: cluster.url,
    nodes: cluster.nodes.map((n: { url: string }) => n.url),
    databaseUrl: cluster.databaseUrl,
    settleIntervalMs: SETTLE_INTERVAL_MS,
    vendor: cluster.vendorUrl,
    vendors: cluster.vendors.map((v: { url: string; pid: number }) => ({ url: v.url, pid: v.pid })),
    houseDatabaseUrl: cluster.houseDatabaseUrl,
  };
  process.env.CLUSTER_TEST = JSON.stringify(shared);
  console.log(
    `[cluster] balancer ${cluster.url}, nodes ${shared.nodes.join(', ')}; vendor ${shared.vendor}, vendor processes ${shared.vendors.map((v) => v.url).join(', ')}`,
  );
  return async () => cluster.stop();
}
