/**
 * Ledger account references: an {@link AccountRef} names an account of a merchant; its `key`
 * (e.g. `member:12`, `vendor:PG:12`, `clearing:DEMOPAY`) is unique per merchant
 * (ledger_accounts_key_uq). Accounts are created on first use.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import { ledgerAccounts } from '../db/schema.ts';
import { InvalidTransfer } from './errors.ts';

/**
 * A ledger account: a member's main wallet, a member's wallet at a vendor, the house, payment
 * clearing per channel, the bonus pool, the merchant's commission account (agent contract payouts:
 * dividends, wages, salaries; docs/contracts.md), the withdrawal hold, and the points ledger
 * (docs/promotions.md "Points"): a member's points and the merchant's points pool, in the currency
 * PTS (hundredths of a point).
 */
export type AccountRef =
  | { kind: 'member'; memberId: number }
  | { kind: 'vendor'; vendorCode: string; memberId: number }
  | { kind: 'house' }
  | { kind: 'clearing'; channel: string }
  | { kind: 'bonus' }
  | { kind: 'commission' }
  /** The merchant's manual adjustment account: the other side of a staff balance adjustment (README "Operator console"). */
  | { kind: 'adjustment' }
  | { kind: 'withdrawalHold' }
  | { kind: 'points'; memberId: number }
  | { kind: 'pointsPool' };

/** The ledger currency of points: hundredths of a point (docs/promotions.md "Points"). */
export const POINTS_CURRENCY = 'PTS';

/** Kinds whose balance may never go below zero (money the platform owes a member, or holds for one). */
export const NON_NEGATIVE_KINDS: ReadonlySet<string> = new Set(['member', 'vendor', 'withdrawalHold', 'points']);

const CODE = /^[A-Z0-9_]{1,32}$/;

/**
 * The account's key, e.g. `member:12`. The keys of `transfer()`'s `balances` answer.
 * @throws InvalidTransfer for a malformed ref (non-integer member id, bad vendor code or channel).
 */
export function accountKey(ref: AccountRef): string {
  switch (ref.kind) {
    case 'member':
      return `member:${positiveId(ref.memberId)}`;
    case 'points':
      return `points:${positiveId(ref.memberId)}`;
    case 'vendor':
      if (!CODE.test(ref.vendorCode)) throw new InvalidTransfer(`bad vendor code ${ref.vendorCode}`);
      return `vendor:${ref.vendorCode}:${positiveId(ref.memberId)}`;
    case 'clearing':
      if (!CODE.test(ref.channel)) throw new InvalidTransfer(`bad channel ${ref.channel}`);
      return `clearing:${ref.channel}`;
    case 'house':
    case 'bonus':
    case 'commission':
    case 'adjustment':
    case 'withdrawalHold':
    case 'pointsPool':
      return ref.kind;
    default:
      throw new InvalidTransfer(`unknown account kind ${(ref as { kind: unknown }).kind}`);
  }
}

function positiveId(id: number): number {
  if (!Number.isSafeInteger(id) || id <= 0) throw new InvalidTransfer(`bad member id ${id}`);
  return id;
}

/** The columns of a new account row for `ref`. */
function rowOf(merchantId: number, ref: AccountRef, currency: string) {
  return {
    merchantId,
    key: accountKey(ref),
    kind: ref.kind,
    memberId: 'memberId' in ref ? ref.memberId : null,
    vendorCode: ref.kind === 'vendor' ? ref.vendorCode : null,
    channel: ref.kind === 'clearing' ? ref.channel : null,
    currency,
  };
}

/**
 * Ids of the accounts for `refs` (created in `currency` when missing; an existing account keeps
 * its currency). Order follows `refs`.
 */
export async function ensureAccounts(
  db: Executor,
  merchantId: number,
  refs: AccountRef[],
  currency: string,
): Promise<{ id: number; key: string; currency: string }[]> {
  const rows = refs.map((r) => rowOf(merchantId, r, currency));
  await db
    .insert(ledgerAccounts)
    .values(rows)
    .onConflictDoNothing({ target: [ledgerAccounts.merchantId, ledgerAccounts.key] });
  const found = await db
    .select({ id: ledgerAccounts.id, key: ledgerAccounts.key, currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchantId),
        inArray(
          ledgerAccounts.key,
          rows.map((r) => r.key),
        ),
      ),
    );
  const byKey = new Map(found.map((f) => [f.key, f]));
  return rows.map((r) => byKey.get(r.key)!);
}

/**
 * The balance of an account in minor units; 0n when it was never used.
 * @param ref the account; `merchantId` may be left out for member and vendor wallets (member ids
 *   are unique across merchants), never for house, bonus, commission, clearing or hold accounts.
 * @throws InvalidTransfer for a merchant-wide account without merchantId.
 */
export async function balanceOf(db: Executor, ref: AccountRef & { merchantId?: number }): Promise<bigint> {
  const scope =
    ref.merchantId !== undefined
      ? eq(ledgerAccounts.merchantId, ref.merchantId)
      : 'memberId' in ref
        ? eq(ledgerAccounts.memberId, ref.memberId)
        : null;
  if (!scope) throw new InvalidTransfer(`balanceOf(${ref.kind}) needs a merchantId`);
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(scope, eq(ledgerAccounts.key, accountKey(ref))))
    .limit(1);
  return row?.balance ?? 0n;
}
