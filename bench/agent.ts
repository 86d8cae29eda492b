/**
 * `npm run bench:agent` (README "Agents"): on a scratch database (a temporary PGlite directory, and
 * PostgreSQL when DATABASE_URL is set) seeds a tree of BENCH_AGENT_MEMBERS members (default 10,000)
 * at depth up to 6 and BENCH_AGENT_BETS settled bets (default 1,000,000) over 92 days, then times
 * each report query at the top of the tree, in the middle and deep in it: p50 and p95 per report.
 * Printed, never asserted. BENCH_AGENT_PGLITE=off skips PGlite (to time PostgreSQL alone).
 *
 * The tree and the daily figures are bulk-inserted (the ledger would take hours at this size), but
 * the figures are computed by the rollup's own functions (transferDeltas, addFigures) over
 * generated ledger transfers (bet, payout, settlement, deposit, withdrawal), so they are the ones
 * the ledger would have written; the team figures (team_daily_stats) are their sums over the closure,
 * as the rollup keeps them. Reports are entries of {@link REPORTS}: one name, one query.
 */
import { eq, sql } from 'drizzle-orm';
import { onBenchDatabases } from './databases.ts';
import type { Db, OpenedDatabase } from '../server/db/open.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { createRng } from '../server/db/seed/random.ts';
import { merchants } from '../server/db/schema.ts';
import type { AccountRef } from '../server/ledger/accounts.ts';
import { API_REPORTS } from './agentReports.ts';
import { addDays, dayOf, type DayRange } from '../server/services/agent/days.ts';
import {
  addFigures,
  emptyFigures,
  rebuildTeamFigures,
  transferDeltas,
  type DayFigures,
  type RolledTransfer,
} from '../server/services/agent/rollup.ts';

const DAYS = 92;

/** One timed report: a query for an agent over a range of reporting days. */
export interface BenchReport {
  name: string;
  run(db: Db, agentId: number, range: DayRange): Promise<unknown>;
}

const teamRows = (agentId: number, range: DayRange) =>
  sql`from team_daily_stats where agent_id = ${agentId}::int and day between ${range.from}::date and ${range.to}::date`;

/** The report queries timed: the raw queries, then the agent API's report services (./agentReports.ts). */
export const REPORTS: BenchReport[] = [
  {
    name: 'team size',
    run: (db, a) => db.execute(sql`select count(*) from member_tree where ancestor_id = ${a}::int and depth > 0`),
  },
  {
    name: 'team sums (team_daily_stats)',
    run: (db, a, r) =>
      db.execute(
        sql`select sum(registered), sum(first_deposit), sum(deposits), sum(withdrawals), sum(valid_bet), sum(payout) ${teamRows(a, r)}`,
      ),
  },
  {
    name: 'active members in range (distinct)',
    run: (db, a, r) =>
      db.execute(sql`select count(*) from member_tree t where t.ancestor_id = ${a}::int and t.depth > 0
        and exists (select 1 from member_daily_stats s where s.member_id = t.descendant_id and s.day between ${r.from}::date and ${r.to}::date and s.valid_bet > 0)`),
  },
  {
    name: 'team daily series',
    run: (db, a, r) =>
      db.execute(
        sql`select day, active, registered, first_deposit, deposits, withdrawals, valid_bet, payout ${teamRows(a, r)} order by day`,
      ),
  },
  {
    name: 'direct downlines rolled up (P&L)',
    run: (db, a, r) =>
      db.execute(sql`select d.descendant_id,
          coalesce((select sum(s.valid_bet - s.payout) from member_daily_stats s where s.member_id = d.descendant_id and s.day between ${r.from}::date and ${r.to}::date), 0)
          + coalesce((select sum(x.valid_bet - x.payout) from team_daily_stats x where x.agent_id = d.descendant_id and x.day between ${r.from}::date and ${r.to}::date), 0)
        from member_tree d where d.ancestor_id = ${a}::int and d.depth = 1 order by d.descendant_id limit 100`),
  },
  {
    name: 'team sums (closure join, for comparison)',
    run: (db, a, r) =>
      db.execute(sql`select sum(s.registered), sum(s.first_deposit), sum(s.deposits), sum(s.withdrawals), sum(s.valid_bet), sum(s.payout)
        from member_tree t join member_daily_stats s on s.member_id = t.descendant_id and s.day between ${r.from}::date and ${r.to}::date
        where t.ancestor_id = ${a}::int and t.depth > 0`),
  },
  ...API_REPORTS,
];

/** A member of a bench tree: its id, depth, whether it is an agent, its uplines nearest first. */
export interface BenchTreeNode {
  id: number;
  depth: number;
  agent: boolean;
  ancestors: number[];
}
type Node = BenchTreeNode;

/** Members in batches of `size` rows per insert. */
async function insertBatches<T>(items: T[], size: number, write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await write(items.slice(i, i + size));
}

/**
 * Builds a bench tree under a new root agent (bench:agent, bench:settle): agents (about 14%) branch
 * by 4 down to depth 5, members fill to `total` under random agents, down to depth 6; members
 * (usernames `<prefix><id>`) and their closure rows are inserted in batches.
 * @param seed the random generator's seed (each bench keeps its own tree).
 */
export async function seedBenchTree(
  db: Db,
  merchantId: number,
  total: number,
  seed = 0xbe7c4,
  prefix = 'bench',
): Promise<Node[]> {
  const rng = createRng(seed);
  const first = (await db.execute(sql`select coalesce(max(id), 0) + 1 as next from members`)) as unknown as {
    rows: [{ next: number }];
  };
  const next = Number(first.rows[0].next);
  const nodes: Node[] = [{ id: next, depth: 0, agent: true, ancestors: [] }];
  const maxAgents = Math.max(5, Math.floor(total * 0.14));
  const agentsAt = (depth: number) => nodes.filter((n) => n.agent && n.depth === depth);
  for (let depth = 1; depth <= 5 && nodes.length < maxAgents; depth++) {
    for (const parent of agentsAt(depth - 1)) {
      for (let i = 0; i < 4 && nodes.length < maxAgents; i++)
        nodes.push({
          id: nodes[0]!.id + nodes.length,
          depth,
          agent: true,
          ancestors: [parent.id, ...parent.ancestors],
        });
    }
  }
  const agents = nodes.filter((n) => n.agent && n.depth >= 1);
  while (nodes.length < total) {
    const parent = agents[rng.int(0, agents.length - 1)]!;
    nodes.push({
      id: nodes[0]!.id + nodes.length,
      depth: parent.depth + 1,
      agent: false,
      ancestors: [parent.id, ...parent.ancestors],
    });
  }
  await insertBatches(nodes, 1000, (batch) =>
    db.execute(
      sql`insert into members (id, merchant_id, username, nickname, type, password_hash, upline_id) values ${sql.join(
        batch.map(
          (n) =>
            sql`(${n.id}::int, ${merchantId}::int, ${`${prefix}${n.id}`}, ${`${prefix[0]!.toUpperCase()}${prefix.slice(1)} ${n.id}`}, ${n.agent ? 1 : 0}::smallint, 'x', ${n.ancestors[0] ?? null}::int)`,
        ),
        sql`, `,
      )}`,
    ),
  );
  await db.execute(sql`select setval(pg_get_serial_sequence('members', 'id'), (select max(id) from members))`);
  const closure = nodes.flatMap(
    (n) => [[n.id, n.id, 0], ...n.ancestors.map((a, i) => [a, n.id, i + 1])] as [number, number, number][],
  );
  await insertBatches(closure, 2000, (batch) =>
    db.execute(
      sql`insert into member_tree (merchant_id, ancestor_id, descendant_id, depth) values ${sql.join(
        batch.map(([a, d, depth]) => sql`(${merchantId}::int, ${a}::int, ${d}::int, ${depth}::smallint)`),
        sql`, `,
      )}`,
    ),
  );
  return nodes;
}

/** Generates the transfers of `bets` settled bets (and deposits, withdrawals) and rolls them up into rows. */
function rollUp(
  nodes: Node[],
  bets: number,
  today: string,
): Map<string, DayFigures & { memberId: number; day: string }> {
  const rng = createRng(0xbe7b37);
  const rows = new Map<string, DayFigures & { memberId: number; day: string }>();
  const deposited = new Set<number>();
  const add = (memberId: number, day: string, t: RolledTransfer) => {
    for (const delta of transferDeltas(t)) {
      const key = `${delta.memberId}:${day}`;
      const row = rows.get(key) ?? { ...emptyFigures(), memberId: delta.memberId, day };
      const first = Boolean(delta.deposit) && !deposited.has(delta.memberId);
      if (delta.deposit) deposited.add(delta.memberId);
      rows.set(key, Object.assign(row, addFigures(row, delta, first)));
    }
  };
  const house: AccountRef = { kind: 'house' };
  for (const n of nodes)
    rows.set(`${n.id}:${addDays(today, -DAYS + 1)}`, {
      ...emptyFigures(),
      registered: 1,
      memberId: n.id,
      day: addDays(today, -DAYS + 1),
    });
  for (let b = 0; b < bets; b++) {
    const n = nodes[rng.int(0, nodes.length - 1)]!;
    const day = addDays(today, -rng.int(0, DAYS - 1));
    const member: AccountRef = { kind: 'member', memberId: n.id };
    const vendor: AccountRef = { kind: 'vendor', vendorCode: 'BGS', memberId: n.id };
    const stake = BigInt(rng.int(1, 500)) * 100n;
    if (b % 20 === 0)
      add(n.id, day, {
        reason: 'deposit',
        amount: stake * 10n,
        debit: { kind: 'clearing', channel: 'DEMOPAY' },
        credit: member,
      });
    if (b % 60 === 0)
      add(n.id, day, { reason: 'withdraw', amount: stake * 5n, debit: member, credit: { kind: 'withdrawalHold' } });
    add(n.id, day, { reason: 'vendor.debit', amount: stake, debit: member, credit: vendor });
    if (rng.chance(0.45))
      add(n.id, day, {
        reason: 'vendor.credit',
        amount: (stake * BigInt(rng.int(50, 250))) / 100n,
        debit: house,
        credit: member,
      });
    add(n.id, day, { reason: 'vendor.settle', amount: stake, debit: vendor, credit: house });
  }
  return rows;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Seeds and times one database. */
async function run(
  label: string,
  opened: OpenedDatabase,
  total: number,
  bets: number,
  iterations: number,
): Promise<void> {
  const t0 = performance.now();
  await prepareDatabase(opened);
  const db = opened.db;
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO'));
  const today = dayOf(new Date(), 480);
  const nodes = await seedBenchTree(db, merchant!.id, total);
  const rows = [...rollUp(nodes, bets, today).values()];
  const cols = [
    'registered',
    'first_deposit',
    'deposit_count',
    'deposits',
    'withdrawals',
    'transfers_in',
    'transfers_out',
    'bet_count',
    'bet_amount',
    'valid_bet',
    'payout',
    'income',
  ];
  await insertBatches(rows, 1000, (batch) =>
    db.execute(
      sql`insert into member_daily_stats (merchant_id, member_id, day, ${sql.raw(cols.join(', '))}) values ${sql.join(
        batch.map(
          (r) =>
            sql`(${merchant!.id}::int, ${r.memberId}::int, ${r.day}::date, ${r.registered}::smallint, ${r.firstDeposit}::smallint, ${r.depositCount}::int, ${r.deposits}::bigint, ${r.withdrawals}::bigint, ${r.transfersIn}::bigint, ${r.transfersOut}::bigint, ${r.betCount}::int, ${r.betAmount}::bigint, ${r.validBet}::bigint, ${r.payout}::bigint, ${r.income}::bigint)`,
        ),
        sql`, `,
      )}`,
    ),
  );
  // The team figures: what the rollup keeps per agent and day, the members' figures summed over the closure.
  await rebuildTeamFigures(db, merchant!.id);
  await db.execute(sql`analyze team_daily_stats`);
  await db.execute(sql`analyze member_tree`);
  await db.execute(sql`analyze member_daily_stats`);
  console.log(
    `${label}: ${nodes.length} members (max depth ${Math.max(...nodes.map((n) => n.depth))}), ${bets} bets -> ${rows.length} member-day rows, seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const teamSize = (id: number) => nodes.filter((n) => n.ancestors.includes(id)).length;
  // A small tree (BENCH_AGENT_MEMBERS) may have no agent at depth 2 or 4: those positions are left out.
  const positions = [
    { name: 'top', agent: nodes[0] },
    { name: 'depth 2', agent: nodes.find((n) => n.agent && n.depth === 2) },
    { name: 'depth 4', agent: nodes.find((n) => n.agent && n.depth === 4) },
  ].flatMap((p) => (p.agent ? [{ name: p.name, agent: p.agent }] : []));
  const ranges: { name: string; range: DayRange }[] = [
    { name: '30 days', range: { from: addDays(today, -29), to: today } },
    { name: '92 days', range: { from: addDays(today, -DAYS + 1), to: today } },
  ];
  console.log(`  ${'report'.padEnd(34)} ${'agent'.padEnd(20)} ${'range'.padEnd(8)}   p50 ms   p95 ms`);
  for (const report of REPORTS) {
    for (const p of positions) {
      for (const r of ranges) {
        const times: number[] = [];
        for (let i = 0; i < iterations + 2; i++) {
          const s = performance.now();
          await report.run(db, p.agent.id, r.range);
          if (i >= 2) times.push(performance.now() - s); // two warm-up runs
        }
        times.sort((a, b) => a - b);
        const who = `${p.name} (team ${teamSize(p.agent.id)})`;
        console.log(
          `  ${report.name.padEnd(34)} ${who.padEnd(20)} ${r.name.padEnd(8)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)}`,
        );
      }
    }
  }
}

/** Runs the benchmark (see the module doc). @returns the exit code. */
export async function benchAgentCommand(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const total = Math.max(10, Number(env.BENCH_AGENT_MEMBERS ?? 10_000) || 10_000);
  const bets = Math.max(1, Number(env.BENCH_AGENT_BETS ?? 1_000_000) || 1_000_000);
  const iterations = Math.max(1, Number(env.BENCH_AGENT_ITERATIONS ?? 20) || 20);
  await onBenchDatabases(env, 'bench-agent-', (label, opened) => run(label, opened, total, bets, iterations), {
    pglite: env.BENCH_AGENT_PGLITE !== 'off',
  });
  return 0;
}
