/**
 * `npm run ledger:check` (README "Money"): verifies the ledger's invariants on the server's
 * database (DATABASE_URL, else DATA_DIR like the server), prints what it checked and every breach,
 * and exits 1 on any breach (2 when the database cannot be opened). The command lives in
 * server/ledger/cli.ts (type-checked with the server); it is imported by URL so this project's
 * tsconfig does not follow the server's `.ts` imports.
 */
const cli = (await import(new URL('../server/ledger/cli.ts', import.meta.url).href)) as {
  ledgerCheckCommand: () => Promise<number>;
};

cli.ledgerCheckCommand().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`ledger:check: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(2);
  },
);

export {};
