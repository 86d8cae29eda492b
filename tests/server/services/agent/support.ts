/**
 * Helpers of the agent center tests: teams built straight into the database (members, the
 * member_tree closure, member_daily_stats rows and the team_daily_stats they sum to) so that
 * reports can be checked against a brute-force computation, and session tokens of any member.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../server/db/open.ts';
import { members, memberDailyStats, memberTree } from '../../../../server/db/schema.ts';
import { rebuildTeamFigures } from '../../../../server/services/agent/rollup.ts';
import { issueSession } from '../../../../server/services/auth/sessions.ts';
import { memberRow } from '../wallet/support.ts';

let serial = 0;

/** A fresh unique username with `prefix`. */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(serial++).toString(36)}`;

/** The DEMO merchant's id. */
export async function demoMerchantId(db: Db): Promise<number> {
  return (await memberRow(db, 'demo01')).merchantId;
}

/**
 * Adds a member (password hash is a placeholder: these accounts log in by issued sessions only)
 * under `uplineId` (null: a root), with its closure rows: itself at depth 0 and every ancestor
 * of the upline one level deeper.
 */
export async function addMember(
  db: Db,
  merchantId: number,
  username: string,
  type: number,
  uplineId: number | null,
): Promise<number> {
  const [row] = await db
    .insert(members)
    .values({ merchantId, username, nickname: username, type, passwordHash: 'test-only', uplineId })
    .returning({ id: members.id });
  const id = row!.id;
  await db.insert(memberTree).values({ merchantId, ancestorId: id, descendantId: id, depth: 0 });
  if (uplineId !== null) {
    await db.execute(sql`insert into member_tree (merchant_id, ancestor_id, descendant_id, depth)
      select ${merchantId}, ancestor_id, ${id}, depth + 1 from member_tree where descendant_id = ${uplineId}`);
  }
  return id;
}

/** A session token of member `id`. */
export function sessionOf(db: Db, id: number, now = new Date()): Promise<string> {
  return issueSession(db, id, 'username', { ip: '127.0.0.1', userAgent: 'jest-agent' }, now);
}

/** One member's figures on one day, minor units. */
export interface DayFigures {
  memberId: number;
  day: string;
  registered?: number;
  firstDeposit?: number;
  deposits?: bigint;
  withdrawals?: bigint;
  validBet?: bigint;
  payout?: bigint;
  income?: bigint;
}

/** Writes (adds to) member_daily_stats rows, then recomputes the team figures (rebuildTeamFigures, server/services/agent/rollup.ts). */
export async function addStats(db: Db, merchantId: number, rows: DayFigures[]): Promise<void> {
  for (const r of rows) {
    const values = {
      registered: r.registered ?? 0,
      firstDeposit: r.firstDeposit ?? 0,
      deposits: r.deposits ?? 0n,
      withdrawals: r.withdrawals ?? 0n,
      validBet: r.validBet ?? 0n,
      betAmount: r.validBet ?? 0n,
      payout: r.payout ?? 0n,
      income: r.income ?? 0n,
    };
    await db
      .insert(memberDailyStats)
      .values({ merchantId, memberId: r.memberId, day: r.day, ...values })
      .onConflictDoUpdate({
        target: [memberDailyStats.memberId, memberDailyStats.day],
        set: {
          registered: sql`${memberDailyStats.registered} + ${values.registered}`,
          firstDeposit: sql`${memberDailyStats.firstDeposit} + ${values.firstDeposit}`,
          deposits: sql`${memberDailyStats.deposits} + ${values.deposits}`,
          withdrawals: sql`${memberDailyStats.withdrawals} + ${values.withdrawals}`,
          validBet: sql`${memberDailyStats.validBet} + ${values.validBet}`,
          betAmount: sql`${memberDailyStats.betAmount} + ${values.betAmount}`,
          payout: sql`${memberDailyStats.payout} + ${values.payout}`,
          income: sql`${memberDailyStats.income} + ${values.income}`,
        },
      });
  }
  await rebuildTeamFigures(db, merchantId);
}

/** Gives member `id` `amount` minor units from the bonus account and sets its payment password. */
export async function fund(
  db: Db,
  merchantId: number,
  id: number,
  amount: bigint,
  paymentPassword = '246810',
): Promise<void> {
  const { transfer } = await import('../../../../server/ledger/index.ts');
  const { hashPassword } = await import('../../../../server/services/auth/passwords.ts');
  await transfer(db, {
    merchantId,
    idempotencyKey: `test-fund:${id}:${serial++}`,
    debit: { kind: 'bonus' },
    credit: { kind: 'member', memberId: id },
    amount,
    currency: 'CNY',
    reason: 'bonus',
  });
  await db
    .update(members)
    .set({ paymentPasswordHash: await hashPassword(paymentPassword) })
    .where(sql`${members.id} = ${id}`);
}

/** Rows where team_daily_stats differs from the sum of member_daily_stats over the closure (depth >= 1); all-zero rows ignored. */
export async function teamMismatches(db: Db): Promise<number> {
  const cols =
    'registered, first_deposit, active, deposit_count, deposits, withdrawals, transfers_in, transfers_out, bet_count, bet_amount, valid_bet, payout, income';
  const result = (await db.execute(sql`
    with expected as (
      select t.ancestor_id as agent_id, s.day, sum(s.registered)::int as registered, sum(s.first_deposit)::int as first_deposit, (count(*) filter (where s.valid_bet > 0))::int as active,
        sum(s.deposit_count)::int as deposit_count, sum(s.deposits)::bigint as deposits, sum(s.withdrawals)::bigint as withdrawals, sum(s.transfers_in)::bigint as transfers_in,
        sum(s.transfers_out)::bigint as transfers_out, sum(s.bet_count)::int as bet_count, sum(s.bet_amount)::bigint as bet_amount, sum(s.valid_bet)::bigint as valid_bet,
        sum(s.payout)::bigint as payout, sum(s.income)::bigint as income
      from member_tree t join member_daily_stats s on s.member_id = t.descendant_id where t.depth > 0 group by t.ancestor_id, s.day),
    e as (select * from expected where (${sql.raw(
      cols
        .split(', ')
        .map((c) => `${c} <> 0`)
        .join(' or '),
    )})),
    k as (select agent_id, day, ${sql.raw(cols)} from team_daily_stats where (${sql.raw(
      cols
        .split(', ')
        .map((c) => `${c} <> 0`)
        .join(' or '),
    )}))
    select ((select count(*) from (select * from e except select * from k) a) + (select count(*) from (select * from k except select * from e) b))::int as n`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}
