/**
 * The account record (transactionHistory, README "Member center and header wallet"): every ledger movement of the member's
 * main wallet, newest first, filtered by type and date range, paged, with totals over the whole
 * filtered range. Amounts are signed from the member's side (+ in, - out).
 */
import { and, count, desc, eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers, members } from '../../db/schema.ts';
import { toWire } from '../../../contract/money.ts';
import type { Transaction } from '../../../contract/types.ts';

/** A record type (contract/types.ts TRANSACTION_RECORD_TYPES); {@link RECORD_TYPES} maps each one. */
export type RecordType = Transaction['type'];

/**
 * Record types and the ledger reasons they cover (vendor.* are the vendor protocol's, server/
 * services/vendor-protocol; downline: an agent's transfer to a downline, server/services/agent/transfer.ts).
 * `adjustment` also covers every reason no other type names.
 */
export const RECORD_TYPES = {
  deposit: ['deposit'],
  withdraw: ['withdraw', 'withdrawReturn'],
  transfer: ['vendorIn', 'vendorOut'],
  upline: ['upline', 'downline'],
  bet: ['bet', 'vendor.debit'],
  payout: ['payout', 'rollback', 'vendor.credit', 'vendor.rollback'],
  /** Bonus grants and what forfeit or expiry took back (docs/rewards.md "Bonus engine"). */
  bonus: ['bonus', 'bonusReturn', 'opening'],
  /** Agent income: contract payouts (dividend, wages, salary; docs/contracts.md) and rebate. */
  commission: ['dividend', 'dailyWage', 'hourlyWage', 'realtimeSalary', 'rebate'],
  adjustment: ['adjustment'],
} as const satisfies Record<RecordType, readonly string[]>;

const KNOWN_REASONS = Object.entries(RECORD_TYPES).flatMap(([type, reasons]) =>
  type === 'adjustment' ? [] : [...reasons],
);

const typeOfReason = (reason: string): string =>
  Object.entries(RECORD_TYPES).find(([, reasons]) => (reasons as readonly string[]).includes(reason))?.[0] ??
  'adjustment';

export interface HistoryQuery {
  type: RecordType | 'all';
  from?: Date;
  to?: Date;
  pageNo: number;
  pageSize: number;
}

/** What the other side of a movement is called: a member's username, a vendor code, a channel; null for house, bonus, hold. */
function counterpartyOf(key: string, username: string | null): string | null {
  if (key.startsWith('member:')) return username;
  if (key.startsWith('vendor:')) return key.split(':')[1] ?? null;
  if (key.startsWith('clearing:')) return key.slice('clearing:'.length);
  return null;
}

/** A page of the member's account record and the totals of the filtered range. */
export async function transactionHistory(
  db: Db,
  merchantId: number,
  memberId: number,
  currency: string,
  q: HistoryQuery,
) {
  const [account] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.key, `member:${memberId}`)))
    .limit(1);
  const zero = toWire(0n, currency);
  if (!account)
    return { list: [], total: 0, pageNo: q.pageNo, pageSize: q.pageSize, totals: { in: zero, out: zero, net: zero } };

  const where: SQL[] = [eq(ledgerEntries.accountId, account.id)];
  if (q.type === 'adjustment') where.push(notInArray(ledgerTransfers.reason, KNOWN_REASONS));
  else if (q.type !== 'all') where.push(inArray(ledgerTransfers.reason, [...RECORD_TYPES[q.type]]));
  if (q.from) where.push(gte(ledgerEntries.createdAt, q.from));
  if (q.to) where.push(lt(ledgerEntries.createdAt, q.to));
  const filter = and(...where);

  const [summary] = await db
    .select({
      n: count(),
      in: sql<string>`coalesce(sum(case when ${ledgerEntries.amount} > 0 then ${ledgerEntries.amount} else 0 end), 0)::text`,
      out: sql<string>`coalesce(sum(case when ${ledgerEntries.amount} < 0 then -${ledgerEntries.amount} else 0 end), 0)::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(filter);

  const other = alias(ledgerAccounts, 'other');
  const otherMember = alias(members, 'other_member');
  const rows = await db
    .select({
      id: ledgerEntries.id,
      time: ledgerEntries.createdAt,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      reason: ledgerTransfers.reason,
      reference: ledgerTransfers.reference,
      otherKey: other.key,
      otherUsername: otherMember.username,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .innerJoin(
      other,
      sql`${other.id} = case when ${ledgerTransfers.debitAccountId} = ${account.id} then ${ledgerTransfers.creditAccountId} else ${ledgerTransfers.debitAccountId} end`,
    )
    .leftJoin(otherMember, eq(otherMember.id, other.memberId))
    .where(filter)
    .orderBy(desc(ledgerEntries.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);

  const totalIn = BigInt(summary?.in ?? '0');
  const totalOut = BigInt(summary?.out ?? '0');
  return {
    list: rows.map((r) => ({
      id: r.id,
      time: r.time.toISOString(),
      type: typeOfReason(r.reason),
      reason: r.reason,
      amount: toWire(r.amount, currency),
      balanceAfter: toWire(r.balanceAfter, currency),
      reference: r.reference,
      counterparty: counterpartyOf(r.otherKey, r.otherUsername),
    })),
    total: summary?.n ?? 0,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    totals: {
      in: toWire(totalIn, currency),
      out: toWire(totalOut, currency),
      net: toWire(totalIn - totalOut, currency),
    },
  };
}
