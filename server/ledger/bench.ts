/**
 * `npm run bench:wallet` (README "Money"): N concurrent clients move money between their main
 * wallet and a vendor wallet through the real HTTP API (POST /api/wallet/transfer) of a listening
 * server, on PGlite (a fresh temporary data directory) and, when DATABASE_URL is set, on
 * PostgreSQL; prints transfers per second and p50/p99 latency, then runs the ledger check.
 * Settings: BENCH_CLIENTS (default 16), BENCH_TRANSFERS per client (default 40).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { onBenchDatabases } from '../db/benchDatabases.ts';
import type { OpenedDatabase } from '../db/open.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { members, merchants } from '../db/schema.ts';
import { issueSession } from '../services/auth/sessions.ts';
import { checkLedger } from './check.ts';

const BENCH_MEMBERS = ['demo01', 'agent01', 'mobile01', 'ipguard01'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** One run on an opened, prepared database. @returns whether the ledger check passed. */
async function run(label: string, opened: OpenedDatabase, clients: number, perClient: number): Promise<boolean> {
  await prepareDatabase(opened);
  const app = await buildApp({ db: opened.db, distDir: null, rateLimitMax: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as { port: number };
    const rows = await opened.db
      .select({ id: members.id })
      .from(members)
      .innerJoin(merchants, eq(merchants.id, members.merchantId))
      .where(and(eq(merchants.code, 'DEMO'), inArray(members.username, BENCH_MEMBERS)));
    const tokens = await Promise.all(rows.map((r) => issueSession(opened.db, r.id, 'username', { ip: '127.0.0.1', userAgent: 'bench-wallet' }, new Date())));
    const latencies: number[] = [];
    let refused = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async (_, c) => {
        const token = tokens[c % tokens.length]!;
        for (let i = 0; i < perClient; i++) {
          const body = i % 2 === 0 ? { from: 'main', to: 'PG', amount: '1.00' } : { from: 'PG', to: 'main', amount: '1.00' };
          const t0 = performance.now();
          const res = await fetch(`http://127.0.0.1:${port}/api/wallet/transfer`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
          latencies.push(performance.now() - t0);
          if (res.status !== 200) refused++;
          await res.arrayBuffer();
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(`${label}: ${clients} clients x ${perClient} transfers = ${latencies.length} in ${seconds.toFixed(2)} s -> ${(latencies.length / seconds).toFixed(1)} transfers/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, refused ${refused}`);
    const report = await checkLedger(opened.db);
    for (const c of report.checks) console.log(`  ${c.breaches === 0 ? 'ok  ' : 'FAIL'} ${c.name}: ${c.checked} checked, ${c.breaches} breaches`);
    return report.ok;
  } finally {
    await app.close();
  }
}

/** Runs the benchmark. @returns the exit code (1 when a ledger check failed). */
export async function benchWalletCommand(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const clients = Math.max(1, Number(env.BENCH_CLIENTS ?? 16) || 16);
  const perClient = Math.max(1, Number(env.BENCH_TRANSFERS ?? 40) || 40);
  const answers = await onBenchDatabases(env, 'bench-wallet-', (label, opened) => run(label, opened, clients, perClient));
  return answers.every(Boolean) ? 0 : 1;
}
