/**
 * `npm run ledger:check` (issue 4 item 1): verifies the ledger's invariants on the server's
 * database (DATABASE_URL, else DATA_DIR, default ./data, like the server: server/env.ts), prints
 * what it checked and every breach, and exits 1 on any breach (2 when the database cannot be
 * opened). Read-only: it runs no migration and writes nothing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../server/db/open.ts';
import { readServerEnv } from '../server/env.ts';
import { checkLedger } from '../server/ledger/check.ts';

async function main(): Promise<number> {
  const env = readServerEnv();
  if (!env.databaseUrl && !existsSync(path.join(env.dataDir, 'PG_VERSION'))) {
    console.error(`ledger:check: no database at DATA_DIR=${env.dataDir} (set DATA_DIR or DATABASE_URL)`);
    return 2;
  }
  const opened = await openDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir });
  try {
    console.log(`ledger:check on ${opened.kind} ${opened.location}`);
    const report = await checkLedger(opened.db);
    for (const c of report.checks) {
      console.log(`${c.breaches === 0 ? 'ok  ' : 'FAIL'} ${c.name}: ${c.checked} checked, ${c.breaches} breaches`);
      for (const p of c.problems) console.log(`     - ${p}`);
      if (c.breaches > c.problems.length) console.log(`     ... and ${c.breaches - c.problems.length} more`);
    }
    console.log(report.ok ? 'ledger:check passed' : 'ledger:check FAILED');
    return report.ok ? 0 : 1;
  } finally {
    await opened.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`ledger:check: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(2);
  },
);
