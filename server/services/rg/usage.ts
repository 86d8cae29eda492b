/**
 * Usage of the responsible gaming limits in a window (docs/responsible-gaming.md "Limits"), read
 * from the ledger entries of the member's main wallet (ledger_accounts_member_idx to find the
 * account, then ledger_entries_account_idx: only that member's entries are visited) plus the
 * pending deposit orders (deposit_orders_member_idx). member_daily_stats is per reporting day, not
 * the member's zone, so it is not used. Amounts are bigint minor units.
 *
 * - deposit = credited deposits (`deposit`) + pending deposit orders created in the window;
 * - wager = bets (`vendor.debit`) - rollbacks (`vendor.rollback`) + transfers to vendor wallets (`vendorIn`);
 * - loss = wager - payouts (`vendor.credit`, and `vendorOut`: money brought back from a vendor wallet), never below 0.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import type { RgLimitKindColumn } from '../../db/rgSchema.ts';
import { rowsOf } from '../../db/executor.ts';

/** The sums of one window, minor units (bets, rollbacks and payouts are positive numbers). */
export interface WindowSums {
  deposits: bigint;
  pendingDeposits: bigint;
  bets: bigint;
  rollbacks: bigint;
  transfersIn: bigint;
  payouts: bigint;
}

const REASONS = ['deposit', 'vendor.debit', 'vendor.rollback', 'vendor.credit', 'vendorIn', 'vendorOut'];

/** The ledger and deposit-order sums of member `memberId` within [start, end). */
export async function windowSums(
  db: Db,
  merchantId: number,
  memberId: number,
  start: Date,
  end: Date,
): Promise<WindowSums> {
  const result = {
    rows: rowsOf<{ reason: string; total: string }>(
      await db.execute(sql`
    select t.reason as reason, coalesce(sum(e.amount), 0)::text as total
    from ledger_accounts a
    join ledger_entries e on e.account_id = a.id
    join ledger_transfers t on t.id = e.transfer_id
    where a.member_id = ${memberId}::int and a.merchant_id = ${merchantId}::int and a.kind = 'member'
      and e.created_at >= ${start.toISOString()}::timestamptz and e.created_at < ${end.toISOString()}::timestamptz
      and t.reason in (${sql.join(
        REASONS.map((r) => sql`${r}`),
        sql`, `,
      )})
    group by t.reason`),
    ),
  };
  const by = new Map(result.rows.map((r) => [r.reason, BigInt(r.total)]));
  const pending = (await db.execute(sql`
    select coalesce(sum(amount), 0)::text as total from deposit_orders
    where member_id = ${memberId}::int and status = 'pending'
      and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz`)) as unknown as {
    rows: { total: string }[];
  };
  const abs = (v: bigint | undefined) => (v === undefined ? 0n : v < 0n ? -v : v);
  return {
    deposits: abs(by.get('deposit')),
    pendingDeposits: BigInt(pending.rows[0]?.total ?? '0'),
    bets: abs(by.get('vendor.debit')),
    rollbacks: abs(by.get('vendor.rollback')),
    transfersIn: abs(by.get('vendorIn')),
    payouts: abs(by.get('vendor.credit')) + abs(by.get('vendorOut')),
  };
}

/** What `kind` has used in a window of these sums (see the module comment). */
export function usedOf(kind: RgLimitKindColumn, s: WindowSums): bigint {
  if (kind === 'deposit') return s.deposits + s.pendingDeposits;
  const wager = s.bets - s.rollbacks + s.transfersIn;
  if (kind === 'wager') return wager > 0n ? wager : 0n;
  const loss = wager - s.payouts;
  return loss > 0n ? loss : 0n;
}

/**
 * What `kind` would have used after a new stake of `amount` (a bet or a transfer to a vendor):
 * the stake adds to the wager and to the loss (the loss floor at 0 applies after it).
 */
export function usedAfterStake(kind: 'wager' | 'loss', s: WindowSums, amount: bigint): bigint {
  const wager = s.bets - s.rollbacks + s.transfersIn + amount;
  if (kind === 'wager') return wager;
  const loss = wager - s.payouts;
  return loss > 0n ? loss : 0n;
}
