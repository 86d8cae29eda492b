/**
 * A member's responsible gaming state (docs/responsible-gaming.md): the profile row and the limit
 * rows in ONE indexed read (rg_profiles primary key, rg_limits primary key prefix), with the
 * lazy steps that time alone decides: a raise or removal whose 24-hour cool-off has passed is
 * applied (`limit.applied`), an exclusion whose end has passed is cleared (`exclusion.end`). Both
 * are conditional updates, so two servers applying the same step write one event.
 */
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { ledgerAccounts } from '../../db/schema.ts';
import { fromMinor, toWire } from '../../../contract/money.ts';
import { rgEvents, rgLimits, rgProfiles, type RgExclusionKindColumn } from '../../db/rgSchema.ts';

export type RgProfileRow = typeof rgProfiles.$inferSelect;
export type RgLimitRow = typeof rgLimits.$inferSelect;

/** The member's current state: `profile` null when the member never set anything (no row). */
export interface RgState {
  profile: RgProfileRow | null;
  limits: RgLimitRow[];
}

/** The running exclusion (`endsAt` null: closed for good). */
export interface ActiveExclusion {
  kind: RgExclusionKindColumn;
  startsAt: Date;
  endsAt: Date | null;
}

/** 24 hours: the cool-off of a raise or a removal (docs/responsible-gaming.md "Limits"). */
export const COOL_OFF_MS = 24 * 3600_000;

/** Writes one audit row (rg_events). `actor`: member, system or operator:<id>. */
export async function writeEvent(
  db: Db,
  row: { merchantId: number; memberId: number; action: string; detail: Record<string, unknown>; actor: string },
  now: Date,
): Promise<void> {
  await db.insert(rgEvents).values({ ...row, createdAt: now });
}

/**
 * Reads the member's profile and limits (one query) and applies what time decided.
 * @param lock `for update` on the profile row (the debit path: two concurrent bets of a member
 *   with limits are counted one after the other). Only inside a transaction.
 */
export async function loadState(db: Db, memberId: number, now: Date, lock = false): Promise<RgState> {
  const base = db
    .select({ p: rgProfiles, l: rgLimits })
    .from(rgProfiles)
    .leftJoin(rgLimits, eq(rgLimits.memberId, rgProfiles.memberId))
    .where(eq(rgProfiles.memberId, memberId));
  const rows = lock ? await base.for('update', { of: rgProfiles }) : await base;
  if (rows.length === 0) return { profile: null, limits: [] };
  let profile = rows[0]!.p;
  const limits: RgLimitRow[] = [];
  for (const { l } of rows) {
    if (!l) continue;
    limits.push((await applyDue(db, l, now)) ?? l);
  }
  if (profile.exclusionKind && profile.exclusionEndsAt && profile.exclusionEndsAt.getTime() <= now.getTime()) {
    const [cleared] = await db
      .update(rgProfiles)
      .set({ exclusionKind: null, exclusionStartsAt: null, exclusionEndsAt: null, updatedAt: now })
      .where(and(eq(rgProfiles.memberId, memberId), eq(rgProfiles.exclusionEndsAt, profile.exclusionEndsAt)))
      .returning();
    if (cleared) {
      await writeEvent(
        db,
        {
          merchantId: profile.merchantId,
          memberId,
          action: 'exclusion.end',
          detail: {
            kind: profile.exclusionKind,
            startsAt: profile.exclusionStartsAt?.toISOString() ?? null,
            endsAt: profile.exclusionEndsAt.toISOString(),
          },
          actor: 'system',
        },
        now,
      );
      profile = cleared;
    } else {
      profile = { ...profile, exclusionKind: null, exclusionStartsAt: null, exclusionEndsAt: null };
    }
  }
  return { profile, limits: limits.filter((l) => l.amount !== null || l.pendingRemoval || l.pendingAmount !== null) };
}

/** Applies a pending raise or removal whose cool-off has passed. @returns the row after, or null when nothing was due. */
async function applyDue(db: Db, l: RgLimitRow, now: Date): Promise<RgLimitRow | null> {
  if (!l.effectiveAt || l.effectiveAt.getTime() > now.getTime() || (l.pendingAmount === null && !l.pendingRemoval))
    return null;
  const match = and(
    eq(rgLimits.memberId, l.memberId),
    eq(rgLimits.kind, l.kind),
    eq(rgLimits.period, l.period),
    isNotNull(rgLimits.effectiveAt),
    lte(rgLimits.effectiveAt, l.effectiveAt),
  );
  let after: RgLimitRow | null;
  if (l.pendingRemoval) {
    const [gone] = await db.delete(rgLimits).where(match).returning();
    after = gone ? { ...gone, amount: null, pendingRemoval: false, pendingAmount: null, effectiveAt: null } : null;
  } else {
    const [done] = await db
      .update(rgLimits)
      .set({ amount: l.pendingAmount, pendingAmount: null, pendingRemoval: false, effectiveAt: null, updatedAt: now })
      .where(match)
      .returning();
    after = done ?? null;
  }
  if (!after)
    return {
      ...l,
      amount: l.pendingRemoval ? null : l.pendingAmount,
      pendingAmount: null,
      pendingRemoval: false,
      effectiveAt: null,
    };
  // amounts as decimal strings like every other row: the currency of the member's wallet (rare: once per applied change)
  const [wallet] = await db
    .select({ currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, l.memberId), eq(ledgerAccounts.kind, 'member')))
    .limit(1);
  const wire = (v: bigint | null) => (v === null ? null : wallet ? toWire(v, wallet.currency) : fromMinor(v));
  await writeEvent(
    db,
    {
      merchantId: l.merchantId,
      memberId: l.memberId,
      action: 'limit.applied',
      detail: {
        kind: l.kind,
        period: l.period,
        from: wire(l.amount),
        to: l.pendingRemoval ? null : wire(l.pendingAmount),
      },
      actor: 'system',
    },
    now,
  );
  return after;
}

/** The running exclusion of a state, or null (an ended one was cleared by loadState). */
export function exclusionOf(state: RgState, now: Date): ActiveExclusion | null {
  const p = state.profile;
  if (!p?.exclusionKind || !p.exclusionStartsAt) return null;
  if (p.exclusionEndsAt && p.exclusionEndsAt.getTime() <= now.getTime()) return null;
  return { kind: p.exclusionKind, startsAt: p.exclusionStartsAt, endsAt: p.exclusionEndsAt };
}
