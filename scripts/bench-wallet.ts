/**
 * `npm run bench:wallet` (README "Money"): concurrent wallet transfers over HTTP on PGlite and
 * (with DATABASE_URL) PostgreSQL, transfers per second, p50/p99, then the ledger check. The
 * command lives in bench/wallet.ts (type-checked with the server), imported by URL so this
 * project's tsconfig does not follow the server's `.ts` imports.
 */
const bench = (await import(new URL('../bench/wallet.ts', import.meta.url).href)) as {
  benchWalletCommand: () => Promise<number>;
};

bench.benchWalletCommand().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`bench:wallet: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(2);
  },
);

export {};
