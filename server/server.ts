/**
 * Starts the reference server (`npm start` runs this through scripts/start.mjs): reads the
 * environment (server/env.ts), validates SITE_CONFIG, opens, migrates and seeds the database,
 * builds the app and listens. Closes cleanly on SIGTERM and SIGINT. Each failure to start prints
 * one clear line and exits with code 1.
 */
import path from 'node:path';
import { buildApp } from './app.ts';
import { atRestKey } from './crypto/atRest.ts';
import { DatabaseOpenError, openDatabase, type OpenedDatabase } from './db/open.ts';
import { withStartupLock } from './cluster/startup.ts';
import { prepareDatabase, type PrepareOptions } from './db/prepare.ts';
import { closeOnSignals, die, readServerEnv, type ServerEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { formatProblems, loadSiteConfigFile } from './siteConfig.ts';
import { startHouseVendor } from './vendors/house/service/start.ts';

async function main(): Promise<void> {
  let env: ServerEnv;
  try {
    env = readServerEnv();
  } catch (err) {
    die(`Cannot start: ${(err as Error).message}`);
  }
  const log = createLogger(env.logLevel);
  try {
    atRestKey(); // production refuses to start without SECRETS_KEY rather than on a member's first authenticator
  } catch (err) {
    die(`Cannot start: ${(err as Error).message}`);
  }

  let siteConfig: PrepareOptions['siteConfig'];
  if (env.siteConfigPath) {
    const result = await loadSiteConfigFile(env.siteConfigPath);
    const shown = path.relative(process.cwd(), env.siteConfigPath) || env.siteConfigPath;
    if (!result.ok)
      die(
        `SITE_CONFIG ${shown} is not a valid site configuration (${result.problems.length} error(s)):\n${formatProblems(shown, result.problems)}`,
      );
    siteConfig = { config: result.config, file: env.siteConfigPath };
  }

  let opened: OpenedDatabase;
  try {
    opened = await openDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir });
  } catch (err) {
    die(err instanceof DatabaseOpenError ? err.message : `Cannot open the database: ${(err as Error).message}`);
  }

  let prepared;
  try {
    // several processes starting on one PostgreSQL prepare it one after the other (server/cluster/startup.ts)
    prepared = await withStartupLock(opened.db, () => prepareDatabase(opened, { siteConfig }));
  } catch (err) {
    log.error({ err }, 'database preparation failed');
    await opened.close().catch(() => undefined);
    die(`Cannot prepare the database (${opened.kind} ${opened.location}): ${(err as Error).message}`);
  }
  if (prepared.seeded) log.info({ vendors: prepared.vendors, games: prepared.games }, 'database seeded (first start)');

  const app = await buildApp({ db: opened.db, logger: log, distDir: env.distDir });
  try {
    await app.listen({ port: env.port, host: env.host });
    // the serializers no answer has compiled yet, in small slices while the server already answers
    void app.warmSerializers();
  } catch (err) {
    await app.close().catch(() => undefined);
    await opened.close().catch(() => undefined);
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      die(`Port ${env.port} on ${env.host} is already in use: stop the other server or set PORT to a free port.`);
    if (code === 'EACCES') die(`Not allowed to listen on ${env.host}:${env.port}: choose a port above 1024 with PORT.`);
    die(`Cannot listen on ${env.host}:${env.port}: ${(err as Error).message}`);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  log.info(
    `Site and API at http://${env.host}:${port} (database: ${opened.kind} ${opened.location}; DEMO configuration: ${prepared.configSource})`,
  );
  const house = await startHouseVendor(env, log);

  closeOnSignals(log, 'shutting down', async () => {
    await house?.app.close();
    await app.close();
    await opened.close();
  });
}

main().catch((err: unknown) => die(`Cannot start: ${err instanceof Error ? err.message : String(err)}`));
