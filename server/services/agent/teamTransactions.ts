/**
 * The team's transactions (spec section 2 "agentDownlineTransactionDetailsCopy"; README "Agent
 * center"): the deposits (deposit_orders), withdrawals (withdrawals) and transfers (ledger
 * transfers with reason upline or downline: transferIn for the member receiving, transferOut
 * for the member paying) of every member of the agent's team at any depth, newest first,
 * filtered by member, kind and the range of the creation time, with the totals of the filter:
 * credited deposits (status success), withdrawals not refused or cancelled, and all transfers.
 */
import { sql, type SQL } from 'drizzle-orm';
import { toWire } from '../../../contract/money.ts';
import type {
  AgentTeamTransactionKind,
  AgentTeamTransactionsQuery,
  AgentTeamTransactionsValue,
} from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { rangeInstants, type DayRange } from './range.ts';
import { big, rows } from './team.ts';

/** The ledger reasons of member-to-member transfers along the tree. */
const TEAM_TRANSFER_REASONS = ['upline', 'downline'];

/** Every transaction of the team in the range, as a CTE named `tx`. */
function teamTx(merchantId: number, agentId: number, range: DayRange): SQL {
  const { start, end } = rangeInstants(range);
  const from = start.toISOString();
  const to = end.toISOString();
  const reasons = sql.join(
    TEAM_TRANSFER_REASONS.map((r) => sql`${r}`),
    sql`, `,
  );
  return sql`with team as (select descendant_id as id from member_tree where ancestor_id = ${agentId} and depth >= 1),
    tx as (
      select 'deposit' as kind, 'D' || d.id as id, d.member_id, d.amount, d.status, d.order_no, d.created_at
        from deposit_orders d where d.merchant_id = ${merchantId} and d.member_id in (select id from team) and d.created_at >= ${from} and d.created_at < ${to}
      union all
      select 'withdraw', 'W' || w.id, w.member_id, w.amount, w.status, w.order_no, w.created_at
        from withdrawals w where w.merchant_id = ${merchantId} and w.member_id in (select id from team) and w.created_at >= ${from} and w.created_at < ${to}
      union all
      select 'transferIn', 'TI' || lt.id, ca.member_id, lt.amount, 'success', null, lt.created_at
        from ledger_transfers lt join ledger_accounts ca on ca.id = lt.credit_account_id
        where lt.merchant_id = ${merchantId} and lt.reason in (${reasons}) and ca.member_id in (select id from team) and lt.created_at >= ${from} and lt.created_at < ${to}
      union all
      select 'transferOut', 'TO' || lt.id, da.member_id, lt.amount, 'success', null, lt.created_at
        from ledger_transfers lt join ledger_accounts da on da.id = lt.debit_account_id
        where lt.merchant_id = ${merchantId} and lt.reason in (${reasons}) and da.member_id in (select id from team) and lt.created_at >= ${from} and lt.created_at < ${to}
    )`;
}

interface TxRow {
  kind: AgentTeamTransactionKind;
  id: string;
  username: string;
  amount: string;
  status: string;
  order_no: string | null;
  created_at: string | Date;
}

/** A page of the team's transactions and the totals of the filter. */
export async function teamTransactions(
  db: Db,
  merchantId: number,
  agentId: number,
  q: AgentTeamTransactionsQuery & { page: number; pageSize: number },
  range: DayRange,
  currency: string,
): Promise<AgentTeamTransactionsValue> {
  const filters: SQL[] = [sql`true`];
  if (q.kind) filters.push(sql`tx.kind = ${q.kind}`);
  if (q.username) filters.push(sql`m.username = ${q.username.trim().toLowerCase()}`);
  const where = sql.join(filters, sql` and `);
  const cte = teamTx(merchantId, agentId, range);
  const [totals] = await rows<{
    n: number;
    deposits: string;
    withdrawals: string;
    transfers_in: string;
    transfers_out: string;
  }>(
    db,
    sql`${cte} select count(*)::int as n,
          coalesce(sum(tx.amount) filter (where tx.kind = 'deposit' and tx.status = 'success'), 0)::text as deposits,
          coalesce(sum(tx.amount) filter (where tx.kind = 'withdraw' and tx.status not in ('rejected', 'cancelled')), 0)::text as withdrawals,
          coalesce(sum(tx.amount) filter (where tx.kind = 'transferIn'), 0)::text as transfers_in,
          coalesce(sum(tx.amount) filter (where tx.kind = 'transferOut'), 0)::text as transfers_out
        from tx join members m on m.id = tx.member_id where ${where}`,
  );
  const page = await rows<TxRow>(
    db,
    sql`${cte} select tx.kind, tx.id, m.username, tx.amount::text as amount, tx.status, tx.order_no, tx.created_at
        from tx join members m on m.id = tx.member_id where ${where}
        order by tx.created_at desc, tx.id desc
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const w = (minor: bigint) => toWire(minor, currency);
  return {
    list: page.map((r) => ({
      id: r.id,
      username: r.username,
      kind: r.kind,
      amount: w(big(r.amount)),
      status: r.status,
      orderNo: r.order_no,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    total: totals?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
    totals: {
      deposits: w(big(totals?.deposits)),
      withdrawals: w(big(totals?.withdrawals)),
      transfersIn: w(big(totals?.transfers_in)),
      transfersOut: w(big(totals?.transfers_out)),
    },
  };
}
