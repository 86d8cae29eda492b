#!/usr/bin/env node
/**
 * `npm run cluster` (docs/scaling.md "Running a cluster"): the reference server as a cluster on
 * one machine, behind a real load balancer, on one port:
 *   1. PostgreSQL: started when down, installed from Debian when missing (as root), role `cluster`
 *      and the database (default cluster_a) made when missing (scripts/postgres.mjs);
 *   2. N API nodes (server/server.ts; `--nodes`, default 2) on that database: node 1 also runs the
 *      in-house vendor (HOUSE_PORT), the others HOUSE_PORT=off, all with VENDOR_BGS_URL pointing
 *      at it; the vendor's wallet calls (PLATFORM_URL) and draw feed go to the balancer;
 *      TRUST_PROXY=loopback, so each node reads
 *      the client's address from the balancer's X-Forwarded-For;
 *   3. HAProxy from Debian (installed with apt-get when missing, as the test runner does for
 *      Chromium), round robin over the nodes' health checks, websockets passed through;
 * then prints the URL and runs until Ctrl-C (which stops everything it started).
 *
 * Usage: npm run cluster -- [--nodes 2] [--port 8400] [--database cluster_a] [--fresh] [--no-build]
 *   --port      the balancer's port (default: 8400, or the next free set of ports); nodes take the
 *               next ones, the vendor port + 90
 *   --fresh     drop and re-create the database first (only a cluster_* database)
 *   --no-build  do not build the front end when dist/ is missing (the API still runs)
 * Environment: CLUSTER_DATABASE_URL (an existing database: skips PostgreSQL set-up), CLUSTER_ADMIN_URL
 * (a role that may create databases on another PostgreSQL: the database is made there), SITE_CONFIG,
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

/** The HAProxy configuration: one HTTP frontend on `port`, round robin over `nodes`, websockets kept open. */
export function haproxyConfig(port, nodes) {
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
`;
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
 * free: the balancer (base), the nodes (base + 1..n) and the vendor (base + 90). The machine may
 * run other servers (e2e runs, other clusters).
 * @throws when none is free within 50 tries.
 */
export async function freeBasePort(preferred, nodes) {
  for (let base = preferred; base < preferred + 500; base += 10) {
    const ports = [base, ...Array.from({ length: nodes }, (_, i) => base + i + 1), base + 90];
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
          if (attempt >= 20 || !/must be a member of the role|being accessed by other users/.test(err.message)) throw err;
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
    if (child && child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} before it was ready`);
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
 * @param options.port the balancer's port (default: the first free from 8400, see {@link freeBasePort}); node i listens on port + i, the vendor on port + 90
 * @param options.database the database name (default cluster_a), or options.databaseUrl an existing one
 * @param options.adminUrl a role that may create the database (default: the local PostgreSQL, set up by scripts/postgres.mjs)
 * @param options.fresh drop and re-create the database first
 * @param options.balancer false: no HAProxy (the nodes only)
 * @param options.env more environment for every node (e.g. scheduler intervals)
 * @param options.nodeEnv (i) => environment for node i only (1-based)
 * @param options.log where progress lines go (default console.log)
 * @returns the URLs and `stop()`.
 */
export async function startCluster(options = {}) {
  const log = options.log ?? console.log;
  const count = Number(options.nodes ?? 2);
  if (!Number.isInteger(count) || count < 1 || count > 16) throw new Error(`--nodes must be 1 to 16 (got ${options.nodes})`);
  const port = options.port === undefined ? await freeBasePort(8400, count) : Number(options.port);
  const database = options.database ?? 'cluster_a';
  let dbUrl = options.databaseUrl ?? process.env.CLUSTER_DATABASE_URL;
  if (!dbUrl) {
    const admin = options.adminUrl || process.env.CLUSTER_ADMIN_URL?.trim() || ensurePostgres({ role: 'cluster', password: 'cluster', log })?.url;
    if (!admin) throw new Error('PostgreSQL is not available');
    await ensureDatabase(admin, database, options.fresh === true);
    dbUrl = databaseUrl(admin, database);
  }
  const haproxy = options.balancer === false ? null : ensureHaproxy(log);
  if (options.balancer !== false && !haproxy) throw new Error('HAProxy is not available');

  const runDir = path.join(ROOT, '.data-cluster', database);
  mkdirSync(runDir, { recursive: true });
  const housePort = port + 90;
  const lbUrl = `http://127.0.0.1:${port}`;
  const houseUrl = `http://127.0.0.1:${housePort}`;
  const children = [];
  const stop = async () => {
    await Promise.all(children.map((c) => stopChild(c)));
  };
  try {
    const nodes = Array.from({ length: count }, (_, i) => ({ index: i + 1, port: port + i + 1, url: `http://127.0.0.1:${port + i + 1}`, vendor: i === 0 }));
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
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.pipe(out);
      child.stderr.pipe(out);
      node.pid = child.pid;
      node.log = logFile;
      children.push(child);
    }
    await Promise.all(nodes.map((node, i) => waitFor(`${node.url}/api/system/status`, `API node ${node.index} (log: ${path.relative(ROOT, node.log)})`, 240_000, children[i])));
    if (haproxy) {
      const cfg = path.join(runDir, 'haproxy.cfg');
      writeFileSync(cfg, haproxyConfig(port, nodes));
      const check = spawnSync(haproxy, ['-c', '-q', '-f', cfg], { encoding: 'utf8' });
      if (check.status !== 0) throw new Error(`HAProxy refused ${cfg}: ${check.stderr || check.stdout}`);
      const out = createWriteStream(path.join(runDir, 'haproxy.log'));
      const child = spawn(haproxy, ['-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.pipe(out);
      child.stderr.pipe(out);
      children.push(child);
      await waitFor(`${lbUrl}/api/system/status`, 'HAProxy', 30_000, child);
    }
    return { url: haproxy ? lbUrl : nodes[0].url, nodes, vendorUrl: houseUrl, databaseUrl: dbUrl, runDir, stop };
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
  console.log(`\nSite at ${cluster.url}  (HAProxy, round robin over ${cluster.nodes.length} API nodes)`);
  for (const n of cluster.nodes) console.log(`  node ${n.index}: ${n.url}${n.vendor ? `  + in-house vendor ${cluster.vendorUrl}` : ''}  (log ${path.relative(ROOT, n.log)})`);
  console.log(`  database: ${cluster.databaseUrl.replace(/:[^:@/]*@/, ':***@')}`);
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

