/**
 * `npm run bench:agent` (README "Agents"): a downline tree of 10,000 members at depth up to 6 with
 * 1,000,000 settled bets rolled up on a scratch database (PGlite, and PostgreSQL with
 * DATABASE_URL), then p50 and p95 of each agent report at the top of the tree and deep in it.
 * Settings: BENCH_AGENT_MEMBERS, BENCH_AGENT_BETS, BENCH_AGENT_ITERATIONS. The command lives in
 * bench/agent.ts (type-checked with the server), imported by URL like bench:wallet.
 */
const bench = (await import(new URL('../bench/agent.ts', import.meta.url).href)) as {
  benchAgentCommand: () => Promise<number>;
};

bench.benchAgentCommand().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`bench:agent: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(2);
  },
);

export {};
