/**
 * The scratch databases a benchmark runs on (README "Checks and tools": `npm run bench:*`), so
 * that each figure is printed side by side for both: a fresh PGlite in a temporary folder, removed
 * afterwards, then PostgreSQL when DATABASE_URL is set (the bench writes to it: point it at an
 * empty scratch database).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type OpenedDatabase } from '../server/db/open.ts';

/**
 * Runs `run` once per scratch database, each closed (and the PGlite folder removed) afterwards.
 * @param prefix the temporary folder's name prefix, e.g. 'bench-wallet-'.
 * @param options.pglite false to leave PGlite out (time PostgreSQL alone).
 * @returns the answers of `run`, in the order PGlite, PostgreSQL (those that ran).
 */
export async function onBenchDatabases<T>(
  env: NodeJS.ProcessEnv,
  prefix: string,
  run: (label: 'PGlite' | 'PostgreSQL', opened: OpenedDatabase) => Promise<T>,
  options: { pglite?: boolean } = {},
): Promise<T[]> {
  const answers: T[] = [];
  if (options.pglite !== false) {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    const pglite = await openDatabase({ dataDir: path.join(dir, 'db') });
    try {
      answers.push(await run('PGlite', pglite));
    } finally {
      await pglite.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (env.DATABASE_URL) {
    const pg = await openDatabase({ databaseUrl: env.DATABASE_URL });
    try {
      answers.push(await run('PostgreSQL', pg));
    } finally {
      await pg.close();
    }
  } else {
    console.log('PostgreSQL: skipped (set DATABASE_URL to an empty scratch database to include it)');
  }
  return answers;
}
