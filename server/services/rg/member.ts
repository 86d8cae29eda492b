/**
 * The member's responsible gaming actions and views (docs/responsible-gaming.md;
 * schemas/api/responsible-gaming.json): the profile with each limit's usage, setting a limit (a
 * first limit or a decrease at once, a raise or removal after the 24-hour cool-off), the reality
 * check, time-out, self-exclusion and closure (password-confirmed; every session of the member
 * ends at once and the site socket's `rg` event logs the open pages out), the session figures of
 * the reality check and the audit trail. Every change writes rg_events.
 */
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { ledgerAccounts, members, sessions } from '../../db/schema.ts';
import {
  rgEvents,
  rgLimits,
  rgProfiles,
  type RgExclusionKindColumn,
  type RgLimitKindColumn,
  type RgPeriodColumn,
} from '../../db/rgSchema.ts';
import { ApiError } from '../../http/errors.ts';
import { toMinor, toWire, currencyDecimals } from '../../../contract/money.ts';
import type { RgEvent, RgEvents, RgLimit, RgLimitBody, RgProfile, RgSession } from '../../../contract/types.ts';
import { REASON_MAX } from '../../../engine/forms/index.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { checkFeatureSubmission } from '../forms/featureSubmission.ts';
import { amountInvalid } from '../wallet/amounts.ts';
import { revokeOtherSessions, type MemberRow } from '../auth/sessions.ts';
import { publish } from '../events/index.ts';
import { revokeMemberTokens } from '../vendor-protocol/tokens.ts';
import { excludedError, zoneOf } from './checks.ts';
import { isTimeZone, periodWindow } from './periods.ts';
import { COOL_OFF_MS, exclusionOf, loadState, writeEvent, type RgState } from './state.ts';
import { usedOf, windowSums } from './usage.ts';

const KINDS: RgLimitKindColumn[] = ['deposit', 'loss', 'wager'];
const PERIODS: RgPeriodColumn[] = ['day', 'week', 'month'];

/** The profile page: every limit with its amount, used, remaining and period end; reality check; exclusion. */
export async function profileView(
  db: Db,
  merchantId: number,
  currency: string,
  memberId: number,
  now: Date,
): Promise<RgProfile> {
  const state = await loadState(db, memberId, now);
  return viewOf(db, merchantId, currency, memberId, state, now);
}

async function viewOf(
  db: Db,
  merchantId: number,
  currency: string,
  memberId: number,
  state: RgState,
  now: Date,
): Promise<RgProfile> {
  const timeZone = await zoneOf(db, merchantId, state);
  const windows = new Map<RgPeriodColumn, { end: Date; sums: Awaited<ReturnType<typeof windowSums>> }>();
  const limits: RgLimit[] = [];
  const sorted = [...state.limits].sort(
    (a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind) || PERIODS.indexOf(a.period) - PERIODS.indexOf(b.period),
  );
  for (const l of sorted) {
    if (!windows.has(l.period)) {
      const w = periodWindow(l.period, now, timeZone);
      windows.set(l.period, { end: w.end, sums: await windowSums(db, merchantId, memberId, w.start, w.end) });
    }
    const { end, sums } = windows.get(l.period)!;
    const used = usedOf(l.kind, sums);
    const remaining = l.amount === null ? null : l.amount > used ? l.amount - used : 0n;
    const pending =
      l.effectiveAt && (l.pendingAmount !== null || l.pendingRemoval)
        ? {
            amount: l.pendingRemoval ? null : toWire(l.pendingAmount!, currency),
            effectiveAt: l.effectiveAt.toISOString(),
          }
        : null;
    limits.push({
      kind: l.kind,
      period: l.period,
      amount: l.amount === null ? null : toWire(l.amount, currency),
      used: toWire(used, currency),
      remaining: remaining === null ? null : toWire(remaining, currency),
      periodEndsAt: end.toISOString(),
      pending,
    });
  }
  const exclusion = exclusionOf(state, now);
  return {
    timeZone,
    limits,
    realityCheckMinutes: (state.profile?.realityCheckMinutes ?? 0) as RgProfile['realityCheckMinutes'],
    exclusion: exclusion
      ? {
          kind: exclusion.kind,
          startsAt: exclusion.startsAt.toISOString(),
          endsAt: exclusion.endsAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** Creates the member's profile row when missing (zone: `timeZone`), or updates its zone when one is sent. */
async function ensureProfile(
  db: Db,
  merchantId: number,
  memberId: number,
  state: RgState,
  timeZone: string | undefined,
  now: Date,
): Promise<void> {
  const zone = timeZone ?? (await zoneOf(db, merchantId, state));
  if (!state.profile)
    await db
      .insert(rgProfiles)
      .values({ memberId, merchantId, timeZone: zone, updatedAt: now })
      .onConflictDoUpdate({ target: rgProfiles.memberId, set: { timeZone: zone, updatedAt: now } });
  else if (timeZone && timeZone !== state.profile.timeZone)
    await db.update(rgProfiles).set({ timeZone, updatedAt: now }).where(eq(rgProfiles.memberId, memberId));
}

/** The outcome of a limit change: the profile after it and whether it waits for its cool-off (message). */
export interface LimitChange {
  profile: RgProfile;
  pendingAt: Date | null;
  timeZone: string;
}

/**
 * Sets, lowers, raises or removes a limit (docs/responsible-gaming.md "Limits"): a first limit or
 * a decrease (or the same amount) applies at once and cancels a pending raise or removal; a raise
 * or a removal waits 24 hours (a second request replaces the pending one).
 * The body is first checked with the engine's form `rgLimit` (engine/forms/featureForms.ts: the
 * kind, the period and a decimal of at most 2 decimals, 0 allowed; a removal, amount null, under
 * the form's condition `removing`: the kind and the period alone;
 * server/services/forms/featureSubmission.ts), as the limits page checks it.
 * @throws ApiError 400 AMOUNT_INVALID (the form's amount rule, or more decimals than the currency
 *   has), 400 FIELD_FORMAT (a kind or a period the form refuses; the route's schema refuses them
 *   first), 400 RG_TIME_ZONE_INVALID, 400 RG_LIMIT_NOT_SET (removing a limit that does not exist);
 *   nothing changes then.
 */
export async function setLimit(
  db: Db,
  merchantId: number,
  currency: string,
  member: MemberRow,
  body: RgLimitBody,
  now: Date,
): Promise<LimitChange> {
  checkFeatureSubmission(
    'rgLimit',
    { kind: body.kind, period: body.period, amount: body.amount },
    { conditions: { removing: body.amount === null }, refusals: { amount: () => amountInvalid(currency) } },
  );
  const amount = body.amount === null ? null : toMinor(body.amount, currencyDecimals(currency));
  if (amount === null && body.amount !== null) throw amountInvalid(currency);
  if (body.timeZone !== undefined && !isTimeZone(body.timeZone))
    throw new ApiError(400, 'RG_TIME_ZONE_INVALID', 'rgTimeZoneInvalid', { value: { field: 'timeZone', in: 'body' } });
  let pendingAt: Date | null = null;
  await db.transaction(async (tx) => {
    const state = await loadState(tx, member.id, now, true);
    await ensureProfile(tx, merchantId, member.id, state, body.timeZone, now);
    const current = state.limits.find((l) => l.kind === body.kind && l.period === body.period);
    const key = { memberId: member.id, merchantId, kind: body.kind, period: body.period };
    const event = (action: string, detail: Record<string, unknown>) =>
      writeEvent(
        tx,
        {
          merchantId,
          memberId: member.id,
          action,
          detail: { kind: body.kind, period: body.period, ...detail },
          actor: 'member',
        },
        now,
      );
    const where = and(eq(rgLimits.memberId, member.id), eq(rgLimits.kind, body.kind), eq(rgLimits.period, body.period));
    if (!current || current.amount === null) {
      if (amount === null)
        throw new ApiError(400, 'RG_LIMIT_NOT_SET', 'rgLimitNotSet', { value: { field: 'amount', in: 'body' } });
      await tx
        .insert(rgLimits)
        .values({ ...key, amount, updatedAt: now })
        .onConflictDoUpdate({
          target: [rgLimits.memberId, rgLimits.kind, rgLimits.period],
          set: { amount, pendingAmount: null, pendingRemoval: false, effectiveAt: null, updatedAt: now },
        });
      await event('limit.set', { amount: toWire(amount, currency) });
      return;
    }
    if (amount !== null && amount <= current.amount) {
      await tx
        .update(rgLimits)
        .set({ amount, pendingAmount: null, pendingRemoval: false, effectiveAt: null, updatedAt: now })
        .where(where);
      const cancelled =
        current.pendingAmount !== null || current.pendingRemoval
          ? { cancelled: current.pendingRemoval ? 'removal' : toWire(current.pendingAmount!, currency) }
          : {};
      await event(amount < current.amount ? 'limit.decrease' : 'limit.set', {
        from: toWire(current.amount, currency),
        amount: toWire(amount, currency),
        ...cancelled,
      });
      return;
    }
    pendingAt = new Date(now.getTime() + COOL_OFF_MS);
    await tx
      .update(rgLimits)
      .set({ pendingAmount: amount, pendingRemoval: amount === null, effectiveAt: pendingAt, updatedAt: now })
      .where(where);
    await event(amount === null ? 'limit.removeRequested' : 'limit.raiseRequested', {
      from: toWire(current.amount, currency),
      amount: amount === null ? null : toWire(amount, currency),
      effectiveAt: pendingAt.toISOString(),
    });
  });
  const state = await loadState(db, member.id, now);
  return {
    profile: await viewOf(db, merchantId, currency, member.id, state, now),
    pendingAt,
    timeZone: await zoneOf(db, merchantId, state),
  };
}

/** Sets the reality check interval (0 off, 15, 30 or 60 minutes). */
export async function setRealityCheck(
  db: Db,
  merchantId: number,
  currency: string,
  member: MemberRow,
  minutes: number,
  now: Date,
): Promise<RgProfile> {
  await db.transaction(async (tx) => {
    const state = await loadState(tx, member.id, now, true);
    await ensureProfile(tx, merchantId, member.id, state, undefined, now);
    await tx
      .update(rgProfiles)
      .set({ realityCheckMinutes: minutes, updatedAt: now })
      .where(eq(rgProfiles.memberId, member.id));
    await writeEvent(
      tx,
      {
        merchantId,
        memberId: member.id,
        action: 'realityCheck.set',
        detail: { from: state.profile?.realityCheckMinutes ?? 0, minutes },
        actor: 'member',
      },
      now,
    );
  });
  return profileView(db, merchantId, currency, member.id, now);
}

/** The end of an exclusion of `duration` starting at `now` (calendar months and years in UTC). */
export function exclusionEnd(duration: string, now: Date): Date | null {
  const d = new Date(now.getTime());
  switch (duration) {
    case '24h':
      return new Date(now.getTime() + 24 * 3600_000);
    case '7d':
      return new Date(now.getTime() + 7 * 24 * 3600_000);
    case '30d':
      return new Date(now.getTime() + 30 * 24 * 3600_000);
    case '6m':
      d.setUTCMonth(d.getUTCMonth() + 6);
      return d;
    case '1y':
      d.setUTCFullYear(d.getUTCFullYear() + 1);
      return d;
    case '5y':
      d.setUTCFullYear(d.getUTCFullYear() + 5);
      return d;
    case 'closed':
      return null;
    default:
      throw new ApiError(400, 'VALIDATION_FAILED', 'rgTimeZoneInvalid', { value: { field: 'duration', in: 'body' } });
  }
}

/**
 * Starts a time-out, a self-exclusion or the closure (docs/responsible-gaming.md "Reality check,
 * time-out, self-exclusion, closure"): checks the login password, refuses to shorten a running
 * exclusion, writes the profile and the event, ends every session and game token of the member
 * and pushes the `rg` event (the open pages log out). The password and a closure's reason are
 * first checked with the engine's form `rgExclusion` (engine/forms/featureForms.ts: the password
 * required, the reason at most REASON_MAX characters; server/services/forms/featureSubmission.ts),
 * as the confirmation dialog checks them.
 * @throws ApiError 400 RG_PASSWORD_REQUIRED / RG_REASON_TOO_LONG (the form), 400 RG_PASSWORD_WRONG,
 *   409 RG_EXCLUSION_SHORTER (value `{ until }`), 409 RG_CLOSURE_BALANCE (closure while the main
 *   wallet or a vendor wallet holds money); nothing changes then.
 */
export async function startExclusion(
  db: Db,
  merchantId: number,
  member: MemberRow,
  kind: RgExclusionKindColumn,
  duration: string,
  password: string,
  now: Date,
  reason?: string,
): Promise<{ endsAt: Date | null }> {
  const checked = checkFeatureSubmission(
    'rgExclusion',
    { password, reason },
    {
      conditions: { closing: kind === 'closed' },
      refusals: {
        password: () =>
          new ApiError(400, 'RG_PASSWORD_REQUIRED', 'rgPasswordRequired', { value: { field: 'password', in: 'body' } }),
        reason: () =>
          new ApiError(400, 'RG_REASON_TOO_LONG', 'rgReasonTooLong', {
            params: { max: REASON_MAX },
            value: { field: 'reason', in: 'body', max: REASON_MAX },
          }),
      },
    },
  );
  const note = typeof checked.reason === 'string' ? checked.reason : undefined;
  const [row] = await db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, member.id)).limit(1);
  if (!row || !(await verifyPassword(row.hash, password)))
    throw new ApiError(400, 'RG_PASSWORD_WRONG', 'rgPasswordWrong', { value: { field: 'password', in: 'body' } });
  const endsAt = exclusionEnd(kind === 'closed' ? 'closed' : duration, now);
  await db.transaction(async (tx) => {
    const state = await loadState(tx, member.id, now, true);
    const running = exclusionOf(state, now);
    if (running && (running.endsAt === null || (endsAt !== null && endsAt.getTime() <= running.endsAt.getTime()))) {
      const err = excludedError(running, await zoneOf(tx, merchantId, state));
      throw new ApiError(409, 'RG_EXCLUSION_SHORTER', 'rgExclusionShorter', {
        value: { until: running.endsAt?.toISOString() ?? null },
        params: { until: (err.options.params?.until as string | undefined) ?? '-' },
      });
    }
    if (kind === 'closed') {
      // the main wallet and the vendor wallets; the withdrawal hold is money already on its way out
      const [held] = await tx
        .select({ n: count() })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.merchantId, merchantId),
            eq(ledgerAccounts.memberId, member.id),
            gt(ledgerAccounts.balance, 0n),
            inArray(ledgerAccounts.kind, ['member', 'vendor']),
          ),
        );
      if ((held?.n ?? 0) > 0) throw new ApiError(409, 'RG_CLOSURE_BALANCE', 'rgClosureBalance');
    }
    await ensureProfile(tx, merchantId, member.id, state, undefined, now);
    await tx
      .update(rgProfiles)
      .set({ exclusionKind: kind, exclusionStartsAt: now, exclusionEndsAt: endsAt, updatedAt: now })
      .where(eq(rgProfiles.memberId, member.id));
    const action =
      kind === 'timeout' ? 'timeout.start' : kind === 'selfExclusion' ? 'selfExclusion.start' : 'account.close';
    await writeEvent(
      tx,
      {
        merchantId,
        memberId: member.id,
        action,
        detail: {
          duration: kind === 'closed' ? null : duration,
          endsAt: endsAt?.toISOString() ?? null,
          ...(note ? { reason: note } : {}),
          ...(running ? { replaces: running.kind } : {}),
        },
        actor: 'member',
      },
      now,
    );
    await revokeOtherSessions(tx, member.id, null, now);
    await revokeMemberTokens(tx, member.id, now);
  });
  publish({
    merchantId,
    memberId: member.id,
    type: 'rg',
    payload: { action: 'loggedOut', kind, until: endsAt?.toISOString() ?? null },
  });
  return { endsAt };
}

/**
 * What the reality check shows (`GET rg/session`): the session's start (its login), the minutes
 * since then and the bets, payouts and net result (payouts - bets) of the game rounds opened since.
 */
export async function sessionView(
  db: Db,
  currency: string,
  memberId: number,
  sessionId: number,
  now: Date,
): Promise<RgSession> {
  const [s] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId)))
    .limit(1);
  const startedAt = s?.createdAt ?? now;
  const result = await roundSums(db, memberId, startedAt);
  return {
    startedAt: startedAt.toISOString(),
    minutes: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 60_000)),
    bets: toWire(result.bets, currency),
    payouts: toWire(result.payouts, currency),
    net: toWire(result.payouts - result.bets, currency),
  };
}

/** Stakes and payouts of the member's game rounds opened since `since`, minor units. */
async function roundSums(db: Db, memberId: number, since: Date): Promise<{ bets: bigint; payouts: bigint }> {
  const r = (await db.execute(sql`
    select coalesce(sum(stake_minor), 0)::text as bets, coalesce(sum(win_minor), 0)::text as payouts
    from game_rounds where member_id = ${memberId}::int and opened_at >= ${since.toISOString()}::timestamptz`)) as unknown as {
    rows: { bets: string; payouts: string }[];
  };
  return { bets: BigInt(r.rows[0]?.bets ?? '0'), payouts: BigInt(r.rows[0]?.payouts ?? '0') };
}

/** A page (1-based) of the member's audit trail, newest first. */
export async function eventsPage(db: Db, memberId: number, pageNo: number, pageSize: number): Promise<RgEvents> {
  const size = Math.min(Math.max(pageSize || 10, 1), 50);
  const page = Math.max(pageNo || 1, 1);
  const [total] = await db.select({ n: count() }).from(rgEvents).where(eq(rgEvents.memberId, memberId));
  const rows = await db
    .select()
    .from(rgEvents)
    .where(eq(rgEvents.memberId, memberId))
    .orderBy(desc(rgEvents.createdAt), desc(rgEvents.id))
    .limit(size)
    .offset((page - 1) * size);
  return { list: rows.map(eventView), total: total?.n ?? 0, pageNo: page, pageSize: size };
}

/** One audit row on the wire (amounts in detail stay minor-unit strings; the page formats them). */
export function eventView(r: typeof rgEvents.$inferSelect): RgEvent {
  return { id: r.id, action: r.action, detail: r.detail, createdAt: r.createdAt.toISOString() };
}
