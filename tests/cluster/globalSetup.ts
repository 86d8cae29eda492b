/**
 * Starts the two-node cluster of the cluster test once (scripts/cluster.mjs startCluster): a
 * fresh database `cluster_test`, two API nodes (node 1 with the in-house vendor) and HAProxy. The
 * nodes' human check is cheap (ALTCHA_MAX_NUMBER=1000, the test solves it a hundred times), their
 * settlement scheduler ticks every 500 ms (so both are running during the settlement check). The
 * URLs go to the tests through CLUSTER_TEST (JSON); the returned function stops everything.
 */
import type { FullConfig } from '@playwright/test';
// @ts-expect-error scripts/cluster.mjs is plain JavaScript
import { freeBasePort, startCluster } from '../../scripts/cluster.mjs';

export interface ClusterUnderTest {
  balancer: string;
  nodes: string[];
  databaseUrl: string;
  settleIntervalMs: number;
}

export const SETTLE_INTERVAL_MS = 500;

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const port = await freeBasePort(Number(process.env.CLUSTER_TEST_PORT ?? 8600), 2);
  const cluster = await startCluster({
    nodes: 2,
    port,
    database: 'cluster_test',
    fresh: true,
    env: { ALTCHA_MAX_NUMBER: '1000', CONTRACT_SCHEDULER: 'on', CONTRACT_SETTLE_INTERVAL_MS: String(SETTLE_INTERVAL_MS), LOG_LEVEL: 'warn' },
    log: (line: string) => console.log(`[cluster] ${line}`),
  });
  const shared: ClusterUnderTest = { balancer: cluster.url, nodes: cluster.nodes.map((n: { url: string }) => n.url), databaseUrl: cluster.databaseUrl, settleIntervalMs: SETTLE_INTERVAL_MS };
  process.env.CLUSTER_TEST = JSON.stringify(shared);
  console.log(`[cluster] balancer ${cluster.url}, nodes ${shared.nodes.join(', ')}`);
  return async () => cluster.stop();
}
