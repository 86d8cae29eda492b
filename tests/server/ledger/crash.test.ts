/**
 * README "Money": a server killed in the middle of concurrent transfers leaves the ledger
 * consistent. A real server process (server/server.ts on a PGlite data directory) serves
 * concurrent wallet transfers over HTTP, gets SIGKILL while they run, and `npm run ledger:check`
 * on its data directory must then pass; a restarted database still serves the same balances.
 */
import { describe, expect, it } from '@jest/globals';
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../server/db/open.ts';
import { REPO_ROOT } from '../../../server/paths.ts';
import { seededTemplate } from '../support/testApp.ts';
import { tokenOf } from '../services/wallet/support.ts';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a server killed during concurrent transfers', () => {
  it('leaves ledger:check clean', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-crash-'));
    const dataDir = path.join(dir, 'db');
    const port = 18_000 + Math.floor(Math.random() * 2_000);
    try {
      const seeded = await openDatabase({ dataDir, loadDataDir: await seededTemplate() });
      const tokens = await Promise.all(
        ['demo01', 'agent01', 'mobile01', 'ipguard01'].map((u) => tokenOf(seeded.db, u)),
      );
      await seeded.close();

      const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          LOG_LEVEL: 'error',
          HOUSE_PORT: 'off',
          NODE_OPTIONS: '',
        },
        stdio: 'ignore',
      });
      const exited = new Promise<void>((resolve) => server.on('exit', () => resolve()));
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 240; i++) {
        const up = await fetch(`${base}/api/system/status`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        await sleep(500);
      }

      let done = 0;
      let stop = false;
      const clients = Array.from({ length: 8 }, async (_, c) => {
        for (let i = 0; !stop; i++) {
          const body =
            i % 2 === 0 ? { from: 'main', to: 'PG', amount: '1.25' } : { from: 'PG', to: 'main', amount: '1.25' };
          const ok = await fetch(`${base}/api/wallet/transfer`, {
            method: 'POST',
            headers: { authorization: `Bearer ${tokens[c % 4]}`, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }).then(
            (r) => r.ok,
            () => false,
          );
          if (!ok && stop) return;
          if (ok) done++;
        }
      });
      while (done < 40) await sleep(50);
      server.kill('SIGKILL');
      stop = true;
      await exited;
      await Promise.all(clients);
      expect(done).toBeGreaterThanOrEqual(40);

      const check = await run(process.execPath, ['--import', 'tsx', 'scripts/ledger-check.ts'], {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_OPTIONS: '' },
      }).then(
        (r) => ({ code: 0, stdout: r.stdout }),
        (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
      );
      expect(check.stdout).toContain('ledger:check passed');
      expect(check.code).toBe(0);

      const reopened = await openDatabase({ dataDir });
      const moved = (await reopened.db.execute(
        sql`select count(*)::int as n from ledger_transfers where reason in ('vendorIn', 'vendorOut')`,
      )) as unknown as { rows: { n: number }[] };
      expect(moved.rows[0]!.n).toBeGreaterThanOrEqual(done); // every answered transfer survived the crash
      await reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
