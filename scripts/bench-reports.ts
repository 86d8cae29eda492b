/**
 * `npm run bench:reports`: times the month report on a seeded scratch database and prints its
 * figures. The command lives in bench/reports.ts (type-checked with the server), imported by URL
 * like bench:agent. Settings: BENCH_REPORTS_ROUNDS, BENCH_REPORTS_ITERATIONS, DATABASE_URL.
 */
const bench = (await import(new URL('../bench/reports.ts', import.meta.url).href)) as {
  benchReportsCommand: () => Promise<number>;
};

bench.benchReportsCommand().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`bench:reports: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(2);
  },
);

export {};
