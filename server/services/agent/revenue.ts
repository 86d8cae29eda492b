/**
 * The agent's income (spec section 2 "agentRevenueReport"; README "Agent center"): every ledger
 * transfer into the agent's main wallet whose reason is an income kind (dividend, dailyWage,
 * hourlyWage, realtimeSalary, rebate), newest first, each on the merchant's reporting day of its
 * time, with the totals per kind over the range. Empty, and correct, until the contracts pay.
 */
import { sql } from 'drizzle-orm';
import { toWire } from '../../../contract/money.ts';
import type { AgentRevenue, AgentRevenueKind } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { rangeInstants, type DayRange } from './range.ts';
import { big, rows } from './team.ts';

/** The income kinds, which are also their ledger reasons. */
export const REVENUE_KINDS: readonly AgentRevenueKind[] = [
  'dividend',
  'dailyWage',
  'hourlyWage',
  'realtimeSalary',
  'rebate',
];

/** A page of the agent's income entries and the totals per kind. */
export async function agentRevenue(
  db: Db,
  merchantId: number,
  agentId: number,
  q: { page: number; pageSize: number },
  range: DayRange,
  currency: string,
): Promise<AgentRevenue> {
  const { start, end } = rangeInstants(range);
  const kinds = sql.join(
    REVENUE_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const income = sql`ledger_transfers lt join ledger_accounts ca on ca.id = lt.credit_account_id
    where lt.merchant_id = ${merchantId} and ca.merchant_id = ${merchantId} and ca.key = ${`member:${agentId}`} and lt.reason in (${kinds})
      and lt.created_at >= ${start.toISOString()} and lt.created_at < ${end.toISOString()}`;
  const sums = await rows<{ kind: AgentRevenueKind; n: number; amount: string }>(
    db,
    sql`select lt.reason as kind, count(*)::int as n, sum(lt.amount)::text as amount from ${income} group by lt.reason`,
  );
  const page = await rows<{ day: string; kind: AgentRevenueKind; amount: string; reference: string | null }>(
    db,
    sql`select to_char((lt.created_at at time zone 'UTC') + make_interval(mins => ${range.offsetMinutes}), 'YYYY-MM-DD') as day, lt.reason as kind, lt.amount::text as amount, lt.reference
        from ${income} order by lt.created_at desc, lt.id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const w = (minor: bigint) => toWire(minor, currency);
  const byKind = new Map(sums.map((s) => [s.kind, big(s.amount)]));
  const total = [...byKind.values()].reduce((a, b) => a + b, 0n);
  return {
    list: page.map((r) => ({ day: r.day, kind: r.kind, amount: w(big(r.amount)), reference: r.reference })),
    total: sums.reduce((n, s) => n + s.n, 0),
    page: q.page,
    pageSize: q.pageSize,
    totals: {
      dividend: w(byKind.get('dividend') ?? 0n),
      dailyWage: w(byKind.get('dailyWage') ?? 0n),
      hourlyWage: w(byKind.get('hourlyWage') ?? 0n),
      realtimeSalary: w(byKind.get('realtimeSalary') ?? 0n),
      rebate: w(byKind.get('rebate') ?? 0n),
      total: w(total),
    },
  };
}
