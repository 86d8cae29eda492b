/**
 * Starts the in-house vendor beside the platform (server/server.ts): HOUSE_PORT (default 8090;
 * `off` disables it), HOUSE_HOST (default the platform's host), HOUSE_PUBLIC_URL (default
 * http://<host>:<port>), game pages from the platform's build (DIST_DIR), secret from VENDOR_BGS_SECRET (docs/vendor-protocol.md section 1),
 * and the sandbox integrations' secrets from VENDOR_<CODE>_SECRET or the development secrets outside production (docs/sandbox-provider.md).
 * Open sports and lottery bets are kept in HOUSE_STATE_FILE (default `<data dir>/house-state.json`;
 * PGlite, like Postgres, ignores files it does not know there) so that a restart still settles
 * them; with HOUSE_DATABASE_URL (the vendor's own PostgreSQL database) sessions, bets, draws and
 * the feed live there instead, shared by every vendor process on it (docs/scaling.md "The vendor
 * tier"). A vendor that cannot start (a bad port, its database unreachable) never stops the
 * platform: it logs why and the platform runs on (launching its games then answers "game under
 * maintenance"). Behind a load balancer TRUST_PROXY (server/cluster/proxy.ts) says whose
 * X-Forwarded-For to believe. The standalone vendor process (../main.ts) starts it the same way.
 * The draw feed goes to HOUSE_PLATFORM_URLS (comma-separated; default PLATFORM_URL, else
 * http://127.0.0.1:<platform port>), docs/lottery.md section 4; the test clock /dev/draws/* is
 * there unless NODE_ENV is production.
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { trustProxyFromEnv } from '../../../cluster/proxy.ts';
import { buildHouseService, type HouseService } from './app.ts';
import { DEFAULT_HOUSE_PORT, houseSecret, sandboxKeys } from './config.ts';
import { serverSettings, type Settings } from '../../../config.ts';

/**
 * The platforms the draw feed goes to: HOUSE_PLATFORM_URLS (comma-separated, blanks ignored), else
 * PLATFORM_URL, else http://127.0.0.1:<PORT> (the platform's port, default 8080).
 */
export function feedUrlsOf(env: Settings, platformPort?: number): string[] {
  const listed = (env.HOUSE_PLATFORM_URLS ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter((u) => u !== '');
  if (listed.length > 0) return listed;
  return [env.PLATFORM_URL?.trim() || `http://127.0.0.1:${platformPort ?? (Number(env.PORT) || 8080)}`];
}

/**
 * Starts the service; null when disabled or when it could not start (logged).
 * @param server where the platform runs (host, data dir, build, port); the standalone vendor passes its own.
 * @param appLog the logger the vendor's own warnings go to (the standalone vendor's; beside the platform none).
 */
export async function startHouseVendor(
  server: { host: string; dataDir: string; distDir?: string; port?: number },
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  env: Settings = serverSettings(),
  appLog?: FastifyBaseLogger,
): Promise<HouseService | null> {
  if (env.HOUSE_PORT === 'off') return null;
  const port = Number(env.HOUSE_PORT ?? DEFAULT_HOUSE_PORT);
  const houseHost = env.HOUSE_HOST ?? server.host;
  let service: HouseService | null = null;
  try {
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new Error(`HOUSE_PORT ${env.HOUSE_PORT} is not a port`);
    const databaseUrl = env.HOUSE_DATABASE_URL?.trim() || undefined;
    const sandbox = sandboxKeys(env);
    const stateFile = databaseUrl ? undefined : (env.HOUSE_STATE_FILE ?? path.join(server.dataDir, 'house-state.json'));
    service = await buildHouseService({
      secret: houseSecret(env),
      sandboxKeys: sandbox,
      publicUrl: env.HOUSE_PUBLIC_URL ?? `http://${houseHost}:${port}`,
      stateFile,
      databaseUrl,
      distDir: server.distDir,
      feedUrls: feedUrlsOf(env, server.port),
      devTools: env.NODE_ENV !== 'production',
      loggerInstance: appLog,
      trustProxy: trustProxyFromEnv(env),
    });
    await service.app.listen({ port, host: houseHost });
    log.info(
      `In-house vendor (BGS, and the sandbox of ${sandbox.size} catalogue vendors) at http://${houseHost}:${port} (${databaseUrl ? 'state in its database' : `state file ${stateFile}`})`,
    );
    return service;
  } catch (err) {
    await service?.app.close().catch(() => undefined);
    log.warn(`In-house vendor not started: ${(err as Error).message}`);
    return null;
  }
}
