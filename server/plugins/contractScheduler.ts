/**
 * The contract settlement scheduler in the server process (docs/contracts.md "Scheduler";
 * server/services/contracts/scheduler.ts): once the app is ready it settles every merchant's
 * closed periods, then again every CONTRACT_SETTLE_INTERVAL_MS (default 30,000 ms), on the app's
 * clock; it stops when the app closes (waiting for a running tick).
 *
 * Switch: CONTRACT_SCHEDULER=off never starts it and =on always does; unset, it runs everywhere
 * except under jest (JEST_WORKER_ID is set there), so no test settles in the background unless it
 * sets CONTRACT_SCHEDULER=on before building the app. `app.contractScheduler` is the running
 * scheduler, or null.
 */
import fp from 'fastify-plugin';
import {
  schedulerEnabled,
  settleInterval,
  startContractScheduler,
  type ContractScheduler,
} from '../services/contracts/scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The running settlement scheduler, null when switched off (CONTRACT_SCHEDULER). */
    contractScheduler: ContractScheduler | null;
  }
}

export default fp(
  async (app) => {
    app.decorate('contractScheduler', null);
    if (!schedulerEnabled()) return;
    app.addHook('onReady', async () => {
      app.contractScheduler = startContractScheduler({
        db: app.db,
        intervalMs: settleInterval(),
        now: () => app.auth.now(),
        log: app.log,
      });
    });
    app.addHook('onClose', async () => {
      await app.contractScheduler?.stop();
    });
  },
  { name: 'contract-scheduler', dependencies: ['services', 'auth'] },
);
