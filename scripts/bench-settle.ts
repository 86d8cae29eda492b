/**
 * `npm run bench:settle` (docs/contracts.md "Settlement"): a 10,000-member tree with 1,000,000 bets
 * in one reporting day, contracts of all four kinds down the tree, then that day settled for every
 * kind (time per kind and in total, settlements and transfers, and a second run that pays
 * nothing), on PGlite and, with DATABASE_URL (an empty scratch database), PostgreSQL. Settings:
 * BENCH_SETTLE_MEMBERS, BENCH_SETTLE_BETS, BENCH_SETTLE_CONTRACTS (chain or a depth), BENCH_SETTLE_PGLITE=off. The command
 * lives in bench/settle.ts (type-checked with the server), imported by URL like
 * bench:agent.
 */
const bench = (await import(new URL('../bench/settle.ts', import.meta.url).href)) as {
  benchSettleCommand: () => Promise<number>;
};

bench.benchSettleCommand().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`bench:settle: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(2);
  },
);

export {};
