/**
 * The `npm run ledger:check` command (scripts/ledger-check.ts runs it): verifies the ledger's
 * invariants ({@link checkLedger}) on the server's database (DATABASE_URL, else DATA_DIR, default
 * ./data, like the server: server/env.ts), prints what it checked and every breach.
 * Read-only: it runs no migration and writes nothing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/open.ts';
import { readServerEnv } from '../env.ts';
import { checkLedger } from './check.ts';
import { serverSettings, type Settings } from '../config.ts';

/**
 * Runs the check and prints the report.
 * @returns the exit code: 0 clean, 1 a breach, 2 no database.
 */
export async function ledgerCheckCommand(env: Settings = serverSettings()): Promise<number> {
  const settings = readServerEnv(env);
  if (!settings.databaseUrl && !existsSync(path.join(settings.dataDir, 'PG_VERSION'))) {
    console.error(`ledger:check: no database at DATA_DIR=${settings.dataDir} (set DATA_DIR or DATABASE_URL)`);
    return 2;
  }
  const opened = await openDatabase(
    settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : { dataDir: settings.dataDir },
  );
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
