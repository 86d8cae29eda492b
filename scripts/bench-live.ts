/**
 * `npm run bench:live` (README "Operator console"): BENCH_CLIENTS (default 200) browsers' configuration stores
 * — the real ConfigStore of src/stores with its HTTP API and site socket, as main.tsx wires it —
 * load the site of an in-process reference server (server/bench/liveServer.ts) and keep their
 * socket open; the operator then saves a change BENCH_SAVES times (default 5: a feature switched
 * off and on, MOBILENUMREG3) and once more removing a game category (the event then carries the
 * new game menus too). For each save and client it measures from the start of the save request to
 * the new version applied in the store with its registry rebuilt, and prints p50, p95 and max.
 * Figures only, no pass/fail threshold; exit 1 when a client did not follow within 10 s.
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

interface LiveBenchServer {
  base: string;
  save(edit: (config: SiteConfig) => void, note: string): Promise<{ version: number; requestMs: number; startedAt: number }>;
  close(): Promise<void>;
}
// imported by URL: this project's tsconfig does not follow the server's `.ts` imports (server/tsconfig.json checks it)
const { startLiveBenchServer } = (await import(new URL('../server/bench/liveServer.ts', import.meta.url).href)) as { startLiveBenchServer: () => Promise<LiveBenchServer> };

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

/** One browser's configuration store against `base`, with its site socket (ws) and live catch-up. */
function browserStore(base: string, opened: () => void): ConfigStore {
  const http = createHttp({ baseURL: base, getLanguage: () => 'TW' });
  const env = {
    api: createHttpSiteApi(http),
    liveConfig: {
      getVersion: () => fetchConfigVersion(http),
      url: `${base.replace(/^http/, 'ws')}/api/ws`,
      create: (url: string) => {
        const socket = new WebSocket(url);
        socket.once('open', opened);
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
  const clients = Number(process.env.BENCH_CLIENTS ?? 200);
  const saves = Number(process.env.BENCH_SAVES ?? 5);
  const server = await startLiveBenchServer();
  const stores: ConfigStore[] = [];
  try {
    const opened: Promise<void>[] = [];
    for (let i = 0; i < clients; i += 20) {
      const batch = Array.from({ length: Math.min(20, clients - i) }, () => {
        let resolve = () => {};
        opened.push(new Promise<void>((r) => (resolve = r)));
        return browserStore(server.base, () => resolve());
      });
      stores.push(...batch);
      await Promise.all(batch.map((s) => s.load()));
    }
    await Promise.all(opened);
    if (stores.some((s) => s.loadState !== 'ready' || !s.registry)) throw new Error('a client did not load the site');
    await new Promise((r) => setTimeout(r, 3_000)); // the stores' deferred schema checks run now, not during the saves
    console.log(`bench:live: ${clients} browsers (ConfigStore + site socket) on the site; ${saves} saves of a feature switch, 1 of the game categories`);

    let missing = 0;
    const measure = async (edit: (config: SiteConfig) => void, note: string) => {
      const version = (stores[0]!.version ?? 0) + 1;
      const appliedAt: number[] = [];
      const followed = stores.map((store) =>
        when(() => store.version === version && store.registry !== null, { timeout: 10_000 }).then(
          () => void appliedAt.push(performance.now()),
          () => void (missing += 1),
        ),
      );
      const saved = await server.save(edit, note);
      if (saved.version !== version) throw new Error(`saved version ${saved.version}, expected ${version}`);
      await Promise.all(followed);
      return { requestMs: saved.requestMs, applied: appliedAt.map((t) => t - saved.startedAt) };
    };

    const requests: number[] = [];
    const applied: number[] = [];
    for (let round = 0; round < saves; round += 1) {
      const r = await measure((c) => setFlag(c, 'MOBILENUMREG3', round % 2 === 1), `bench: MOBILENUMREG3 ${round % 2 === 1 ? 'on' : 'off'}`);
      requests.push(r.requestMs);
      applied.push(...r.applied);
    }
    const categories = await measure((c) => void (c.gameCategories = c.gameCategories.slice(0, -1)), 'bench: one game category fewer');
    console.log(line('save request (PUT answered)', requests));
    console.log(line('save -> applied (feature switch)', applied));
    console.log(line('save -> applied (game categories, menu pushed)', categories.applied));
    if (missing > 0) console.log(`bench:live: ${missing} client(s) did not follow within 10 s`);
    return missing === 0 ? 0 : 1;
  } finally {
    for (const store of stores) store.stopLive();
    await server.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`bench:live: ${err instanceof Error ? err.stack : String(err)}`);
    process.exit(2);
  },
);
