/**
 * Starts the in-house vendor beside the platform (server/server.ts): HOUSE_PORT (default 8090;
 * `off` disables it), HOUSE_HOST (default the platform's host), HOUSE_PUBLIC_URL (default
 * http://<host>:<port>), game pages from the platform's build (DIST_DIR), secret from VENDOR_BGS_SECRET (docs/vendor-protocol.md section 1).
 * Open sports and lottery bets are kept in HOUSE_STATE_FILE (default `<data dir>/house-state.json`;
 * PGlite, like Postgres, ignores files it does not know there) so that a restart still settles them. A vendor that cannot start never stops the platform: it logs why and the platform runs on
 * (launching its games then answers "game under maintenance").
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildHouseService, type HouseService } from './app.ts';
import { DEFAULT_HOUSE_PORT, houseSecret } from './config.ts';

/** Starts the service; null when disabled or when it could not start (logged). */
export async function startHouseVendor(server: { host: string; dataDir: string; distDir?: string }, log: Pick<FastifyBaseLogger, 'info' | 'warn'>, env: NodeJS.ProcessEnv = process.env): Promise<HouseService | null> {
  if (env.HOUSE_PORT === 'off') return null;
  const port = Number(env.HOUSE_PORT ?? DEFAULT_HOUSE_PORT);
  const houseHost = env.HOUSE_HOST ?? server.host;
  let service: HouseService | null = null;
  try {
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`HOUSE_PORT ${env.HOUSE_PORT} is not a port`);
    const stateFile = env.HOUSE_STATE_FILE ?? path.join(server.dataDir, 'house-state.json');
    service = await buildHouseService({ secret: houseSecret(env), publicUrl: env.HOUSE_PUBLIC_URL ?? `http://${houseHost}:${port}`, stateFile, distDir: server.distDir });
    await service.app.listen({ port, host: houseHost });
    log.info(`In-house vendor (BGS) at http://${houseHost}:${port}`);
    return service;
  } catch (err) {
    await service?.app.close().catch(() => undefined);
    log.warn(`In-house vendor not started: ${(err as Error).message}`);
    return null;
  }
}
