/**
 * `npm run bench:wallet` (README "Money"): N concurrent clients move money between their main
 * wallet and a vendor wallet through the real HTTP API (POST /api/wallet/transfer) of a listening
 * server, on PGlite (a fresh temporary data directory) and, when DATABASE_URL is set, on
 * PostgreSQL; prints transfers per second and p50/p99 latency, then runs the ledger check. With
 * DATABASE_URL it then runs pgledger's own transfer function under pgbench
 * (scripts/pgledger/bench.sh, MIT, the reference figure) on a second scratch database of the same
 * server with as many clients, and prints both figures and their ratio side by side.
 *
 * Settings (environment):
 * - BENCH_CLIENTS: concurrent clients (default 16), also pgbench's clients;
 * - BENCH_SECONDS: how long each database is measured (default 10), also pgbench's run;
 * - BENCH_TRANSFERS: stop a client after this many transfers (default: no limit, the time rules);
 * - BENCH_PGLITE=0: leave PGlite out;
 * - PGLEDGER_DATABASE_URL: pgledger's scratch database (wiped by its script), default the
 *   DATABASE_URL server's database `<name>_pgledger`, created when missing; PGLEDGER=0 skips it;
 * - BENCH_PROFILE=<dir>: writes a V8 CPU profile of each measured window (no start-up) there.
 * The clients run in a worker thread (./worker.ts, ./walletClients.ts), as pgbench runs in
 * its own process: the server's event loop serves, it does not also generate the load. Every
 * client first makes 2 unmeasured transfers (connections, JIT), as pgbench excludes its
 * connection time.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { onBenchDatabases } from './databases.ts';
import { redactUrl, type OpenedDatabase } from '../server/db/open.ts';
import { REPO_ROOT } from '../server/paths.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { members, merchants } from '../server/db/schema.ts';
import { issueSession } from '../server/services/auth/sessions.ts';
import type { WalletClientsInput, WalletClientsOutput } from './walletClients.ts';
import { inWorker } from './worker.ts';
import { checkLedger } from '../server/ledger/check.ts';

const BENCH_MEMBERS = ['demo01', 'agent01', 'mobile01', 'ipguard01'];

/** The p-th percentile (0..100) of ascending `sorted` values (nearest rank); 0 when empty. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The 1, 5 and 15 minute load averages, e.g. `load 3.52 3.10 2.90`: the machine is shared, figures are noisy. */
export const loadText = (): string =>
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

/** CPU ticks (1/100 s: USER_HZ) a process used so far, from Linux /proc; null when it is gone or there is no /proc. */
function processTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // f[0] is field 3 (state): utime and stime are fields 14 and 15
    return Number(f[11]) + Number(f[12]);
  } catch {
    return null;
  }
}

/** Measures the CPU the PostgreSQL backends of one database use (see {@link backendCpuMeter}). */
export interface CpuMeter {
  /** Stops and answers the CPU milliseconds used since the start, or null when it cannot tell (no /proc, a remote server). */
  stop(): Promise<number | null>;
}

/**
 * Starts measuring the CPU of the PostgreSQL backends serving database `datname` (the server of
 * `adminUrl`, on this machine: Linux /proc): the backends are listed every 200 ms
 * (pg_stat_activity), so those that come and go during the run (pgbench's) are counted up to
 * their last reading; other databases of the server (other users) are not counted, unlike the
 * machine's load. Answers null when the server is not local.
 */
export async function backendCpuMeter(adminUrl: string, datname: string): Promise<CpuMeter> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let local = true;
  const sample = async (initial: boolean) => {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [datname],
    );
    for (const { pid } of rows) {
      const ticks = processTicks(pid);
      if (ticks === null) {
        if (initial) local = false;
        continue;
      }
      if (!first.has(pid)) first.set(pid, initial ? ticks : 0);
      last.set(pid, ticks);
    }
  };
  await sample(true);
  let running = true;
  const loop = (async () => {
    while (running) {
      await new Promise((r) => setTimeout(r, 200));
      if (running) await sample(false).catch(() => undefined);
    }
  })();
  return {
    async stop() {
      await sample(false).catch(() => undefined);
      running = false;
      await loop;
      await client.end();
      if (!local || last.size === 0) return null;
      let ticks = 0;
      for (const [pid, t] of last) ticks += t - (first.get(pid) ?? 0);
      return ticks * 10;
    },
  };
}

/** The database name of a postgres:// URL. */
export const databaseName = (url: string): string => decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';

/** CPU time (ms) this process used so far (all threads: the server and the bench's client worker). */
export const processCpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * `cpu per transfer: server 1.23 ms (node, clients' 0.30 ms apart), postgres 0.45 ms` for `count`
 * operations: the process's CPU less the clients' busy time (their worker thread), and the
 * database backends' CPU when known.
 */
export function cpuText(
  what: string,
  count: number,
  nodeMs: number,
  clientMs: number,
  postgresMs: number | null,
): string {
  const per = (ms: number) => (count > 0 ? (ms / count).toFixed(2) : '-');
  return `cpu per ${what}: server ${per(nodeMs - clientMs)} ms (node; the clients' ${per(clientMs)} ms apart)${postgresMs !== null ? `, postgres ${per(postgresMs)} ms` : ''}`;
}

/**
 * Profiles the CPU of this process while `work` runs, when `dir` is set: writes
 * `<dir>/<label>-<time>.cpuprofile` (open it in Chrome DevTools or speedscope).
 * @returns what `work` returns.
 */
export async function profiled<T>(dir: string | undefined, label: string, work: () => Promise<T>): Promise<T> {
  if (!dir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${label.replace(/\W+/g, '-')}-${Date.now()}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`  CPU profile: ${file}`);
    session.disconnect();
  }
}

interface WalletFigures {
  transfersPerSecond: number;
  p50: number;
  p99: number;
  ok: boolean;
}

/** One run on an opened, prepared database. */
async function run(
  label: string,
  opened: OpenedDatabase,
  clients: number,
  seconds: number,
  perClient: number,
  profileDir: string | undefined,
  databaseUrl: string | undefined,
): Promise<WalletFigures> {
  await prepareDatabase(opened);
  const app = await buildApp({ db: opened.db, distDir: null, rateLimitMax: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as { port: number };
    const rows = await opened.db
      .select({ id: members.id })
      .from(members)
      .innerJoin(merchants, eq(merchants.id, members.merchantId))
      .where(and(eq(merchants.code, 'DEMO'), inArray(members.username, BENCH_MEMBERS)));
    const tokens = await Promise.all(
      rows.map((r) =>
        issueSession(opened.db, r.id, 'username', { ip: '127.0.0.1', userAgent: 'bench-wallet' }, new Date()),
      ),
    );
    const loadBefore = loadText();
    const nodeBefore = processCpuMs();
    const meter =
      opened.kind === 'postgres' && databaseUrl ? await backendCpuMeter(databaseUrl, databaseName(databaseUrl)) : null;
    const elu = performance.eventLoopUtilization();
    const input: WalletClientsInput = {
      url: `http://127.0.0.1:${port}/api/wallet/transfer`,
      tokens,
      clients,
      seconds,
      perClient,
    };
    const out = await profiled(profileDir, `wallet-${label}`, () =>
      inWorker<WalletClientsInput, WalletClientsOutput>(
        new URL('./walletClients.ts', import.meta.url).href,
        'walletClients',
        input,
      ),
    );
    const latencies = out.latencies.sort((a, b) => a - b);
    const figures = {
      transfersPerSecond: latencies.length / out.elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    };
    console.log(
      `${label}: ${clients} clients, ${latencies.length} transfers in ${out.elapsed.toFixed(2)} s -> ${figures.transfersPerSecond.toFixed(1)} transfers/s, p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, refused ${out.refused} (${loadBefore} before, ${loadText()} after)`,
    );
    const busy = performance.eventLoopUtilization(elu).utilization;
    const postgresMs = meter ? await meter.stop() : null;
    console.log(
      `  ${cpuText('transfer', latencies.length, processCpuMs() - nodeBefore, out.clientBusyMs, postgresMs)}; server event loop busy ${(busy * 100).toFixed(0)}%`,
    );
    if (out.firstRefusal) console.log(`  first refusal: ${out.firstRefusal}`);
    const report = await checkLedger(opened.db);
    for (const c of report.checks)
      console.log(`  ${c.breaches === 0 ? 'ok  ' : 'FAIL'} ${c.name}: ${c.checked} checked, ${c.breaches} breaches`);
    return { ...figures, ok: report.ok && out.refused === 0 };
  } finally {
    await app.close();
  }
}

/**
 * pgledger's scratch database: PGLEDGER_DATABASE_URL, else `<database>_pgledger` on the server of
 * `databaseUrl`, created when missing.
 * @throws Error when it cannot be created (no CREATEDB right): set PGLEDGER_DATABASE_URL.
 */
async function pgledgerDatabase(env: NodeJS.ProcessEnv, databaseUrl: string): Promise<string> {
  if (env.PGLEDGER_DATABASE_URL) return env.PGLEDGER_DATABASE_URL;
  const url = new URL(databaseUrl);
  const name = `${databaseName(databaseUrl)}_pgledger`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } catch (err) {
    throw new Error(
      `cannot create pgledger's scratch database ${name} (${err instanceof Error ? err.message : String(err)}): set PGLEDGER_DATABASE_URL`,
      { cause: err },
    );
  } finally {
    await client.end();
  }
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/**
 * Runs scripts/pgledger/bench.sh (psql and pgbench must be on PATH) on `url` with `clients` for
 * `seconds`. @returns its transfers per second and mean latency (ms), with its output line.
 */
export async function runPgledger(
  url: string,
  clients: number,
  seconds: number,
): Promise<{ transfersPerSecond: number; latencyMs: number; line: string }> {
  const script = path.join(REPO_ROOT, 'scripts', 'pgledger', 'bench.sh');
  const { stdout } = await promisify(execFile)('bash', [script, url], {
    env: { ...process.env, CLIENTS: String(clients), SECONDS_RUN: String(seconds) },
    maxBuffer: 1 << 20,
  });
  const line = stdout.trim().split('\n').at(-1) ?? '';
  const match = /pgledger: (\d+) transfers\/s, latency average ([\d.]+) ms/.exec(line);
  if (!match) throw new Error(`pgledger bench printed no figure: ${stdout.trim()}`);
  return { transfersPerSecond: Number(match[1]), latencyMs: Number(match[2]), line };
}

/** Runs the benchmark. @returns the exit code (1 when a ledger check failed or a transfer was refused). */
export async function benchWalletCommand(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const clients = Math.max(1, Number(env.BENCH_CLIENTS ?? 16) || 16);
  const seconds = Math.max(1, Number(env.BENCH_SECONDS ?? 10) || 10);
  const perClient = env.BENCH_TRANSFERS ? Math.max(1, Number(env.BENCH_TRANSFERS) || 1) : Number.POSITIVE_INFINITY;
  const answers: { label: string; figures: WalletFigures }[] = [];
  console.log(
    `bench:wallet: ${clients} clients for ${seconds} s, POST /api/wallet/transfer over HTTP (${os.cpus().length} CPUs, ${loadText()})`,
  );
  await onBenchDatabases(
    env,
    'bench-wallet-',
    async (label, opened) =>
      answers.push({
        label,
        figures: await run(label, opened, clients, seconds, perClient, env.BENCH_PROFILE, env.DATABASE_URL),
      }),
    { pglite: env.BENCH_PGLITE !== '0' },
  );
  const ours = answers.find((a) => a.label === 'PostgreSQL');
  if (ours && env.DATABASE_URL && env.PGLEDGER !== '0') {
    const url = await pgledgerDatabase(env, env.DATABASE_URL);
    const meter = await backendCpuMeter(env.DATABASE_URL, databaseName(url));
    const reference = await runPgledger(url, clients, seconds);
    const postgresMs = await meter.stop();
    const pgPer =
      postgresMs !== null
        ? `; cpu per transfer: postgres ${(postgresMs / (reference.transfersPerSecond * seconds)).toFixed(2)} ms (its schema set-up included)`
        : '';
    console.log(`${reference.line} on ${redactUrl(url)} (${loadText()})${pgPer}`);
    const ratio = ours.figures.transfersPerSecond / reference.transfersPerSecond;
    console.log(
      `wallet vs pgledger on the same PostgreSQL, ${clients} clients: ${ours.figures.transfersPerSecond.toFixed(0)} / ${reference.transfersPerSecond} transfers/s = ratio ${ratio.toFixed(2)} (goal >= 1.00); wallet p99 ${ours.figures.p99.toFixed(1)} ms (goal <= 25 ms)`,
    );
  }
  return answers.every((a) => a.figures.ok) ? 0 : 1;
}
