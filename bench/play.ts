/**
 * `npm run bench:play` (README "Playing"; scripts/bench-play.ts runs it): concurrent players through
 * the vendor protocol, on PGlite (a fresh temporary data directory) and, when DATABASE_URL is set,
 * on PostgreSQL, side by side. Starts the platform in-process on the migrated and seeded database,
 * creates BENCH_PLAYERS members (default 50) funded through the ledger, then each player plays
 * BENCH_ROUNDS rounds (default 50) of the in-house slot as a vendor would (./playClients.ts, in a
 * worker thread so the server's event loop only serves): a signed HTTP debit, a retried
 * (replayed) debit every 10th round, and a closing credit. Prints rounds per second (a round is a
 * debit and a credit), the p50 / p99 latency of the protocol calls and the CPU per round, checks
 * that every member's balance and the number of rounds match what was played, then runs the
 * ledger check on the same database. BENCH_PGLITE=0 leaves PGlite out; BENCH_PROFILE=<dir> writes
 * a CPU profile of each measured window.
 */
import { count, eq, like } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app.ts';
import { onBenchDatabases } from './databases.ts';
import type { OpenedDatabase } from '../server/db/open.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { gameRounds, games, members, merchants } from '../server/db/schema.ts';
import { backendCpuMeter, cpuText, databaseName, loadText, percentile, processCpuMs, profiled } from './wallet.ts';
import { inWorker } from './worker.ts';
import { balanceOf, checkLedger, transfer } from '../server/ledger/index.ts';
import { fromMinor } from '../contract/money.ts';
import { benchRoundId, type PlayClientsInput, type PlayClientsOutput } from './playClients.ts';
import { findIntegration, HOUSE_INTEGRATION } from '../server/services/vendor-protocol/integrations.ts';
import { issueToken } from '../server/services/vendor-protocol/tokens.ts';

export { percentile };

const OPENING = 100_000n; // 1,000.00 per player

interface PlayFigures {
  roundsPerSecond: number;
  p50: number;
  p99: number;
  ok: boolean;
}

/** One run on an opened database: prepares it, plays, checks. */
async function run(
  label: string,
  opened: OpenedDatabase,
  players: number,
  rounds: number,
  profileDir: string | undefined,
  databaseUrl: string | undefined,
): Promise<PlayFigures> {
  await prepareDatabase(opened);
  const db = opened.db;
  const app = await buildApp({ db, distDir: null, rateLimitMax: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const integration = (await findIntegration(db, HOUSE_INTEGRATION))!;
    const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    const [slot] = await db.select().from(games).where(eq(games.gameCode, 'BGS_SLOT'));
    const currency = merchant!.config.permission.currency;
    const runId = Date.now().toString(36);
    const rows = await db
      .insert(members)
      .values(
        Array.from({ length: players }, (_, i) => ({
          merchantId: merchant!.id,
          username: `bench${runId}${i}`,
          nickname: `Bench ${i}`,
          passwordHash: 'bench-no-login',
        })),
      )
      .returning({ id: members.id });
    const tokens: string[] = [];
    for (const m of rows) {
      await transfer(db, {
        merchantId: merchant!.id,
        idempotencyKey: `bench-fund:${m.id}`,
        debit: { kind: 'house' },
        credit: { kind: 'member', memberId: m.id },
        amount: OPENING,
        currency,
        reason: 'bench.fund',
      });
      tokens.push(
        (
          await issueToken(db, {
            merchantId: merchant!.id,
            memberId: m.id,
            integrationCode: HOUSE_INTEGRATION,
            gameId: slot!.id,
            mode: 'real',
            currency,
            now: new Date(),
          })
        ).token,
      );
    }

    const loadBefore = loadText();
    const nodeBefore = processCpuMs();
    const meter =
      opened.kind === 'postgres' && databaseUrl ? await backendCpuMeter(databaseUrl, databaseName(databaseUrl)) : null;
    const elu = performance.eventLoopUtilization();
    const input: PlayClientsInput = {
      base: `${base}/api/vendor/v1`,
      integrationCode: integration.code,
      secret: integration.secret,
      currency,
      tokens,
      rounds,
      runId,
    };
    const out = await profiled(profileDir, `play-${label}`, () =>
      inWorker<PlayClientsInput, PlayClientsOutput>(
        new URL('./playClients.ts', import.meta.url).href,
        'playClients',
        input,
      ),
    );
    const busy = performance.eventLoopUtilization(elu).utilization;
    const total = players * rounds;
    const sorted = out.latencies.sort((a, b) => a - b);
    const figures = { roundsPerSecond: total / out.elapsed, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
    console.log(
      `${label}: ${players} players x ${rounds} rounds = ${total} rounds (${sorted.length} signed calls) in ${out.elapsed.toFixed(2)} s -> ${figures.roundsPerSecond.toFixed(1)} rounds/s; call latency p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms (${loadBefore} before, ${loadText()} after)`,
    );
    const postgresMs = meter ? await meter.stop() : null;
    console.log(
      `  ${cpuText('round', total, processCpuMs() - nodeBefore, out.clientBusyMs, postgresMs)}; server event loop busy ${(busy * 100).toFixed(0)}%`,
    );
    for (const f of out.failures) console.log(`  FAIL call answered ${f}`);

    let failures = out.failures.length;
    for (const [p, m] of rows.entries()) {
      const expected = OPENING + BigInt(out.changes[p]!);
      const actual = await balanceOf(db, { kind: 'member', memberId: m.id, merchantId: merchant!.id });
      if (actual !== expected) {
        failures++;
        console.log(`  FAIL member ${m.id}: balance ${fromMinor(actual)}, played ${fromMinor(expected)}`);
      }
    }
    const [recorded] = await db
      .select({ n: count() })
      .from(gameRounds)
      .where(like(gameRounds.roundId, `${benchRoundId(runId, 0, 0).slice(0, -'0-0'.length)}%`));
    if (Number(recorded?.n) !== total) failures++;
    console.log(
      `  ${failures === 0 ? 'ok  ' : 'FAIL'} balances match the rounds played; ${recorded?.n} rounds recorded for ${total} played`,
    );
    const report = await checkLedger(db);
    for (const c of report.checks)
      console.log(`  ${c.breaches === 0 ? 'ok  ' : 'FAIL'} ${c.name}: ${c.checked} checked, ${c.breaches} breaches`);
    return { ...figures, ok: failures === 0 && report.ok };
  } finally {
    await app.close();
  }
}

/** Runs the bench; returns the exit code (0 when balances, rounds and the ledger check agree on every database). */
export async function benchPlay(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const players = Math.max(1, Number(env.BENCH_PLAYERS ?? 50) || 50);
  const rounds = Math.max(1, Number(env.BENCH_ROUNDS ?? 50) || 50);
  console.log(
    `bench:play: ${players} players x ${rounds} rounds of BGS_SLOT through /api/vendor/v1 (signed HTTP; goal >= 500 rounds/s, call p99 <= 50 ms; ${loadText()})`,
  );
  const answers = await onBenchDatabases(
    env,
    'bench-play-',
    (label, opened) => run(label, opened, players, rounds, env.BENCH_PROFILE, env.DATABASE_URL),
    { pglite: env.BENCH_PGLITE !== '0' },
  );
  return answers.every((a) => a.ok) ? 0 : 1;
}
