/**
 * `npm run bench:settle` (docs/contracts.md "Settlement"): on a scratch database (a temporary
 * PGlite directory, and PostgreSQL when DATABASE_URL is set; ./databases.ts) seeds a
 * tree of BENCH_SETTLE_MEMBERS members (default 10,000) at depth up to 6 with BENCH_SETTLE_BETS
 * settled bets (default 1,000,000) in one reporting day, contracts of all four kinds down the tree
 * (BENCH_SETTLE_CONTRACTS: `chain`, the default, one agent per depth from the top agent to depth 5;
 * a number N, every agent down to depth N; the top agent's from the merchant, each other from its
 * upline, rates falling with depth), then settles that day of every kind through the
 * scheduler's settleDue (1 daily dividend, 1 daily wage, 24 hours, 288 five-minute windows) and
 * prints the time per kind and in total, the settlements and transfers made, and that a second
 * run makes none. BENCH_SETTLE_PGLITE=off skips PGlite (to time PostgreSQL alone). Printed, the
 * second run's transfers aside (exit 1 when it makes any).
 *
 * The tree, the bets' ledger transfers (vendor.settle from the member's vendor wallet to the house,
 * vendor.credit from the house for 45 % of them, spread over the day) and the daily figures they
 * roll up to are bulk-inserted by SQL (the ledger would take hours at this size; these transfers
 * have no entries, so `ledger:check` does not apply to a bench database); the payouts are real
 * `transfer()` calls of the settlement.
 */
import { eq, sql } from 'drizzle-orm';
import type { ContractKind } from '../contract/types.ts';
import { CONTRACT_KINDS } from '../engine/contracts.ts';
import { onBenchDatabases } from './databases.ts';
import type { Db, OpenedDatabase } from '../server/db/open.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { agentContracts, contractSettlementMarks, merchants } from '../server/db/schema.ts';
import { rebuildTeamFigures } from '../server/services/agent/rollup.ts';
import { seedBenchTree } from './agent.ts';
import { toContext } from '../server/services/merchants.ts';
import { periodAt, type Period } from '../server/services/contracts/periods.ts';
import { settleDue } from '../server/services/contracts/settle.ts';
import { addTotals, emptyTotals, type SettleTotals } from '../server/services/contracts/settlements.ts';

interface BenchNode {
  id: number;
  depth: number;
  agent: boolean;
  parent: number | null;
}

const OFFSET = 480;

/** Runs `write` over `items` in batches of `size`. */
async function inBatches<T>(items: T[], size: number, write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await write(items.slice(i, i + size));
}

/** The bench tree of bench:agent (./agent.ts seedBenchTree) with this bench's own seed and usernames, each node with its upline. */
async function seedTree(db: Db, merchantId: number, total: number): Promise<BenchNode[]> {
  const nodes = await seedBenchTree(db, merchantId, total, 0x5e771e, 'settle');
  return nodes.map((n) => ({ id: n.id, depth: n.depth, agent: n.agent, parent: n.ancestors[0] ?? null }));
}

/** `bets` settled bets of the tree's members spread over `day`, as ledger transfers, and the daily figures they roll up to. */
async function seedBets(
  db: Db,
  merchantId: number,
  nodes: BenchNode[],
  bets: number,
  day: Period,
  tag: string,
): Promise<void> {
  const m = sql`${merchantId}::int`;
  const first = nodes[0]!.id;
  const last = nodes.at(-1)!.id;
  await db.execute(sql`insert into ledger_accounts (merchant_id, key, kind, member_id, vendor_code, currency)
    select ${m}, k.key, k.kind, k.member_id, k.vendor_code, 'CNY' from (
      select 'member:' || id as key, 'member' as kind, id as member_id, null as vendor_code from members where id between ${first}::int and ${last}::int
      union all select 'vendor:BGS:' || id, 'vendor', id, 'BGS' from members where id between ${first}::int and ${last}::int
      union all select 'house', 'house', null, null) k
    on conflict (merchant_id, key) do nothing`);
  // One pseudo-random draw per bet from PostgreSQL's hashint4: the member, the stake (1.00..500.00), whether it wins and how much.
  const draws = sql`select g, ${first}::int + (abs(hashint4(g)::bigint) % ${nodes.length}::int)::int as member_id, 100 + abs(hashint4(g * 3 + 1)::bigint) % 49900 as stake,
      abs(hashint4(g * 7 + 2)::bigint) % 100 < 45 as wins, 50 + abs(hashint4(g * 5 + 3)::bigint) % 201 as pct,
      ${day.start.toISOString()}::timestamptz + ((g - 1)::bigint * 86400000 / ${bets}::int) * interval '1 millisecond' as at
    from generate_series(1, ${bets}::int) g`;
  const accounts = sql`select member_id, id, kind from ledger_accounts where merchant_id = ${m} and member_id between ${first}::int and ${last}::int`;
  await db.execute(sql`with d as (${draws}), a as (${accounts}), house as (select id from ledger_accounts where merchant_id = ${m} and key = 'house')
    insert into ledger_transfers (merchant_id, idempotency_key, debit_account_id, credit_account_id, amount, currency, reason, created_at)
    select ${m}, ${tag} || ':s:' || d.g, a.id, house.id, d.stake, 'CNY', 'vendor.settle', d.at from d join a on a.member_id = d.member_id and a.kind = 'vendor', house`);
  await db.execute(sql`with d as (${draws}), a as (${accounts}), house as (select id from ledger_accounts where merchant_id = ${m} and key = 'house')
    insert into ledger_transfers (merchant_id, idempotency_key, debit_account_id, credit_account_id, amount, currency, reason, created_at)
    select ${m}, ${tag} || ':c:' || d.g, house.id, a.id, d.stake * d.pct / 100, 'CNY', 'vendor.credit', d.at from d join a on a.member_id = d.member_id and a.kind = 'member', house where d.wins`);
  await db.execute(sql`insert into member_daily_stats (merchant_id, member_id, day, bet_count, bet_amount, valid_bet, payout)
    select ${m}, a.member_id, ${periodAt('daily', day.start, OFFSET).key.slice(1)}::date, count(*) filter (where t.reason = 'vendor.settle'),
      coalesce(sum(t.amount) filter (where t.reason = 'vendor.settle'), 0), coalesce(sum(t.amount) filter (where t.reason = 'vendor.settle'), 0), coalesce(sum(t.amount) filter (where t.reason = 'vendor.credit'), 0)
    from ledger_transfers t join ledger_accounts a on a.id = case when t.reason = 'vendor.settle' then t.debit_account_id else t.credit_account_id end
    where t.merchant_id = ${m} and t.idempotency_key like ${`${tag}:%`}
    group by a.member_id`);
  await rebuildTeamFigures(db, merchantId);
  for (const table of ['ledger_transfers', 'ledger_accounts', 'member_tree', 'member_daily_stats', 'team_daily_stats'])
    await db.execute(sql.raw(`analyze ${table}`));
}

/** The contract holders: one agent per depth from the top down to depth 5 (`chain`), or every agent down to a depth. */
function holdersOf(nodes: BenchNode[], layout: 'chain' | number): BenchNode[] {
  if (layout !== 'chain') return nodes.filter((n) => n.agent && n.depth <= layout);
  const chain = [nodes[0]!];
  for (
    let next = nodes.find((n) => n.agent && n.parent === chain.at(-1)!.id);
    next;
    next = nodes.find((n) => n.agent && n.parent === chain.at(-1)!.id)
  )
    chain.push(next);
  return chain;
}

/** Contracts of every kind on the holders: the top from the merchant, the others from their upline, 0.4 points less per level. */
async function seedContracts(
  db: Db,
  merchantId: number,
  nodes: BenchNode[],
  layout: 'chain' | number,
  acceptedAt: Date,
): Promise<BenchNode[]> {
  const holders = holdersOf(nodes, layout);
  const rows = CONTRACT_KINDS.flatMap((kind) =>
    holders.map((n) => {
      const top = kind === 'dividend' ? 3000 : 300;
      const rate = Math.max(0, top - n.depth * (kind === 'dividend' ? 400 : 40));
      const tiers = [
        { minActive: 0, minAmount: '0', rateBp: Math.max(0, rate - 20) },
        { minActive: 5, minAmount: '100000', rateBp: rate },
      ];
      const period = kind === 'hourlyWage' ? 'hour' : kind === 'realtimeSalary' ? 'fiveMinutes' : 'daily';
      return {
        merchantId,
        kind,
        uplineId: n.parent,
        downlineId: n.id,
        period,
        tiers,
        state: 'active',
        createdAt: acceptedAt,
        acceptedAt,
      };
    }),
  );
  await inBatches(rows, 500, (batch) => db.insert(agentContracts).values(batch));
  return holders;
}

/** Puts every kind's watermark at the start of `day`, so settleDue settles that day. */
async function markDay(db: Db, merchantId: number, day: Period): Promise<void> {
  for (const kind of CONTRACT_KINDS) {
    await db
      .insert(contractSettlementMarks)
      .values({ merchantId, kind, settledThrough: day.start })
      .onConflictDoUpdate({
        target: [contractSettlementMarks.merchantId, contractSettlementMarks.kind],
        set: { settledThrough: day.start },
      });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const line = (name: string, t: SettleTotals, ms: number) =>
  `  ${name.padEnd(16)} ${String(t.periods).padStart(7)} ${String(t.settlements).padStart(11)} ${String(t.transfers).padStart(9)} ${String(t.skipped).padStart(7)} ${(Number(t.paid) / 100).toFixed(2).padStart(14)} ${seconds(ms).padStart(9)}`;

/** Settles the day of every kind once, timing each. @returns the totals. */
async function settleDay(db: Db, merchant: ReturnType<typeof toContext>, day: Period): Promise<SettleTotals> {
  console.log(
    `  ${'kind'.padEnd(16)} ${'periods'.padStart(7)} ${'settlements'.padStart(11)} ${'transfers'.padStart(9)} ${'skipped'.padStart(7)} ${'paid'.padStart(14)} ${'time'.padStart(9)}`,
  );
  const all = emptyTotals();
  const t0 = performance.now();
  for (const kind of CONTRACT_KINDS as ContractKind[]) {
    const s = performance.now();
    const totals = await settleDue(db, merchant, day.end, { kinds: [kind] });
    console.log(line(kind, totals, performance.now() - s));
    addTotals(all, totals);
  }
  console.log(line('total', all, performance.now() - t0));
  return all;
}

/** Seeds and settles one database. @returns the transfers the second run made (0 expected). */
async function run(
  label: string,
  opened: OpenedDatabase,
  total: number,
  bets: number,
  layout: 'chain' | number,
): Promise<number> {
  const t0 = performance.now();
  await prepareDatabase(opened);
  const db = opened.db;
  const [row] = await db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
  const merchant = toContext(row!);
  const day = periodAt('daily', new Date(Date.now() - 2 * 86_400_000), OFFSET);
  const nodes = await seedTree(db, merchant.id, total);
  await seedBets(db, merchant.id, nodes, bets, day, `bench:settle:${Date.now().toString(36)}`);
  const holders = await seedContracts(db, merchant.id, nodes, layout, new Date(day.start.getTime() - 86_400_000));
  const where =
    layout === 'chain'
      ? `a chain from the top agent to depth ${holders.at(-1)!.depth}`
      : `every agent to depth ${layout}`;
  console.log(
    `${label}: ${nodes.length} members (max depth ${Math.max(...nodes.map((n) => n.depth))}), ${bets} bets on ${day.key}, ${holders.length} contracts of each kind (${where}); seeded in ${seconds(performance.now() - t0)}`,
  );
  await markDay(db, merchant.id, day);
  await settleDay(db, merchant, day);
  console.log(`${label}: second run (watermarks put back to the start of ${day.key})`);
  await markDay(db, merchant.id, day);
  const again = await settleDay(db, merchant, day);
  console.log(
    `${label}: the second run made ${again.transfers} transfers and ${again.settlements} settlements (${again.skipped} already there)`,
  );
  return again.transfers;
}

/** Runs the benchmark (see the module doc). @returns the exit code: 1 when a second run paid anything. */
export async function benchSettleCommand(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const total = Math.max(10, Number(env.BENCH_SETTLE_MEMBERS ?? 10_000) || 10_000);
  const bets = Math.max(1, Number(env.BENCH_SETTLE_BETS ?? 1_000_000) || 1_000_000);
  const layout =
    env.BENCH_SETTLE_CONTRACTS && env.BENCH_SETTLE_CONTRACTS !== 'chain'
      ? Math.min(5, Math.max(0, Math.floor(Number(env.BENCH_SETTLE_CONTRACTS)) || 0))
      : 'chain';
  const repeated = await onBenchDatabases(
    env,
    'bench-settle-',
    (label, opened) => run(label, opened, total, bets, layout),
    { pglite: env.BENCH_SETTLE_PGLITE !== 'off' },
  );
  return repeated.some((n) => n > 0) ? 1 : 0;
}
