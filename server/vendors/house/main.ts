/**
 * The in-house vendor as a process of its own (`npm run house`; docs/scaling.md "The vendor tier"):
 * the service server/server.ts otherwise starts beside the platform, configured by the same
 * environment (service/start.ts):
 *   HOUSE_PORT          its port (default 8090)
 *   HOUSE_HOST          its address (default HOST, else 127.0.0.1)
 *   HOUSE_PUBLIC_URL    its address as browsers reach it, e.g. a load balancer's (default http://<host>:<port>)
 *   VENDOR_BGS_SECRET   the protocol's shared secret (required in production)
 *   HOUSE_PLATFORM_URLS the platforms the draw feed goes to (default PLATFORM_URL, else http://127.0.0.1:<PORT|8080>)
 *   HOUSE_DATABASE_URL  the vendor's PostgreSQL database: any number of vendor processes on it are one vendor
 *   HOUSE_STATE_FILE    without a database, where the one process keeps its state (default <DATA_DIR|./data>/house-state.json)
 *   DIST_DIR            the front-end build holding the game pages (default dist/)
 *   TRUST_PROXY         behind a balancer, whose X-Forwarded-For to believe (server/cluster/proxy.ts)
 *   LOG_LEVEL           pino level (default info)
 * A vendor that cannot start (a bad setting, its database unreachable) prints why and exits 1;
 * SIGTERM and SIGINT close it (the settlement under way may finish, its database connections close).
 */
import { closeOnSignals, die, readServerEnv, type ServerEnv } from '../../env.ts';
import { createLogger } from '../../logger.ts';
import { startHouseVendor } from './service/start.ts';
import { serverSettings } from '../../config.ts';

async function main(): Promise<void> {
  let settings: ServerEnv;
  try {
    settings = readServerEnv();
  } catch (err) {
    die(`Cannot start the in-house vendor: ${(err as Error).message}`);
  }
  if (serverSettings().HOUSE_PORT === 'off') die('Cannot start the in-house vendor: HOUSE_PORT is off');
  const log = createLogger(settings.logLevel);
  const service = await startHouseVendor(
    { host: settings.host, dataDir: settings.dataDir, distDir: settings.distDir, port: settings.port },
    log,
    serverSettings(),
    log,
  );
  if (!service) {
    log.flush?.();
    die('Cannot start the in-house vendor (the line above says why)');
  }
  closeOnSignals(log, 'in-house vendor shutting down', async () => {
    await service.app.close();
  });
}

main().catch((err: unknown) =>
  die(`Cannot start the in-house vendor: ${err instanceof Error ? err.message : String(err)}`),
);
