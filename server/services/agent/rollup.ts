/**
 * The rollup (README "Agents"): agent reports read per-member daily figures (`member_daily_stats`)
 * and per-agent team figures (`team_daily_stats`), never the ledger. Every ledger transfer adds its figures in
 * the same database transaction as the transfer (server/ledger/transfer.ts calls
 * {@link rollupTransfer} inside its savepoint), so a transfer replayed with the same idempotency
 * key, which moves nothing, adds nothing either; registration adds `registered`.
 *
 * Which figure a transfer feeds is decided by its reason alone ({@link transferDeltas}, a pure
 * function the bench reuses), on the member accounts it touches:
 * - deposit (clearing -> member): deposits, deposit count, first deposit on the first one ever;
 * - withdraw (member -> hold): withdrawals; withdrawReturn (hold -> member): less withdrawals;
 * - vendor.debit (member -> vendor): bet count, bet amount; vendor.rollback: less of both;
 * - vendor.credit (house -> member): payout; vendor.settle (the settled stake, vendor -> house):
 *   valid bet (the vendor protocol's settlement, docs/vendor-protocol.md section 4);
 * - upline and downline (member -> member): transfers out for the payer, transfers in for the payee;
 * - dividend, dailyWage, hourlyWage, realtimeSalary, rebate (-> member): the agent's income, also
 *   broken down by kind in `agent_income_daily`.
 * The same statement adds the figures to the team figures (`team_daily_stats`) of every agent
 * above the member, so reports at the top of a large tree read one row per day.
 * The day is the merchant's reporting day of the transfer's time (./days.ts).
 * Money is bigint minor units.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { DEFAULT_UTC_OFFSET_MINUTES } from '../../db/schema.ts';
import type { AccountRef } from '../../ledger/accounts.ts';
import { rowsOf } from '../../db/executor.ts';

/** The agent's income kinds: ledger reasons of income transfers (spec section 6). */
export const INCOME_KINDS = ['dividend', 'dailyWage', 'hourlyWage', 'realtimeSalary', 'rebate'] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];

/** Ledger reasons of money moved between two members of a tree (upline: member -> its upline; downline: agent -> a downline). */
export const TEAM_TRANSFER_REASONS: ReadonlySet<string> = new Set(['upline', 'downline']);

/** The figures of one member on one day, as `member_daily_stats` holds them. */
export interface DayFigures {
  registered: number;
  firstDeposit: number;
  depositCount: number;
  deposits: bigint;
  withdrawals: bigint;
  transfersIn: bigint;
  transfersOut: bigint;
  betCount: number;
  betAmount: bigint;
  validBet: bigint;
  payout: bigint;
  income: bigint;
}

/** What one transfer (or a registration) adds to one member's day. */
export interface MemberDelta {
  memberId: number;
  figures: Partial<DayFigures>;
  /** A credited deposit: it is the member's first deposit when none came before. */
  deposit?: boolean;
  /** Set on income transfers: the kind for `agent_income_daily`. */
  incomeKind?: IncomeKind;
}

/** The transfer fields the rollup reads. */
export interface RolledTransfer {
  reason: string;
  /** Minor units, > 0. */
  amount: bigint;
  debit: AccountRef;
  credit: AccountRef;
}

/** A day with nothing: the start of an accumulation. */
export function emptyFigures(): DayFigures {
  return {
    registered: 0,
    firstDeposit: 0,
    depositCount: 0,
    deposits: 0n,
    withdrawals: 0n,
    transfersIn: 0n,
    transfersOut: 0n,
    betCount: 0,
    betAmount: 0n,
    validBet: 0n,
    payout: 0n,
    income: 0n,
  };
}

const memberOf = (ref: AccountRef): number | null =>
  ref.kind === 'member' || ref.kind === 'vendor' ? ref.memberId : null;
const isIncome = (reason: string): reason is IncomeKind => (INCOME_KINDS as readonly string[]).includes(reason);

/** The figures `t` adds, per member it touches (empty for reasons no report counts: opening, bonus, vendorIn...). */
export function transferDeltas(t: RolledTransfer): MemberDelta[] {
  const debitMember = t.debit.kind === 'member' ? t.debit.memberId : null;
  const creditMember = t.credit.kind === 'member' ? t.credit.memberId : null;
  const one = (
    memberId: number | null,
    figures: Partial<DayFigures>,
    extra: Partial<MemberDelta> = {},
  ): MemberDelta[] => (memberId === null ? [] : [{ memberId, figures, ...extra }]);
  const a = t.amount;
  switch (t.reason) {
    case 'deposit':
      return one(creditMember, { depositCount: 1, deposits: a }, { deposit: true });
    case 'withdraw':
      return one(debitMember, { withdrawals: a });
    case 'withdrawReturn':
      return one(creditMember, { withdrawals: -a });
    case 'vendor.debit':
      return one(debitMember, { betCount: 1, betAmount: a });
    case 'vendor.rollback':
      return one(creditMember, { betCount: -1, betAmount: -a });
    case 'vendor.credit':
      return one(creditMember, { payout: a });
    case 'vendor.settle':
      return one(t.debit.kind === 'vendor' ? memberOf(t.debit) : null, { validBet: a });
    default:
      if (TEAM_TRANSFER_REASONS.has(t.reason))
        return [...one(debitMember, { transfersOut: a }), ...one(creditMember, { transfersIn: a })];
      if (isIncome(t.reason)) return one(creditMember, { income: a }, { incomeKind: t.reason });
      return [];
  }
}

/**
 * Adds `delta` to `target` in place (the bench's accumulation; the database does the same sum).
 * @param firstDeposit whether a deposit delta is the member's first ever (the caller knows the history).
 */
export function addFigures(target: DayFigures, delta: MemberDelta, firstDeposit = false): DayFigures {
  const f = delta.figures;
  target.registered = Math.max(target.registered, f.registered ?? 0);
  if (delta.deposit && firstDeposit) target.firstDeposit = 1;
  target.depositCount += f.depositCount ?? 0;
  target.betCount += f.betCount ?? 0;
  for (const key of [
    'deposits',
    'withdrawals',
    'transfersIn',
    'transfersOut',
    'betAmount',
    'validBet',
    'payout',
    'income',
  ] as const)
    target[key] += f[key] ?? 0n;
  return target;
}

/**
 * The reporting day of the instant in SQL: the merchant's offset (+08:00 without a row) added to
 * the instant's UTC wall time, passed as a plain timestamp (no time zone conversion per transfer).
 */
const daySql = (merchantId: number, at: Date): SQL =>
  sql`(${at.toISOString().slice(0, -1)}::timestamp + make_interval(mins => coalesce((select utc_offset_minutes from merchant_reporting where merchant_id = ${merchantId}), ${DEFAULT_UTC_OFFSET_MINUTES})::int))::date`;

const SUMMED = [
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
] as const;
const addAll = (table: string, columns: readonly string[]) =>
  sql.raw(columns.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', '));
const TEAM_COLUMNS = ['registered', 'first_deposit', 'active', ...SUMMED] as const;

/** The columns of {@link DayFigures} summed by the rollup, in `member_daily_stats` and `team_daily_stats`. */
const COLUMN_OF = {
  depositCount: 'deposit_count',
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  transfersIn: 'transfers_in',
  transfersOut: 'transfers_out',
  betCount: 'bet_count',
  betAmount: 'bet_amount',
  validBet: 'valid_bet',
  payout: 'payout',
  income: 'income',
} as const;

/**
 * Adds `deltas` to the members' figures of the reporting day of `at`, to the team figures of
 * every agent above them (`team_daily_stats`) and, for an income transfer, to
 * `agent_income_daily`, in one statement. Call inside the transaction of the money movement.
 * A member counts as active for its uplines' day when its valid bet of the day turns positive;
 * a deposit is the member's first when no earlier day holds one.
 */
export async function writeDeltas(tx: Db, merchantId: number, at: Date, deltas: MemberDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  const single = deltas.length === 1 ? leanStatement(merchantId, at, deltas[0]!) : null;
  await tx.execute(single ?? generalStatement(merchantId, at, deltas));
}

/**
 * The statement of one member's delta (every transfer but a member -> member one): the day once,
 * only the figures the delta changes, no grouping; null when it changes no figure.
 */
function leanStatement(merchantId: number, at: Date, delta: MemberDelta): SQL | null {
  const f = delta.figures;
  const m = sql`${merchantId}::int`;
  const columns: string[] = [];
  const values: SQL[] = [];
  for (const [key, column] of Object.entries(COLUMN_OF) as [keyof typeof COLUMN_OF, string][]) {
    const v = f[key];
    if (v === undefined || v === 0 || v === 0n) continue;
    columns.push(column);
    values.push(typeof v === 'bigint' ? sql`${v}::bigint` : sql`${v}::int`);
  }
  const registered = f.registered ?? 0;
  if (columns.length === 0 && registered === 0) return null;
  const firstDeposit = delta.deposit
    ? sql`(not exists (select 1 from member_daily_stats x where x.member_id = ${delta.memberId}::int and x.deposit_count > 0))::int`
    : sql`0`;
  const valid = f.validBet ?? 0n;
  const list = (prefix: string) => sql.raw(columns.map((c) => `, ${prefix}${c}`).join(''));
  const vals = sql.join(
    values.map((v) => sql`, ${v}`),
    sql``,
  );
  const income = delta.incomeKind
    ? sql`, income_day as (insert into agent_income_daily (merchant_id, member_id, day, kind, amount) select ${m}, ${delta.memberId}::int, d.day, ${delta.incomeKind}, ${f.income ?? 0n}::bigint from d
        on conflict (member_id, day, kind) do update set amount = agent_income_daily.amount + excluded.amount)`
    : sql``;
  const setAll = (table: string, cols: string[]) =>
    sql.raw(cols.map((c) => `, ${c} = ${table}.${c} + excluded.${c}`).join(''));
  return sql`
    with d as (select ${daySql(merchantId, at)} as day, ${firstDeposit} as first_deposit)${income},
    up as (
      insert into member_daily_stats (merchant_id, member_id, day, registered, first_deposit${list('')})
      select ${m}, ${delta.memberId}::int, d.day, ${registered}::int, d.first_deposit${vals} from d
      on conflict (member_id, day) do update set
        registered = greatest(member_daily_stats.registered, excluded.registered),
        first_deposit = greatest(member_daily_stats.first_deposit, excluded.first_deposit)${setAll('member_daily_stats', columns)}
      returning day, valid_bet)
    insert into team_daily_stats (merchant_id, agent_id, day, registered, first_deposit, active${list('')})
    select ${m}, t.ancestor_id, d.day, ${registered}::int, d.first_deposit, ${valid > 0n ? sql`(up.valid_bet = ${valid}::bigint)::int` : sql`0`}${vals}
    from d, up, member_tree t where t.descendant_id = ${delta.memberId}::int and t.depth > 0
    on conflict (agent_id, day) do update set
      registered = team_daily_stats.registered + excluded.registered, first_deposit = team_daily_stats.first_deposit + excluded.first_deposit,
      active = team_daily_stats.active + excluded.active${setAll('team_daily_stats', columns)}`;
}

/** The statement of several members' deltas (a member -> member transfer): grouped per agent and day. */
function generalStatement(merchantId: number, at: Date, deltas: MemberDelta[]): SQL {
  const rows = deltas.map((d) => {
    const f = { ...emptyFigures(), ...d.figures };
    return sql`(${d.memberId}::int, ${f.registered}::int, ${Boolean(d.deposit)}::boolean, ${f.depositCount}::int, ${f.deposits}::bigint, ${f.withdrawals}::bigint, ${f.transfersIn}::bigint, ${f.transfersOut}::bigint, ${f.betCount}::int, ${f.betAmount}::bigint, ${f.validBet}::bigint, ${f.payout}::bigint, ${f.income}::bigint)`;
  });
  const summed = sql.raw(SUMMED.join(', '));
  const income = deltas
    .filter((d) => d.incomeKind)
    .map(
      (
        d,
        i,
      ) => sql`, income_${sql.raw(String(i))} as (insert into agent_income_daily (merchant_id, member_id, day, kind, amount) select ${merchantId}::int, ${d.memberId}::int, (select day from d limit 1), ${d.incomeKind!}, ${d.figures.income ?? 0n}::bigint
      on conflict (member_id, day, kind) do update set amount = agent_income_daily.amount + excluded.amount)`,
    );
  return sql`
    with v (member_id, registered, deposit, ${summed}) as (values ${sql.join(rows, sql`, `)}),
    d as (
      select v.*, ${daySql(merchantId, at)} as day,
        case when v.deposit and not exists (select 1 from member_daily_stats x where x.member_id = v.member_id and x.deposit_count > 0) then 1 else 0 end as first_deposit
      from v)${sql.join(income, sql``)},
    up as (
      insert into member_daily_stats (merchant_id, member_id, day, registered, first_deposit, ${summed})
      select ${merchantId}::int, member_id, day, registered, first_deposit, ${summed} from d
      on conflict (member_id, day) do update set
        registered = greatest(member_daily_stats.registered, excluded.registered),
        first_deposit = greatest(member_daily_stats.first_deposit, excluded.first_deposit),
        ${addAll('member_daily_stats', SUMMED)}
      returning member_id, valid_bet)
    insert into team_daily_stats (merchant_id, agent_id, day, registered, first_deposit, active, ${summed})
    select ${merchantId}::int, t.ancestor_id, d.day, sum(d.registered), sum(d.first_deposit),
      count(*) filter (where d.valid_bet > 0 and up.valid_bet = d.valid_bet),
      ${sql.raw(SUMMED.map((c) => `sum(d.${c})`).join(', '))}
    from d join up on up.member_id = d.member_id join member_tree t on t.descendant_id = d.member_id and t.depth > 0
    group by t.ancestor_id, d.day
    on conflict (agent_id, day) do update set ${addAll('team_daily_stats', TEAM_COLUMNS)}`;
}

/**
 * Moves a team's history between uplines (the tree's move, ./tree.ts): adds `sign` times the
 * daily figures of `memberId` and its whole team to the team figures of `anchorId`'s ancestors at
 * depth >= `minDepth` (1: the uplines above the member, before unlinking it; 0: the new upline and
 * its uplines, after linking). Call in the move's transaction, with the tree as it is at that step.
 */
export async function shiftTeamFigures(
  tx: Db,
  merchantId: number,
  memberId: number,
  anchorId: number,
  minDepth: 0 | 1,
  sign: 1 | -1,
): Promise<void> {
  await tx.execute(sql`
    insert into team_daily_stats (merchant_id, agent_id, day, registered, first_deposit, active, ${sql.raw(SUMMED.join(', '))})
    select ${merchantId}::int, up.ancestor_id, s.day, ${sign}::int * sum(s.registered), ${sign}::int * sum(s.first_deposit),
      ${sign}::int * count(*) filter (where s.valid_bet > 0), ${sql.raw(SUMMED.map((c) => `${sign} * sum(s.${c})`).join(', '))}
    from member_tree team join member_daily_stats s on s.member_id = team.descendant_id
    join member_tree up on up.descendant_id = ${anchorId}::int and up.depth >= ${minDepth}::int
    where team.ancestor_id = ${memberId}::int
    group by up.ancestor_id, s.day
    on conflict (agent_id, day) do update set ${addAll('team_daily_stats', TEAM_COLUMNS)}`);
}

/**
 * Recomputes a merchant's team figures (team_daily_stats) from its members' daily figures summed
 * over the closure (depth >= 1), as migration 0013 backfilled them and the rollup keeps them: for
 * figures written in bulk (the bench's tree, test fixtures).
 */
export async function rebuildTeamFigures(db: Db, merchantId: number): Promise<void> {
  await db.execute(sql`delete from team_daily_stats where merchant_id = ${merchantId}::int`);
  await db.execute(sql`
    insert into team_daily_stats (merchant_id, agent_id, day, registered, first_deposit, active, ${sql.raw(SUMMED.join(', '))})
    select t.merchant_id, t.ancestor_id, s.day, sum(s.registered), sum(s.first_deposit), count(*) filter (where s.valid_bet > 0), ${sql.raw(SUMMED.map((c) => `sum(s.${c})`).join(', '))}
    from member_tree t join member_daily_stats s on s.member_id = t.descendant_id
    where t.depth > 0 and t.merchant_id = ${merchantId}::int
    group by t.merchant_id, t.ancestor_id, s.day`);
}

/** Rolls up one new (never a replayed) ledger transfer made at `at`; called by the ledger inside its transaction. */
export async function rollupTransfer(tx: Db, merchantId: number, at: Date, t: RolledTransfer): Promise<void> {
  await writeDeltas(tx, merchantId, at, transferDeltas(t));
}

/** Counts a new member's registration on the reporting day of `at`; call in the transaction inserting the member. */
export async function rollupRegistration(tx: Db, merchantId: number, memberId: number, at: Date): Promise<void> {
  await writeDeltas(tx, merchantId, at, [{ memberId, figures: { registered: 1 } }]);
}

/** Ledger reasons that feed a figure (the others, e.g. opening, bonus, vendorIn, add nothing). */
export const FIGURE_REASONS: readonly string[] = [
  'deposit',
  'withdraw',
  'withdrawReturn',
  'vendor.debit',
  'vendor.rollback',
  'vendor.credit',
  'vendor.settle',
  ...TEAM_TRANSFER_REASONS,
  ...INCOME_KINDS,
];

/** A ledger account row as an AccountRef (the kinds of server/ledger/accounts.ts). */
function refOf(a: {
  kind: string;
  memberId: number | null;
  vendorCode: string | null;
  channel: string | null;
}): AccountRef {
  if (a.kind === 'member') return { kind: 'member', memberId: a.memberId! };
  if (a.kind === 'vendor') return { kind: 'vendor', vendorCode: a.vendorCode!, memberId: a.memberId! };
  if (a.kind === 'clearing') return { kind: 'clearing', channel: a.channel! };
  return { kind: a.kind as 'house' | 'bonus' | 'commission' | 'withdrawalHold' };
}

/**
 * Rebuilds a merchant's figures (member_daily_stats, team_daily_stats, agent_income_daily) from
 * its members' registrations and its whole ledger, in id order, with the rollup's own functions:
 * for a database whose ledger predates the rollup (the seed upgrade calls it once), or as a
 * repair. Idempotent: it deletes the figures first. Call inside a transaction.
 * @returns how many ledger transfers it rolled up.
 */
export async function rebuildFigures(tx: Db, merchantId: number): Promise<number> {
  for (const table of ['member_daily_stats', 'team_daily_stats', 'agent_income_daily'])
    await tx.execute(sql`delete from ${sql.raw(table)} where merchant_id = ${merchantId}::int`);
  const joined = {
    rows: rowsOf<{ id: number; created_at: string | Date }>(
      await tx.execute(sql`select id, created_at from members where merchant_id = ${merchantId}::int order by id`),
    ),
  };
  for (const m of joined.rows) await rollupRegistration(tx, merchantId, m.id, new Date(m.created_at));
  type Row = {
    reason: string;
    amount: string;
    created_at: string | Date;
    dk: string;
    dm: number | null;
    dv: string | null;
    dc: string | null;
    ck: string;
    cm: number | null;
    cv: string | null;
    cc: string | null;
  };
  const moves = {
    rows: rowsOf<Row>(
      await tx.execute(sql`
    select t.reason, t.amount::text as amount, t.created_at, d.kind as dk, d.member_id as dm, d.vendor_code as dv, d.channel as dc, c.kind as ck, c.member_id as cm, c.vendor_code as cv, c.channel as cc
    from ledger_transfers t join ledger_accounts d on d.id = t.debit_account_id join ledger_accounts c on c.id = t.credit_account_id
    where t.merchant_id = ${merchantId}::int and t.reason in (${sql.join(
      FIGURE_REASONS.map((r) => sql`${r}`),
      sql`, `,
    )}) order by t.id`),
    ),
  };
  for (const r of moves.rows) {
    const debit = refOf({ kind: r.dk, memberId: r.dm, vendorCode: r.dv, channel: r.dc });
    const credit = refOf({ kind: r.ck, memberId: r.cm, vendorCode: r.cv, channel: r.cc });
    await rollupTransfer(tx, merchantId, new Date(r.created_at), {
      reason: r.reason,
      amount: BigInt(r.amount),
      debit,
      credit,
    });
  }
  return moves.rows.length;
}

/**
 * Whether the merchant's ledger holds figure-bearing transfers that no figure counts yet (a
 * database migrated from before the rollup): the seed upgrade then runs {@link rebuildFigures}.
 */
export async function figuresMissing(db: Db, merchantId: number): Promise<boolean> {
  const result = (await db.execute(sql`
    select exists (select 1 from ledger_transfers where merchant_id = ${merchantId}::int and reason in (${sql.join(
      FIGURE_REASONS.map((r) => sql`${r}`),
      sql`, `,
    )}))
      and not exists (select 1 from member_daily_stats where merchant_id = ${merchantId}::int and (deposit_count <> 0 or withdrawals <> 0 or bet_count <> 0 or valid_bet <> 0 or payout <> 0 or transfers_in <> 0 or income <> 0)) as missing`)) as unknown as {
    rows: { missing: boolean }[];
  };
  return Boolean(result.rows[0]?.missing);
}
