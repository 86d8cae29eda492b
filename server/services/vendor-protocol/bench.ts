/**
 * `npm run bench:play` (README "Playing"; scripts/bench-play.ts runs it): concurrent players through
 * the vendor protocol. Starts the platform in-process on a fresh PGlite data directory (migrated
 * and seeded), creates BENCH_PLAYERS members funded through the ledger, then each player plays
 * BENCH_ROUNDS rounds of the in-house slot as a vendor would: a signed HTTP debit, a retried
 * (replayed) debit every 10th round, and a closing credit. Prints rounds per second and the p50 /
 * p99 latency of the protocol calls, checks that every member's balance and the number of rounds
 * match what was played, then runs `ledger:check` on the same database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/open.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { gameRounds, games, members, merchants } from '../../db/schema.ts';
import { ledgerCheckCommand } from '../../ledger/cli.ts';
import { balanceOf, transfer } from '../../ledger/index.ts';
import { fromMinor } from '../../../contract/money.ts';
import { findIntegration, HOUSE_INTEGRATION } from './integrations.ts';
import { signBody } from './signing.ts';
import { issueToken } from './tokens.ts';

const OPENING = 100_000n; // 1,000.00 per player

/** The p-th percentile (0..100) of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Runs the bench; returns the exit code (0 when balances, rounds and the ledger check agree). */
export async function benchPlay(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const players = Number(env.BENCH_PLAYERS ?? 20);
  const rounds = Number(env.BENCH_ROUNDS ?? 50);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-play-'));
  const opened = await openDatabase({ dataDir });
  await prepareDatabase(opened);
  const db = opened.db;
  const app = await buildApp({ db, distDir: null, rateLimitMax: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const integration = (await findIntegration(db, HOUSE_INTEGRATION))!;

  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
  const [slot] = await db.select().from(games).where(eq(games.gameCode, 'BGS_SLOT'));
  const currency = merchant!.config.permission.currency;
  const rows = await db
    .insert(members)
    .values(Array.from({ length: players }, (_, i) => ({ merchantId: merchant!.id, username: `bench${i}`, nickname: `Bench ${i}`, passwordHash: 'bench-no-login' })))
    .returning({ id: members.id });
  const tokens: string[] = [];
  for (const m of rows) {
    await transfer(db, { merchantId: merchant!.id, idempotencyKey: `bench-fund:${m.id}`, debit: { kind: 'house' }, credit: { kind: 'member', memberId: m.id }, amount: OPENING, currency, reason: 'bench.fund' });
    tokens.push((await issueToken(db, { merchantId: merchant!.id, memberId: m.id, integrationCode: HOUSE_INTEGRATION, gameId: slot!.id, mode: 'real', currency, now: new Date() })).token);
  }

  const latencies: number[] = [];
  const post = async (op: string, message: object): Promise<Record<string, unknown>> => {
    const body = JSON.stringify(message);
    const started = performance.now();
    const res = await fetch(`${base}/api/vendor/v1/${op}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-vendor-code': integration.code, 'x-signature': signBody(integration.secret, body) }, body });
    const answer = (await res.json()) as Record<string, unknown>;
    latencies.push(performance.now() - started);
    if (answer.status !== 'OK') throw new Error(`${op} answered ${String(answer.status)}: ${String(answer.message)}`);
    return answer;
  };

  const expected = new Map<number, bigint>();
  console.log(`bench:play: ${players} players x ${rounds} rounds of BGS_SLOT through ${base}/api/vendor/v1 (signed HTTP)`);
  const started = performance.now();
  await Promise.all(
    rows.map(async (m, p) => {
      let balance = OPENING;
      for (let r = 0; r < rounds; r++) {
        const roundId = `bench-${p}-${r}`;
        const stake = BigInt(100 + ((p * 7 + r * 13) % 5) * 100); // 1.00 .. 5.00
        const win = r % 3 === 0 ? stake * 2n : 0n;
        const debit = { transactionId: `${roundId}-d`, roundId, playerToken: tokens[p]!, gameCode: 'BGS_SLOT', amount: fromMinor(stake), currency };
        await post('debit', debit);
        if (r % 10 === 0) await post('debit', debit); // a vendor retry: answered again, moves nothing
        await post('credit', { ...debit, transactionId: `${roundId}-c`, amount: fromMinor(win), roundClosed: true });
        balance += win - stake;
      }
      expected.set(m.id, balance);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const total = players * rounds;
  console.log(`rounds: ${total} in ${seconds.toFixed(2)} s = ${(total / seconds).toFixed(1)} rounds/s (${latencies.length} protocol calls)`);
  console.log(`call latency: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`);

  let failures = 0;
  for (const [memberId, balance] of expected) {
    const actual = await balanceOf(db, { kind: 'member', memberId, merchantId: merchant!.id });
    if (actual !== balance) {
      failures++;
      console.log(`FAIL member ${memberId}: balance ${fromMinor(actual)}, played ${fromMinor(balance)}`);
    }
  }
  const [recorded] = await db.select({ n: count() }).from(gameRounds).where(like(gameRounds.roundId, 'bench-%'));
  if (Number(recorded?.n) !== total) failures++;
  console.log(`${failures === 0 ? 'ok  ' : 'FAIL'} balances match the rounds played; ${recorded?.n} rounds recorded for ${total} played`);

  await app.close();
  await opened.close();
  const check = await ledgerCheckCommand({ ...env, DATA_DIR: dataDir, DATABASE_URL: '' });
  rmSync(dataDir, { recursive: true, force: true });
  return failures === 0 && check === 0 ? 0 : 1;
}
