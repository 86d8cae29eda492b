/**
 * The cluster plugin (docs/scaling.md; server/cluster): on PostgreSQL, `app.cluster` is this
 * process's cluster runtime — the bus under the live event hub, the shared rate-limit store (read
 * by ./security.ts), the shared payload key pair (read by ./auth.ts), the shared human-check key,
 * the job guard the schedulers find through server/cluster/registry.ts — and the caches keyed by
 * this app's database that other processes invalidate (the lotto lobby) are registered on the bus.
 * On PGlite `app.cluster` is null and everything stays in this process, as before.
 * Closed after everything else when the app closes (it was loaded first).
 */
import fp from 'fastify-plugin';
import { openCluster, type ClusterRuntime } from '../cluster/index.ts';
import { useSharedHumanCheckKey } from '../services/auth/humanCheck.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The cluster runtime on PostgreSQL; null on PGlite (one process). */
    cluster: ClusterRuntime | null;
  }
}

export default fp(
  async (app) => {
    const cluster = await openCluster(app.db, app.log);
    app.decorate('cluster', cluster);
    if (cluster) {
      useSharedHumanCheckKey(await cluster.humanCheckKey());
      app.log.info(
        { node: cluster.node },
        'cluster: on PostgreSQL, sharing events, limits, jobs and keys with the other server processes',
      );
    }
    app.addHook('onClose', async () => {
      if (cluster) {
        useSharedHumanCheckKey(null);
        await cluster.close();
      }
    });
  },
  { name: 'cluster', dependencies: ['services'] },
);
