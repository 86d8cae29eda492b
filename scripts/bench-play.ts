/**
 * `npm run bench:play` (README "Playing"): concurrent players through the vendor protocol, prints
 * rounds per second and p50/p99 latency, then runs ledger:check. BENCH_PLAYERS (default 50) and
 * BENCH_ROUNDS (default 50) size the run. The bench lives in bench/play.ts
 * (type-checked with the server); it is imported by URL so this project's tsconfig does not follow
 * the server's `.ts` imports.
 */
const bench = (await import(new URL('../bench/play.ts', import.meta.url).href)) as {
  benchPlay: () => Promise<number>;
};

bench.benchPlay().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`bench:play: ${err instanceof Error ? err.stack : String(err)}`);
    process.exit(2);
  },
);

export {};
