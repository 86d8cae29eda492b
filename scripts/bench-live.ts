/**
 * `npm run bench:live [-- --nodes N]` (README "Operator console"; docs/scaling.md): BENCH_CLIENTS (default 200; 1,000 with --nodes) browsers' configuration stores
 * — the real ConfigStore of src/stores with its HTTP API and site socket, as main.tsx wires it —
 * load the site of an in-process reference server (bench/liveServer.ts) and keep their
 * socket open; the operator then saves a change BENCH_SAVES times (default 5: a feature switched
 * off and on, MOBILENUMREG3) and once more removing a game category (the event then carries the
 * new game menus too). For each save and client it measures from the start of the save request to
 * the new version applied in the store with its registry rebuilt, and prints p50, p95 and max.
 * Figures only, no pass/fail threshold; exit 1 when a client did not follow within 10 s.
 *
 * `--nodes N` (N >= 2): a cluster instead (scripts/cluster.mjs: N server processes on a fresh
 * PostgreSQL database `cluster_bench`, rate limits off, no balancer): the browsers are spread over
 * the nodes in turn and the operator saves on node 1, so the others hear of each save through the
 * bus (PostgreSQL LISTEN/NOTIFY); the figures are also given per node, and "delivered" (the event
 * read from the socket, before the store's work) shows the servers' and the bus's share. The
 * browsers then run in BENCH_PROCESSES (default 4) child processes, as real browsers each have
 * their own CPU (times are compared as epoch milliseconds: performance.timeOrigin + now()).
 * "On the wire" is read by BENCH_PROBES (default 10) bare sockets per node in the bench's own,
 * otherwise idle, process: the servers' and the bus's share without the browsers' work.
 *
 * All clients share this one process (and its CPU): their registry rebuilds run one after the
 * other, where real browsers rebuild in parallel, so the figures are an upper bound.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { when } from 'mobx';
import WebSocket from 'ws';
import { createHttp } from '../src/api/client';
import { fetchConfigVersion } from '../src/api/operator';
import type { SocketLike } from '../src/api/socket';
import type { SiteConfig } from '../contract/types';
import { ConfigStoreModel, type ConfigStore } from '../src/stores/ConfigStore';
import { createHttpSiteApi } from '../src/api/site';
import type { StoreEnv } from '../src/stores/env';

type Save = (
  edit: (config: SiteConfig) => void,
  note: string,
) => Promise<{ version: number; requestMs: number; startedAt: number }>;
interface LiveBenchServer {
  base: string;
  save: Save;
  close(): Promise<void>;
}
// imported by URL: this project's tsconfig does not follow the server's `.ts` imports (server/tsconfig.json checks it)
const { startLiveBenchServer, operatorSaver } = (await import(
  new URL('../bench/liveServer.ts', import.meta.url).href
)) as { startLiveBenchServer: () => Promise<LiveBenchServer>; operatorSaver: (base: string) => Promise<Save> };

/** The servers the browsers use: one in this process, or a cluster of `nodes` processes (bases in node order). */
interface Servers {
  bases: string[];
  save: Save;
  close(): Promise<void>;
}

async function startServers(nodes: number): Promise<Servers> {
  if (nodes <= 1) {
    const server = await startLiveBenchServer();
    return { bases: [server.base], save: server.save, close: () => server.close() };
  }
  const { startCluster, freeBasePort } = (await import(new URL('./cluster.mjs', import.meta.url).href)) as {
    startCluster: (options: object) => Promise<{ nodes: { url: string }[]; stop(): Promise<void> }>;
    freeBasePort: (preferred: number, nodes: number) => Promise<number>;
  };
  const cluster = await startCluster({
    nodes,
    port: await freeBasePort(Number(process.env.BENCH_PORT ?? 8700), nodes),
    database: 'cluster_bench',
    fresh: true,
    balancer: false,
    env: { RATE_LIMIT_PER_MINUTE: 'off', HOUSE_PORT: 'off', LOG_LEVEL: 'warn' },
    log: (line: string) => console.log(`bench:live: ${line}`),
  });
  try {
    const bases = cluster.nodes.map((n) => n.url);
    return { bases, save: await operatorSaver(bases[0]!), close: () => cluster.stop() };
  } catch (err) {
    await cluster.stop();
    throw err;
  }
}

/** `--nodes N` from the command line (default 1). */
function nodesArg(argv: string[]): number {
  const at = argv.indexOf('--nodes');
  if (at < 0) return 1;
  const n = Number(argv[at + 1]);
  if (!Number.isInteger(n) || n < 1 || n > 16)
    throw new Error(`--nodes must be a whole number from 1 to 16 (got ${argv[at + 1]})`);
  return n;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const line = (label: string, values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return `${label.padEnd(48)} p50 ${percentile(s, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(s, 95).toFixed(1).padStart(7)} ms   max ${(s.at(-1) ?? NaN).toFixed(1).padStart(7)} ms   (n=${s.length})`;
};

const setFlag = (config: SiteConfig, modId: string, enabled: boolean) => {
  const walk = (nodes: SiteConfig['permission']['whitelabel']): void =>
    nodes.forEach((n) => {
      if (n.modId === modId) n.enabled = enabled;
      walk(n.childrenNodes);
    });
  walk(config.permission.whitelabel);
};

/** One browser's configuration store against `base`, with its site socket (ws) and live catch-up; `heard` is told when a config event arrives. */
function browserStore(base: string, opened: () => void, heard: () => void): ConfigStore {
  const http = createHttp({ baseURL: base, getLanguage: () => 'TW' });
  const env = {
    api: createHttpSiteApi(http),
    liveConfig: {
      getVersion: () => fetchConfigVersion(http),
      url: `${base.replace(/^http/, 'ws')}/api/ws`,
      create: (url: string) => {
        const socket = new WebSocket(url);
        socket.once('open', opened);
        socket.on('message', (data: Buffer) => {
          if (data.includes('"type":"config"')) heard();
        });
        return socket as unknown as SocketLike;
      },
      language: () => 'TW',
      currentPath: () => '/',
      navigateHome: () => undefined,
    },
  } as unknown as StoreEnv;
  return ConfigStoreModel.create({}, env);
}

/** Epoch milliseconds with sub-millisecond precision, comparable across processes. */
const epochNow = () => performance.timeOrigin + performance.now();

/** One round's figures of a group of browsers: per browser, its node and when it heard and applied the version (epoch ms; undefined: not within 10 s). */
interface RoundFigures {
  node: number[];
  heard: (number | undefined)[];
  applied: (number | undefined)[];
}

/** Browsers that load the site, then follow the saves. */
interface BrowserGroup {
  /** Arms the watch for `version` (call before the save). */
  expect(version: number): Promise<void>;
  /** Waits until every browser applied the armed version (or 10 s passed) and answers the figures. */
  collect(): Promise<RoundFigures>;
  /** The version the browsers have now. */
  readonly version: number;
  stop(): Promise<void>;
}

/** `count` browsers in this process, browser i (of the whole bench: `first + i`) on node (first + i) % bases.length. */
async function localGroup(bases: string[], first: number, count: number): Promise<BrowserGroup> {
  const stores: ConfigStore[] = [];
  const node: number[] = [];
  let heard: (number | undefined)[] = [];
  const opened: Promise<void>[] = [];
  for (let i = 0; i < count; i += 20) {
    const batch = Array.from({ length: Math.min(20, count - i) }, (_, j) => {
      let resolve = () => {};
      opened.push(new Promise<void>((r) => (resolve = r)));
      const index = i + j;
      node[index] = (first + index) % bases.length;
      return browserStore(
        bases[node[index]!]!,
        () => resolve(),
        () => void (heard[index] ??= epochNow()),
      );
    });
    stores.push(...batch);
    await Promise.all(batch.map((s) => s.load()));
  }
  await Promise.all(opened);
  if (stores.some((s) => s.loadState !== 'ready' || !s.registry)) throw new Error('a client did not load the site');
  await new Promise((r) => setTimeout(r, 3_000)); // the stores' deferred schema checks run now, not during the saves
  let followed: Promise<unknown> = Promise.resolve();
  let applied: (number | undefined)[] = [];
  return {
    get version() {
      return stores[0]!.version ?? 0;
    },
    async expect(version) {
      heard = [];
      applied = [];
      followed = Promise.all(
        stores.map((store, i) =>
          when(() => store.version === version && store.registry !== null, { timeout: 10_000 }).then(
            () => void (applied[i] = epochNow()),
            () => undefined,
          ),
        ),
      );
    },
    async collect() {
      await followed;
      return { node: [...node], heard: stores.map((_, i) => heard[i]), applied: stores.map((_, i) => applied[i]) };
    },
    async stop() {
      for (const store of stores) store.stopLive();
    },
  };
}

/** Messages between the bench and a browser process (`--browsers <first> <count>`). */
type ToBrowsers = { kind: 'expect'; version: number } | { kind: 'collect' } | { kind: 'stop' };
type FromBrowsers =
  | { kind: 'ready'; version: number }
  | { kind: 'armed' }
  | { kind: 'figures'; figures: RoundFigures }
  | { kind: 'failed'; message: string };

/** A group of browsers in a child process of its own (so that N processes' browsers work in parallel, as real browsers do). */
async function processGroup(bases: string[], first: number, count: number): Promise<BrowserGroup> {
  const child = fork(fileURLToPath(import.meta.url), ['--browsers', String(first), String(count)], {
    env: { ...process.env, BENCH_BASES: bases.join(',') },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (kind: FromBrowsers['kind'], timeoutMs = 120_000) =>
    new Promise<FromBrowsers>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      const timer = setTimeout(
        () => (done(), reject(new Error(`browser process ${first}: no ${kind} within ${timeoutMs / 1000} s`))),
        timeoutMs,
      );
      const onMessage = (message: FromBrowsers) => {
        if (message.kind === 'failed') reject(new Error(`browser process ${first}: ${message.message}`));
        else if (message.kind !== kind) return;
        else resolve(message);
        done();
      };
      const onExit = (code: number | null) => (done(), reject(new Error(`browser process ${first} exited (${code})`)));
      child.on('message', onMessage);
      child.on('exit', onExit);
    });
  const send = (message: ToBrowsers) => child.send(message);
  let version = ((await next('ready', 300_000)) as { version: number }).version;
  return {
    get version() {
      return version;
    },
    async expect(v) {
      const armed = next('armed');
      send({ kind: 'expect', version: v });
      await armed;
      version = v;
    },
    async collect() {
      const figures = next('figures', 60_000);
      send({ kind: 'collect' });
      return ((await figures) as { figures: RoundFigures }).figures;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      send({ kind: 'stop' });
      await exited;
    },
  };
}

/** The browser-process side of {@link processGroup}. */
async function browserProcess(first: number, count: number): Promise<void> {
  const bases = (process.env.BENCH_BASES ?? '').split(',').filter(Boolean);
  const reply = (message: FromBrowsers) => process.send!(message);
  try {
    const group = await localGroup(bases, first, count);
    process.on('message', (message: ToBrowsers) => {
      if (message.kind === 'expect') void group.expect(message.version).then(() => reply({ kind: 'armed' }));
      else if (message.kind === 'collect') void group.collect().then((figures) => reply({ kind: 'figures', figures }));
      else void group.stop().then(() => process.exit(0));
    });
    reply({ kind: 'ready', version: group.version });
  } catch (err) {
    reply({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
    process.exit(1);
  }
}

/**
 * Probe sockets: `perNode` bare site sockets on each node (no store behind them), in this process,
 * which is idle while a save runs: when a config event reaches them is what the servers and the
 * bus take, without the browsers' own work. `arm()` before a save, `times(startedAt)` after.
 */
async function probes(bases: string[], perNode: number) {
  const sockets = await Promise.all(
    bases.flatMap((base, node) =>
      Array.from({ length: perNode }, () => {
        const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/ws`);
        const probe = { node, socket, at: undefined as number | undefined };
        socket.on('message', (data: Buffer) => {
          if (probe.at === undefined && data.includes('"type":"config"')) probe.at = epochNow();
        });
        return new Promise<typeof probe>((resolve, reject) => {
          socket.once('open', () => resolve(probe));
          socket.once('error', reject);
        });
      }),
    ),
  );
  return {
    arm: () => sockets.forEach((p) => (p.at = undefined)),
    times: (startedAt: number) =>
      sockets.map((p) => ({ node: p.node, at: p.at === undefined ? undefined : p.at - startedAt })),
    close: () => sockets.forEach((p) => p.socket.close()),
  };
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv[0] === '--browsers') {
    await browserProcess(Number(argv[1]), Number(argv[2]));
    return -1; // stays up until told to stop
  }
  const nodes = nodesArg(argv);
  const clients = Number(process.env.BENCH_CLIENTS ?? (nodes > 1 ? 1000 : 200));
  const saves = Number(process.env.BENCH_SAVES ?? 5);
  // one process for the in-process server (as before); with a cluster, BENCH_PROCESSES (default 4) browser processes
  const processes = nodes > 1 ? Math.max(1, Math.min(clients, Number(process.env.BENCH_PROCESSES ?? 4))) : 1;
  const servers = await startServers(nodes);
  const groups: BrowserGroup[] = [];
  let probe: Awaited<ReturnType<typeof probes>> | null = null;
  try {
    probe = await probes(servers.bases, Number(process.env.BENCH_PROBES ?? 10));
    const share = Math.ceil(clients / processes);
    for (let first = 0; first < clients; first += share) {
      const count = Math.min(share, clients - first);
      groups.push(
        processes > 1 ? await processGroup(servers.bases, first, count) : await localGroup(servers.bases, first, count),
      );
    }
    const where =
      servers.bases.length > 1
        ? `spread over ${servers.bases.length} server processes on PostgreSQL (saves on node 1), in ${groups.length} browser processes`
        : 'on the site';
    console.log(
      `bench:live: ${clients} browsers (ConfigStore + site socket) ${where}; ${saves} saves of a feature switch, 1 of the game categories`,
    );

    let missing = 0;
    const measure = async (edit: (config: SiteConfig) => void, note: string) => {
      const version = groups[0]!.version + 1;
      await Promise.all(groups.map((g) => g.expect(version)));
      probe!.arm();
      const startedAt = epochNow();
      const saved = await servers.save(edit, note);
      if (saved.version !== version) throw new Error(`saved version ${saved.version}, expected ${version}`);
      const figures = await Promise.all(groups.map((g) => g.collect()));
      const rows = figures.flatMap((f) =>
        f.node.map((node, i) => ({ node, heard: f.heard[i], applied: f.applied[i] })),
      );
      missing += rows.filter((r) => r.applied === undefined).length;
      return {
        requestMs: saved.requestMs,
        wire: probe!.times(startedAt),
        rows: rows.map((r) => ({
          node: r.node,
          heard: r.heard === undefined ? undefined : r.heard - startedAt,
          applied: r.applied === undefined ? undefined : r.applied - startedAt,
        })),
      };
    };

    const requests: number[] = [];
    const rows: { node: number; heard?: number; applied?: number }[] = [];
    const wire: { node: number; at?: number }[] = [];
    for (let round = 0; round < saves; round += 1) {
      const r = await measure(
        (c) => setFlag(c, 'MOBILENUMREG3', round % 2 === 1),
        `bench: MOBILENUMREG3 ${round % 2 === 1 ? 'on' : 'off'}`,
      );
      requests.push(r.requestMs);
      rows.push(...r.rows);
      wire.push(...r.wire);
    }
    const categories = await measure(
      (c) => void (c.gameCategories = c.gameCategories.slice(0, -1)),
      'bench: one game category fewer',
    );
    const pick = (list: typeof rows, key: 'heard' | 'applied', node?: number) =>
      list.filter((r) => node === undefined || r.node === node).flatMap((r) => (r[key] === undefined ? [] : [r[key]!]));
    console.log(line('save request (PUT answered)', requests));
    for (let n = 0; n < servers.bases.length; n += 1) {
      const label =
        servers.bases.length > 1
          ? `save -> on the wire, node ${n + 1} (probe sockets)`
          : 'save -> on the wire (probe sockets)';
      console.log(
        line(
          label,
          wire.flatMap((w) => (w.node === n && w.at !== undefined ? [w.at] : [])),
        ),
      );
    }
    console.log(line('save -> delivered (socket read, feature switch)', pick(rows, 'heard')));
    console.log(line('save -> applied (feature switch)', pick(rows, 'applied')));
    if (servers.bases.length > 1) {
      for (let n = 0; n < servers.bases.length; n += 1)
        console.log(
          line(`  node ${n + 1}${n === 0 ? ' (saves here)' : ' (through the bus)'}: applied`, pick(rows, 'applied', n)),
        );
    }
    console.log(line('save -> applied (game categories, menu pushed)', pick(categories.rows, 'applied')));
    if (missing > 0) console.log(`bench:live: ${missing} client(s) did not follow within 10 s`);
    return missing === 0 ? 0 : 1;
  } finally {
    probe?.close();
    await Promise.all(groups.map((g) => g.stop()));
    await servers.close();
  }
}

main().then(
  (code) => code >= 0 && process.exit(code),
  (err: unknown) => {
    console.error(`bench:live: ${err instanceof Error ? err.stack : String(err)}`);
    process.exit(2);
  },
);
