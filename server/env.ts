/**
 * The server's start-up settings (PORT, HOST, DATA_DIR, DATABASE_URL, SITE_CONFIG, LOG_LEVEL,
 * DIST_DIR; each documented in ./config.ts, which every server file reads its settings from),
 * typed, after every declared variable was checked.
 */
import path from 'node:path';
import { readSettings, serverSettings, type Settings } from './config.ts';

export { ConfigError, resetServerSettings, serverSettings, type Settings } from './config.ts';

export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  siteConfigPath: string | null;
  logLevel: string;
  distDir: string | undefined;
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Checks every declared variable (./config.ts) and reads the start-up settings.
 * @param env the environment; by default the process's ({@link serverSettings}).
 * @throws Error (ConfigError) with a one-line message naming the bad variable.
 */
export function readServerEnv(env?: Settings): ServerEnv {
  env = env === undefined ? serverSettings() : readSettings(env);
  const portText = env.PORT?.trim() || '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535)
    throw new Error(`PORT must be a whole number from 0 to 65535 (got "${portText}")`);
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')} (got "${logLevel}")`);
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    siteConfigPath: env.SITE_CONFIG?.trim() ? path.resolve(env.SITE_CONFIG.trim()) : null,
    logLevel,
    distDir: env.DIST_DIR?.trim() ? path.resolve(env.DIST_DIR.trim()) : undefined,
  };
}

/** Prints one line to stderr and exits 1: a process (the server, the in-house vendor) that cannot start. */
export function die(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * On SIGTERM or SIGINT (once): logs `message` with the signal, runs `close` (the apps and the
 * database; a failure is logged and makes the exit code 1), flushes the log and exits; a close
 * taking longer than 10 s exits 1 at once. Shared by the server (server/server.ts) and the
 * standalone in-house vendor (server/vendors/house/main.ts).
 */
export function closeOnSignals(
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void; flush?: () => void },
  message: string,
  close: () => Promise<void>,
): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, message);
    const force = setTimeout(() => die('Shutdown took longer than 10 s; exiting.'), 10_000);
    force.unref();
    try {
      await close();
    } catch (err) {
      log.error({ err }, 'error during shutdown');
      process.exitCode = 1;
    }
    log.flush?.();
    process.exit(process.exitCode ?? 0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
