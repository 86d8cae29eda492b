/**
 * `npm run bench:live [-- --nodes N]` (README "Operator console"; docs/scaling.md): BENCH_CLIENTS (default 200; 1,000 with --nodes) browsers' configuration stores
 * — the real ConfigStore of src/stores with its HTTP API and site socket, as main.tsx wires it —
 * load the site of an in-process reference server (server/bench/liveServer.ts) and keep their
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
 * read from the socket, before the store's work) shows the servers' and the bus's share.
 *
 * All clients share this one process (and its CPU): their registry rebuilds run one after the
 * other, where real browsers rebuild in parallel, so the figures are an upper bound.
 */
import { when } from 'mobx';
import WebSocket from 'ws';
import { createHttp } from '../src/api/client';
import { fetchConfigVersion } from '../src/api/operator';
import type { SocketLike } from '../src/api/socket';
import type { SiteConfig } from '../contract/types';
import { ConfigStoreModel, type ConfigStore } from '../src/stores/ConfigStore';
import { createHttpSiteApi } from '../src/stores/httpSiteApi';
import type { StoreEnv } from '../src/stores/env';

type Save = (edit: (config: SiteConfig) => void, note: string) => Promise<{ version: number; requestMs: number; startedAt: number }>;
interface LiveBenchServer {
  base: string;
  save: Save;
  close(): Promise<void>;
}
// imported by URL: this project's tsconfig does not follow the server's `.ts` imports (server/tsconfig.json checks it)
const { startLiveBenchServer, operatorSaver } = (await import(new URL('../server/bench/liveServer.ts', import.meta.url).href)) as { startLiveBenchServer: () => Promise<LiveBenchServer>; operatorSaver: (base: string) => Promise<Save> };

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
  const { startCluster } = (await import(new URL('./cluster.mjs', import.meta.url).href)) as {
    startCluster: (options: object) => Promise<{ nodes: { url: string }[]; stop(): Promise<void> }>;
  };
  const cluster = await startCluster({ nodes, port: Number(process.env.BENCH_PORT ?? 8700), database: 'cluster_bench', fresh: true, balancer: false, env: { RATE_LIMIT_PER_MINUTE: 'off', HOUSE_PORT: 'off', LOG_LEVEL: 'warn' }, log: (line: string) => console.log(`bench:live: ${line}`) });
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
  if (!Number.isInteger(n) || n < 1 || n > 16) throw new Error(`--nodes must be a whole number from 1 to 16 (got ${argv[at + 1]})`);
  return n;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
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

async function main(): Promise<number> {
  const nodes = nodesArg(process.argv.slice(2));
  const clients = Number(process.env.BENCH_CLIENTS ?? (nodes > 1 ? 1000 : 200));
  const saves = Number(process.env.BENCH_SAVES ?? 5);
  const servers = await startServers(nodes);
  const stores: ConfigStore[] = [];
  /** The node index of each store, and when each store last heard a config event. */
  const nodeOf: number[] = [];
  const heardAt: number[] = [];
  try {
    const opened: Promise<void>[] = [];
    for (let i = 0; i < clients; i += 20) {
      const batch = Array.from({ length: Math.min(20, clients - i) }, (_, j) => {
        let resolve = () => {};
        opened.push(new Promise<void>((r) => (resolve = r)));
        const index = i + j;
        nodeOf[index] = index % servers.bases.length;
        return browserStore(servers.bases[nodeOf[index]!]!, () => resolve(), () => void (heardAt[index] ??= performance.now()));
      });
      stores.push(...batch);
      await Promise.all(batch.map((s) => s.load()));
    }
    await Promise.all(opened);
    if (stores.some((s) => s.loadState !== 'ready' || !s.registry)) throw new Error('a client did not load the site');
    await new Promise((r) => setTimeout(r, 3_000)); // the stores' deferred schema checks run now, not during the saves
    const where = servers.bases.length > 1 ? `spread over ${servers.bases.length} server processes on PostgreSQL (saves on node 1)` : 'on the site';
    console.log(`bench:live: ${clients} browsers (ConfigStore + site socket) ${where}; ${saves} saves of a feature switch, 1 of the game categories`);

    let missing = 0;
    const measure = async (edit: (config: SiteConfig) => void, note: string) => {
      const version = (stores[0]!.version ?? 0) + 1;
      const appliedAt: number[] = [];
      heardAt.length = 0;
      const followed = stores.map((store, i) =>
        when(() => store.version === version && store.registry !== null, { timeout: 10_000 }).then(
          () => void (appliedAt[i] = performance.now()),
          () => void (missing += 1),
        ),
      );
      const saved = await servers.save(edit, note);
      if (saved.version !== version) throw new Error(`saved version ${saved.version}, expected ${version}`);
      await Promise.all(followed);
      const since = (t: number[]) => t.map((x) => x - saved.startedAt);
      return { requestMs: saved.requestMs, applied: since(appliedAt), delivered: since(heardAt) };
    };

    const requests: number[] = [];
    const applied: number[][] = [];
    const delivered: number[][] = [];
    for (let round = 0; round < saves; round += 1) {
      const r = await measure((c) => setFlag(c, 'MOBILENUMREG3', round % 2 === 1), `bench: MOBILENUMREG3 ${round % 2 === 1 ? 'on' : 'off'}`);
      requests.push(r.requestMs);
      applied.push(r.applied);
      delivered.push(r.delivered);
    }
    const categories = await measure((c) => void (c.gameCategories = c.gameCategories.slice(0, -1)), 'bench: one game category fewer');
    const all = (rounds: number[][], node?: number) => rounds.flatMap((r) => r.filter((v, i) => v !== undefined && (node === undefined || nodeOf[i] === node)));
    console.log(line('save request (PUT answered)', requests));
    console.log(line('save -> delivered (socket read, feature switch)', all(delivered)));
    console.log(line('save -> applied (feature switch)', all(applied)));
    if (servers.bases.length > 1) {
      for (let n = 0; n < servers.bases.length; n += 1) console.log(line(`  node ${n + 1}${n === 0 ? ' (saves here)' : ' (through the bus)'}: applied`, all(applied, n)));
    }
    console.log(line('save -> applied (game categories, menu pushed)', all([categories.applied])));
    if (missing > 0) console.log(`bench:live: ${missing} client(s) did not follow within 10 s`);
    return missing === 0 ? 0 : 1;
  } finally {
    for (const store of stores) store.stopLive();
    await servers.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`bench:live: ${err instanceof Error ? err.stack : String(err)}`);
    process.exit(2);
  },
);
