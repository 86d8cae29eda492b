/**
 * `npm run bench:live` (issue 6 item 2): 200 visitor sockets, an operator saves a change, prints
 * the time from save to received and to applied (p50, p95, max). BENCH_CLIENTS and BENCH_SAVES
 * size the run. The bench lives in server/services/config-versions/bench.ts (type-checked with the
 * server), imported by URL so this project's tsconfig does not follow the server's `.ts` imports.
 */
const bench = (await import(new URL('../server/services/config-versions/bench.ts', import.meta.url).href)) as { benchLive: () => Promise<number> };

bench.benchLive().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`bench:live: ${err instanceof Error ? err.stack : String(err)}`);
    process.exit(2);
  },
);

export {};
