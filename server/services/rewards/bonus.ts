/**
 * The bonus engine (docs/rewards.md "Bonus engine"): every reward that is money (first-deposit and
 * reload bonuses, referral, mission, promotion and leaderboard rewards, rebates, VIP gifts) becomes
 * a grant here: one ledger transfer from the merchant's bonus account to the member (reason
 * `bonus`) with a turnover (wagering) requirement of `multiple x (bonus [+ deposit])` valid bet,
 * each game category contributing its percent. Valid bets settled through the vendor protocol
 * advance every active requirement of the member in the settlement's transaction
 * ({@link advanceTurnover}); while one is open a withdrawal is refused ({@link assertNoOpenTurnover}).
 * Forfeit and expiry take the bonus back (at most the main wallet's balance; reason `bonusReturn`).
 *
 * Every function taking `tx` runs inside the caller's transaction; money is bigint minor units,
 * multiples hundredths. A grant is unique per (merchant, source, sourceRef): granting again moves
 * nothing and answers the first grant.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { toWire } from '../../../contract/money.ts';
import { remainingTurnover, requiredTurnover, type BonusBase } from '../../../engine/rewards.ts';
import type { Db } from '../../db/open.ts';
import type { RewardSourceColumn } from '../../db/rewardSchema.ts';
import { bonusGrants } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { balanceOf, InsufficientFunds, transfer, type TransferResult } from '../../ledger/index.ts';

export type BonusRow = typeof bonusGrants.$inferSelect;

/** What a grant needs. */
export interface GrantInput {
  merchantId: number;
  memberId: number;
  currency: string;
  source: RewardSourceColumn;
  /** Unique within the source (deposit id, reward id, claim id...): the grant's idempotency. */
  sourceRef: string;
  title: { TW: string; EN: string };
  /** Minor units, > 0. */
  amount: bigint;
  /** The deposit a first-deposit or reload bonus came with. */
  depositAmount?: bigint | null;
  base?: BonusBase;
  /** Hundredths (500 = 5x); 0: no requirement (the grant is completed at once). */
  multiple: number;
  /** Percent per game category (the merchant's settings at the grant). */
  contributions: Record<string, number>;
  expiresAt: Date;
  now: Date;
}

/** A grant and the transfer that paid it (null when it existed before: nothing moved). */
export interface Granted {
  grant: BonusRow;
  transfer: TransferResult | null;
}

/**
 * Grants a bonus in the caller's transaction: the grant row, then the ledger transfer bonus ->
 * member (idempotency key `bonus:<grant id>`). Idempotent by (merchant, source, sourceRef).
 * @throws RangeError for an amount <= 0 (a caller's bug, never member input).
 */
export async function grantBonus(tx: Db, input: GrantInput): Promise<Granted> {
  if (input.amount <= 0n) throw new RangeError(`bonus amount must be above 0, got ${input.amount}`);
  const base = input.base ?? 'bonus';
  const required = requiredTurnover(input.amount, input.depositAmount ?? null, base, input.multiple);
  const done = required === 0n;
  const [row] = await tx
    .insert(bonusGrants)
    .values({
      merchantId: input.merchantId,
      memberId: input.memberId,
      source: input.source,
      sourceRef: input.sourceRef,
      titleTw: input.title.TW.slice(0, 200),
      titleEn: input.title.EN.slice(0, 200),
      amount: input.amount,
      currency: input.currency,
      depositAmount: input.depositAmount ?? null,
      base,
      multiple: input.multiple,
      required,
      contributions: input.contributions,
      state: done ? 'completed' : 'active',
      createdAt: input.now,
      expiresAt: input.expiresAt,
      endedAt: done ? input.now : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const [existing] = await tx
      .select()
      .from(bonusGrants)
      .where(
        and(
          eq(bonusGrants.merchantId, input.merchantId),
          eq(bonusGrants.source, input.source),
          eq(bonusGrants.sourceRef, input.sourceRef),
        ),
      )
      .limit(1);
    return { grant: existing!, transfer: null };
  }
  const moved = await transfer(tx, {
    merchantId: input.merchantId,
    idempotencyKey: `bonus:${row.id}`,
    debit: { kind: 'bonus' },
    credit: { kind: 'member', memberId: input.memberId },
    amount: input.amount,
    currency: input.currency,
    reason: 'bonus',
    reference: `${input.source}:${input.sourceRef}`.slice(0, 128),
    meta: { source: input.source, grantId: row.id },
    at: input.now,
  });
  const [grant] = await tx
    .update(bonusGrants)
    .set({ transferId: moved.transferId })
    .where(eq(bonusGrants.id, row.id))
    .returning();
  return { grant: grant!, transfer: moved };
}

/**
 * Advances every active, unexpired requirement of the member by a settled valid bet: each grant's
 * `done` grows by `validBet x its category percent / 100` (rounded down), capped at `required`; a
 * grant reaching it completes. One statement, in the settlement's transaction; the arithmetic is
 * engine/rewards.ts advanceTurnover's.
 * @returns the ids of the grants this bet completed.
 */
export async function advanceTurnover(
  tx: Db,
  memberId: number,
  category: string,
  validBet: bigint,
  now: Date,
): Promise<number[]> {
  if (validBet <= 0n) return [];
  const added = sql`((${validBet}::bigint * greatest(0, least(100, coalesce((${bonusGrants.contributions} ->> ${category})::int, 100)))) / 100)`;
  const reached = sql`${bonusGrants.done} + ${added} >= ${bonusGrants.required}`;
  const rows = await tx
    .update(bonusGrants)
    .set({
      done: sql`least(${bonusGrants.required}, ${bonusGrants.done} + ${added})`,
      state: sql`case when ${reached} then 'completed' else 'active' end`,
      endedAt: sql`case when ${reached} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(bonusGrants.memberId, memberId), eq(bonusGrants.state, 'active'), gt(bonusGrants.expiresAt, now)))
    .returning({ id: bonusGrants.id, state: bonusGrants.state });
  return rows.filter((r) => r.state === 'completed').map((r) => r.id);
}

/** The member's open requirements: how many and the valid bet still needed (minor units). */
export async function openTurnover(db: Db, memberId: number, now: Date): Promise<{ count: number; remaining: bigint }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      remaining: sql<string>`coalesce(sum(${bonusGrants.required} - ${bonusGrants.done}), 0)::text`,
    })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.memberId, memberId), eq(bonusGrants.state, 'active'), gt(bonusGrants.expiresAt, now)));
  return { count: row?.count ?? 0, remaining: BigInt(row?.remaining ?? '0') };
}

/**
 * Refuses a withdrawal while a requirement is open (docs/rewards.md "Bonus engine").
 * @throws ApiError 400 BONUS_TURNOVER_OPEN with `{remaining}` (decimal string in `currency`) in the message and the value.
 */
export async function assertNoOpenTurnover(db: Db, memberId: number, currency: string, now: Date): Promise<void> {
  const open = await openTurnover(db, memberId, now);
  if (open.remaining > 0n) {
    const remaining = toWire(open.remaining, currency);
    throw new ApiError(400, 'BONUS_TURNOVER_OPEN', 'bonusTurnoverOpen', {
      params: { remaining },
      value: { remaining, count: open.count },
    });
  }
}

/**
 * Ends an active grant as forfeited (the member gave it up) or expired (past expiresAt), taking
 * back the bonus, at most the member's main wallet balance (transfer member -> bonus, reason
 * `bonusReturn`, idempotency key `bonus:return:<id>`). In the caller's transaction.
 * @returns the grant after and the transfer (null when nothing was taken back), or null when the
 * grant is not active (already ended: nothing changes).
 */
export async function endGrant(
  tx: Db,
  grantId: number,
  state: 'forfeited' | 'expired',
  now: Date,
): Promise<Granted | null> {
  const [grant] = await tx.select().from(bonusGrants).where(eq(bonusGrants.id, grantId)).for('update');
  if (!grant || grant.state !== 'active') return null;
  let moved: TransferResult | null = null;
  let returned = 0n;
  for (let attempt = 0; attempt < 3 && !moved; attempt++) {
    const balance = await balanceOf(tx, { kind: 'member', memberId: grant.memberId, merchantId: grant.merchantId });
    const back = balance < grant.amount ? balance : grant.amount;
    if (back <= 0n) break;
    try {
      moved = await transfer(tx, {
        merchantId: grant.merchantId,
        idempotencyKey: `bonus:return:${grant.id}`,
        debit: { kind: 'member', memberId: grant.memberId },
        credit: { kind: 'bonus' },
        amount: back,
        currency: grant.currency,
        reason: 'bonusReturn',
        reference: `${grant.source}:${grant.sourceRef}`.slice(0, 128),
        meta: { grantId: grant.id, state },
        at: now,
      });
      returned = back;
    } catch (err) {
      // a bet took the balance between the read and the transfer: read again
      if (!(err instanceof InsufficientFunds)) throw err;
    }
  }
  const [after] = await tx
    .update(bonusGrants)
    .set({ state, endedAt: now, returned })
    .where(eq(bonusGrants.id, grant.id))
    .returning();
  return { grant: after!, transfer: moved };
}

/** Ids of active grants past their expiry (oldest first, at most `limit`), for the rewards scheduler. */
export async function dueExpiries(db: Db, now: Date, limit = 200): Promise<number[]> {
  const rows = await db
    .select({ id: bonusGrants.id })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.state, 'active'), lte(bonusGrants.expiresAt, now)))
    .orderBy(bonusGrants.expiresAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The turnover view of a grant row (engine/rewards.ts Turnover). */
export const turnoverOf = (g: Pick<BonusRow, 'required' | 'done' | 'state'>) => ({
  required: g.required,
  done: g.done,
  state: g.state,
});

/** Turnover still needed by a grant row (0 unless active). */
export const remainingOf = (g: Pick<BonusRow, 'required' | 'done' | 'state'>): bigint =>
  remainingTurnover(turnoverOf(g));
