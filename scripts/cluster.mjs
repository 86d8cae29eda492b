#!/usr/bin/env node
/**
 * `npm run cluster` (docs/scaling.md "Running a cluster"): the reference server as a cluster on
 * one machine, behind a real load balancer, on one port:
 *   1. PostgreSQL: started when down, installed from Debian when missing (as root), role `cluster`
 *      and the database (default cluster_a) made when missing (scripts/postgres.mjs);
 *   2. N API nodes (server/server.ts; `--nodes`, default 2) on that database, all HOUSE_PORT=off;
 *      TRUST_PROXY=loopback, so each node reads the client's address from the balancer's
 *      X-Forwarded-For;
 *   3. V standalone in-house vendor processes (server/vendors/house/main.ts; `--vendors`, default 2)
 *      on one vendor database (`<database>_house`, HOUSE_DATABASE_URL: docs/scaling.md "The vendor
 *      tier"); the nodes' VENDOR_BGS_URL and the vendors' HOUSE_PUBLIC_URL are the balancer's
 *      vendor address, the vendors' wallet calls (PLATFORM_URL, told at each launch) and draw feed
 *      (HOUSE_PLATFORM_URLS) go to the balancer's site address. `--vendors 0`: node 1 runs the
 *      vendor itself with its state file, as before;
 *   4. HAProxy from Debian (installed with apt-get when missing, as the test runner does for
 *      Chromium): the site frontend, round robin over the nodes' health checks, websockets passed
 *      through; the vendor frontend, round robin over the vendors' (GET /health);
 * then prints the URLs and runs until Ctrl-C (which stops everything it started).
 *
 * Usage: npm run cluster -- [--nodes 2] [--vendors 2] [--port 8400] [--database cluster_a] [--fresh] [--no-build]
 *   --port      the balancer's port (default: 8400, or the next free set of ports); nodes take the
 *               next ones, the balanced vendor address port + 90, vendor i port + 90 + i
 *   --fresh     drop and re-create the database and the vendor's first (only cluster_* databases)
 *   --no-build  do not build the front end when dist/ is missing (the API still runs)
 * Environment: CLUSTER_DATABASE_URL (an existing database: skips PostgreSQL set-up; the vendors then
 * keep their house_* tables in it unless CLUSTER_HOUSE_DATABASE_URL names theirs), CLUSTER_ADMIN_URL
 * (a role that may create databases on another PostgreSQL: the databases are made there), SITE_CONFIG,
 * LOG_LEVEL (default warn), anything else the server reads. Logs: .data-cluster/<database>/.
 *
 * Also a module: the cluster test (tests/cluster) and `npm run bench:live -- --nodes 2` start
 * clusters with {@link startCluster}.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { databaseUrl, ensurePostgres } from './postgres.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HAPROXY = '/usr/sbin/haproxy';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** HAProxy from Debian, installed when missing (as root). @returns its path or null. */
export function ensureHaproxy(log = console.log) {
  if (existsSync(HAPROXY)) return HAPROXY;
  if (process.getuid?.() !== 0) {
    console.error(`HAProxy not found at ${HAPROXY}: install it (apt-get install -y haproxy).`);
    return null;
  }
  log('Installing HAProxy from Debian packages...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'haproxy'], { stdio: 'inherit', env });
  if (existsSync(HAPROXY)) return HAPROXY;
  console.error('HAProxy could not be installed.');
  return null;
}

/**
 * The HAProxy configuration: the site frontend on `port`, round robin over `nodes`, websockets kept
 * open; with `vendors`, the vendor frontend on `vendorPort`, round robin over them. A request is sent
 * to another server only when it could not connect (a bet is never sent twice).
 */
export function haproxyConfig(port, nodes, vendors = [], vendorPort = port + 90) {
  return `# written by scripts/cluster.mjs
global
  # no maxconn: HAProxy sizes it from the file-descriptor limit it is given

defaults
  mode http
  option forwardfor
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  # an upgraded connection (the site socket) lives as long as the browser keeps it
  timeout tunnel 1h
  timeout http-keep-alive 10s

frontend site
  bind 127.0.0.1:${port}
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /api/system/status
  http-check expect status 200
${nodes.map((n, i) => `  server node${i + 1} 127.0.0.1:${n.port} check inter 2s fall 2 rise 1`).join('\n')}
${
  vendors.length === 0
    ? ''
    : `
frontend vendor
  bind 127.0.0.1:${vendorPort}
  default_backend house

backend house
  balance roundrobin
  option httpchk GET /health
  http-check expect status 200
  retries 2
  option redispatch 1
  retry-on conn-failure
${vendors.map((v) => `  server vendor${v.index} 127.0.0.1:${v.port} check inter 1s fall 2 rise 1`).join('\n')}
`
}`;
}

/** Whether `port` on 127.0.0.1 is free to listen on. */
function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The first base port from `preferred` (in steps of 10) whose ports the cluster needs are all
 * free: the balancer (base), the nodes (base + 1..n), the vendor address (base + 90) and the vendor
 * processes (base + 91..90 + vendors). The machine may run other servers (e2e runs, other clusters).
 * @throws when none is free within 50 tries.
 */
export async function freeBasePort(preferred, nodes, vendors = 2) {
  for (let base = preferred; base < preferred + 500; base += 10) {
    const ports = [
      base,
      ...Array.from({ length: nodes }, (_, i) => base + i + 1),
      base + 90,
      ...Array.from({ length: vendors }, (_, i) => base + 91 + i),
    ];
    if ((await Promise.all(ports.map(portFree))).every(Boolean)) return base;
  }
  throw new Error(`no free ports from ${preferred} to ${preferred + 500}`);
}

/** Creates `database` on the server of `adminUrl` when missing (`fresh`: drops it first). */
async function ensureDatabase(adminUrl, database, fresh) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database)) throw new Error(`bad database name ${database}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    if (fresh) {
      if (!database.startsWith('cluster_')) throw new Error(`--fresh drops only cluster_* databases, not ${database}`);
      // an autovacuum worker (a superuser's backend) cannot be ended by this role: wait for it
      for (let attempt = 1; ; attempt++) {
        try {
          await client.query(`drop database if exists "${database}" with (force)`);
          break;
        } catch (err) {
          if (attempt >= 20 || !/must be a member of the role|being accessed by other users/.test(err.message))
            throw err;
          await sleep(500);
        }
      }
    }
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database "${database}"`);
  } finally {
    await client.end();
  }
}

/** Resolves when `url` answers 200 (within `timeoutMs`), else rejects naming `what`. */
async function waitFor(url, what, timeoutMs, child) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null)
      throw new Error(`${what} exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`${what} did not answer ${url} within ${Math.round(timeoutMs / 1000)} s`);
}

/** Stops a child: SIGTERM, then SIGKILL after `graceMs`. */
async function stopChild(child, graceMs = 12_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts a cluster (see the module doc).
 * @param options.nodes how many API nodes (default 2)
 * @param options.vendors how many standalone vendor processes (0 to 9; default 2, or 0 when `env` switches the vendor off with HOUSE_PORT=off); 0: node 1 runs the vendor
 * @param options.port the balancer's port (default: the first free from 8400, see {@link freeBasePort}); node i listens on port + i, the vendor address on port + 90, vendor i on port + 90 + i
 * @param options.database the database name (default cluster_a), or options.databaseUrl an existing one
 * @param options.houseDatabaseUrl the vendors' database (default `<database>_house` made beside it, or with databaseUrl the same database)
 * @param options.adminUrl a role that may create the database (default: the local PostgreSQL, set up by scripts/postgres.mjs)
 * @param options.fresh drop and re-create the databases first
 * @param options.balancer false: no HAProxy (the nodes only)
 * @param options.env more environment for every node (e.g. scheduler intervals)
 * @param options.nodeEnv (i) => environment for node i only (1-based)
 * @param options.log where progress lines go (default console.log)
 * @returns the URLs and `stop()`.
 */
export async function startCluster(options = {}) {
  const log = options.log ?? console.log;
  const count = Number(options.nodes ?? 2);
  if (!Number.isInteger(count) || count < 1 || count > 16)
    throw new Error(`--nodes must be 1 to 16 (got ${options.nodes})`);
  const vendorCount = Number(options.vendors ?? (options.env?.HOUSE_PORT === 'off' ? 0 : 2));
  if (!Number.isInteger(vendorCount) || vendorCount < 0 || vendorCount > 9)
    throw new Error(`--vendors must be 0 to 9 (got ${options.vendors})`);
  const port = options.port === undefined ? await freeBasePort(8400, count, vendorCount) : Number(options.port);
  const database = options.database ?? 'cluster_a';
  let dbUrl = options.databaseUrl ?? process.env.CLUSTER_DATABASE_URL;
  let houseDbUrl = options.houseDatabaseUrl ?? process.env.CLUSTER_HOUSE_DATABASE_URL;
  if (!dbUrl) {
    const admin =
      options.adminUrl ||
      process.env.CLUSTER_ADMIN_URL?.trim() ||
      ensurePostgres({ role: 'cluster', password: 'cluster', log })?.url;
    if (!admin) throw new Error('PostgreSQL is not available');
    await ensureDatabase(admin, database, options.fresh === true);
    dbUrl = databaseUrl(admin, database);
    if (vendorCount > 0 && !houseDbUrl) {
      // the vendor is its own business: its own database beside the platform's
      await ensureDatabase(admin, `${database}_house`, options.fresh === true);
      houseDbUrl = databaseUrl(admin, `${database}_house`);
    }
  }
  houseDbUrl ??= dbUrl;
  const haproxy = options.balancer === false ? null : ensureHaproxy(log);
  if (options.balancer !== false && !haproxy) throw new Error('HAProxy is not available');

  const runDir = path.join(ROOT, '.data-cluster', database);
  mkdirSync(runDir, { recursive: true });
  const housePort = port + 90;
  const lbUrl = `http://127.0.0.1:${port}`;
  const children = [];
  const stop = async () => {
    await Promise.all(children.map((c) => stopChild(c)));
  };
  try {
    const vendors = Array.from({ length: vendorCount }, (_, i) => ({
      index: i + 1,
      port: housePort + i + 1,
      url: `http://127.0.0.1:${housePort + i + 1}`,
    }));
    // the vendor's address: the balancer's vendor frontend, else the one vendor (or node 1's)
    const houseUrl = haproxy || vendors.length === 0 ? `http://127.0.0.1:${housePort}` : vendors[0].url;
    const nodes = Array.from({ length: count }, (_, i) => ({
      index: i + 1,
      port: port + i + 1,
      url: `http://127.0.0.1:${port + i + 1}`,
      vendor: i === 0 && vendors.length === 0,
    }));
    for (const node of nodes) {
      const logFile = path.join(runDir, `node-${node.index}.log`);
      const out = createWriteStream(logFile);
      const env = {
        ...process.env,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        ...options.env,
        ...(options.nodeEnv?.(node.index) ?? {}),
        DATABASE_URL: dbUrl,
        PORT: String(node.port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(runDir, `node-${node.index}`),
        TRUST_PROXY: 'loopback',
        HOUSE_PORT: node.vendor ? String(housePort) : 'off',
        VENDOR_BGS_URL: houseUrl,
        HOUSE_PUBLIC_URL: houseUrl,
        HOUSE_STATE_FILE: path.join(runDir, 'house-state.json'),
        HOUSE_PLATFORM_URLS: haproxy ? lbUrl : nodes.map((n) => n.url).join(','),
        // a launch tells the vendor where to make its wallet calls: the balancer, so that any node answers them
        ...(haproxy ? { PLATFORM_URL: lbUrl } : {}),
      };
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(out);
      child.stderr.pipe(out);
      node.pid = child.pid;
      node.log = logFile;
      node.child = child;
      children.push(child);
    }
    for (const vendor of vendors) {
      const logFile = path.join(runDir, `vendor-${vendor.index}.log`);
      const out = createWriteStream(logFile);
      const env = {
        ...process.env,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        ...options.env,
        ...(options.vendorEnv?.(vendor.index) ?? {}),
        HOUSE_PORT: String(vendor.port),
        HOUSE_HOST: '127.0.0.1',
        HOUSE_PUBLIC_URL: houseUrl,
        HOUSE_DATABASE_URL: houseDbUrl,
        HOUSE_PLATFORM_URLS: haproxy ? lbUrl : nodes.map((n) => n.url).join(','),
        TRUST_PROXY: 'loopback',
      };
      delete env.HOUSE_STATE_FILE;
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/vendors/house/main.ts'], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(out);
      child.stderr.pipe(out);
      vendor.pid = child.pid;
      vendor.log = logFile;
      vendor.child = child;
      children.push(child);
    }
    await Promise.all([
      ...nodes.map((node) =>
        waitFor(
          `${node.url}/api/system/status`,
          `API node ${node.index} (log: ${path.relative(ROOT, node.log)})`,
          240_000,
          node.child,
        ),
      ),
      ...vendors.map((vendor) =>
        waitFor(
          `${vendor.url}/health`,
          `vendor ${vendor.index} (log: ${path.relative(ROOT, vendor.log)})`,
          120_000,
          vendor.child,
        ),
      ),
    ]);
    if (haproxy) {
      const cfg = path.join(runDir, 'haproxy.cfg');
      writeFileSync(cfg, haproxyConfig(port, nodes, vendors, housePort));
      const check = spawnSync(haproxy, ['-c', '-q', '-f', cfg], { encoding: 'utf8' });
      if (check.status !== 0) throw new Error(`HAProxy refused ${cfg}: ${check.stderr || check.stdout}`);
      const out = createWriteStream(path.join(runDir, 'haproxy.log'));
      const child = spawn(haproxy, ['-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.pipe(out);
      child.stderr.pipe(out);
      children.push(child);
      await waitFor(`${lbUrl}/api/system/status`, 'HAProxy', 30_000, child);
      if (vendors.length > 0) await waitFor(`${houseUrl}/health`, 'HAProxy (vendor frontend)', 30_000, child);
    }
    for (const item of [...nodes, ...vendors]) delete item.child;
    return {
      url: haproxy ? lbUrl : nodes[0].url,
      nodes,
      vendors,
      vendorUrl: houseUrl,
      databaseUrl: dbUrl,
      houseDatabaseUrl: vendors.length > 0 ? houseDbUrl : null,
      runDir,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--nodes') out.nodes = Number(value());
    else if (arg === '--vendors') out.vendors = Number(value());
    else if (arg === '--port') out.port = Number(value());
    else if (arg === '--database') out.database = value();
    else if (arg === '--fresh') out.fresh = true;
    else if (arg === '--no-build') out.noBuild = true;
    else throw new Error(`unknown option ${arg} (see the head of scripts/cluster.mjs)`);
  }
  return out;
}

async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`cluster: ${err.message}`);
    process.exit(2);
  }
  if (!args.noBuild && !existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    console.log('Building the front end (dist/)...');
    if (spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) {
      console.error('cluster: the front-end build failed (--no-build runs the API only)');
      process.exit(1);
    }
  }
  let cluster;
  try {
    cluster = await startCluster(args);
  } catch (err) {
    console.error(`cluster: ${err.message}`);
    process.exit(1);
  }
  const hidden = (url) => url.replace(/:[^:@/]*@/, ':***@');
  console.log(`\nSite at ${cluster.url}  (HAProxy, round robin over ${cluster.nodes.length} API nodes)`);
  for (const n of cluster.nodes)
    console.log(
      `  node ${n.index}: ${n.url}${n.vendor ? `  + in-house vendor ${cluster.vendorUrl}` : ''}  (log ${path.relative(ROOT, n.log)})`,
    );
  console.log(`  database: ${hidden(cluster.databaseUrl)}`);
  if (cluster.vendors.length > 0) {
    console.log(
      `In-house vendor at ${cluster.vendorUrl}  (HAProxy, round robin over ${cluster.vendors.length} vendor processes)`,
    );
    for (const v of cluster.vendors) console.log(`  vendor ${v.index}: ${v.url}  (log ${path.relative(ROOT, v.log)})`);
    console.log(`  vendor database: ${hidden(cluster.houseDatabaseUrl)}`);
  }
  console.log('Ctrl-C stops them all.');
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
