#!/usr/bin/env node
/**
 * Starts one reference server for the e2e tests: a fresh PGlite data dir under .data-test/e2e/<name>-<port>,
 * the given config sample as SITE_CONFIG, on the given port. Usage: e2e-server.mjs NAME PORT SAMPLE
 * Every e2e browser comes from 127.0.0.1, like players behind one NAT: sign-ups may reach 30 a
 * minute (REGISTER_LIMIT_PER_MINUTE; the other limits stay the production ones).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const [name, port, sample] = process.argv.slice(2);
if (!name || !port || !sample) {
  console.error('usage: e2e-server.mjs NAME PORT SAMPLE');
  process.exit(2);
}
const dataDir = path.resolve('.data-test', 'e2e', `${name}-${port}`); // per port: parallel runs on other E2E_BASE_PORTs do not share a data dir
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(path.dirname(dataDir), { recursive: true });
/** Each e2e server runs its own in-house vendor on port + 100, and its platform calls that one. */
function houseVendorEnv(platformPort) {
  const housePort = String(platformPort + 100);
  return {
    HOUSE_PORT: housePort,
    VENDOR_BGS_URL: `http://127.0.0.1:${housePort}`,
    HOUSE_PUBLIC_URL: `http://127.0.0.1:${housePort}`,
  };
}

const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    ...houseVendorEnv(Number(port)),
    SITE_CONFIG: sample,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DATABASE_URL: '',
    REGISTER_LIMIT_PER_MINUTE: '30',
  },
});
const stop = (sig) => child.kill(sig);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => process.exit(code ?? 0));
