/**
 * The checks the money paths call (docs/responsible-gaming.md "Limits", enforcement): login,
 * deposit order creation, game launch, the vendor protocol debit and the transfer to a vendor
 * wallet. Each costs one indexed read (rg_profiles joined with rg_limits by member id) for a
 * member without responsible gaming settings; the window sums (server/services/rg/usage.ts) are
 * read only when the member has a limit of the kind that path counts.
 */
import type { Db } from '../../db/open.ts';
import type { RgLimitKindColumn, RgPeriodColumn } from '../../db/rgSchema.ts';
import { ApiError } from '../../http/errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { cachedReportingOffset } from '../rewards/reportingOffset.ts';
import { toWire } from '../../../contract/money.ts';
import { periodWindow, wallClock, zoneOfOffset } from './periods.ts';
import { exclusionOf, loadState, type ActiveExclusion, type RgState } from './state.ts';
import { usedAfterStake, usedOf, windowSums } from './usage.ts';

/** The zone the member's periods follow: the profile's, else the merchant's reporting offset as a zone. */
export async function zoneOf(db: Db, merchantId: number, state: RgState): Promise<string> {
  return state.profile?.timeZone ?? zoneOfOffset(await cachedReportingOffset(db, merchantId));
}

/**
 * 403 RG_EXCLUDED for a running exclusion: value `{ kind, until }` (until: ISO time, null for a
 * closure); the message says until when on the member's wall clock (rgExcludedUntil) or that the
 * account is closed for good (rgClosed).
 */
export function excludedError(exclusion: ActiveExclusion, timeZone: string): ApiError {
  const until = exclusion.endsAt?.toISOString() ?? null;
  if (!exclusion.endsAt)
    return new ApiError(403, 'RG_EXCLUDED', 'rgClosed', { value: { kind: exclusion.kind, until } });
  return new ApiError(403, 'RG_EXCLUDED', 'rgExcludedUntil', {
    value: { kind: exclusion.kind, until },
    params: { until: wallClock(exclusion.endsAt, timeZone), zone: timeZone },
  });
}

/**
 * Refuses a member on a time-out, a self-exclusion or closed (login, deposit, launch, transfer).
 * @throws ApiError 403 RG_EXCLUDED (see {@link excludedError}).
 */
export async function assertNotExcluded(db: Db, merchantId: number, memberId: number, now: Date): Promise<void> {
  const state = await loadState(db, memberId, now);
  const exclusion = exclusionOf(state, now);
  if (exclusion) throw excludedError(exclusion, await zoneOf(db, merchantId, state));
}

/** Whether the member is on a time-out, a self-exclusion or closed now (broadcasts, promotions). */
export async function isExcluded(db: Db, memberId: number, now: Date): Promise<boolean> {
  return exclusionOf(await loadState(db, memberId, now), now) !== null;
}

const LIMIT_KEY: Record<RgLimitKindColumn, Record<RgPeriodColumn, MessageKey>> = {
  deposit: { day: 'rgDepositLimitDay', week: 'rgDepositLimitWeek', month: 'rgDepositLimitMonth' },
  wager: { day: 'rgWagerLimitDay', week: 'rgWagerLimitWeek', month: 'rgWagerLimitMonth' },
  loss: { day: 'rgLossLimitDay', week: 'rgLossLimitWeek', month: 'rgLossLimitMonth' },
};
const LIMIT_CODE: Record<RgLimitKindColumn, string> = {
  deposit: 'RG_DEPOSIT_LIMIT',
  wager: 'RG_WAGER_LIMIT',
  loss: 'RG_LOSS_LIMIT',
};

/** The limit a new amount would pass, with the room left (minor units, never below 0). */
export interface LimitBreach {
  kind: RgLimitKindColumn;
  period: RgPeriodColumn;
  remaining: bigint;
}

/**
 * 400 RG_DEPOSIT_LIMIT, RG_WAGER_LIMIT or RG_LOSS_LIMIT with value `{ kind, period, remaining }`
 * (remaining a decimal string of `currency`); the message names the period and the room left.
 */
export function limitError(breach: LimitBreach, currency: string): ApiError {
  const remaining = toWire(breach.remaining, currency);
  return new ApiError(400, LIMIT_CODE[breach.kind], LIMIT_KEY[breach.kind][breach.period], {
    value: { kind: breach.kind, period: breach.period, remaining },
    params: { remaining: `${remaining} ${currency}` },
  });
}

/**
 * The first limit of `kinds` that `amount` more would pass, or null. Exactly reaching a limit
 * passes; one minor unit over is refused (docs/responsible-gaming.md "Limits").
 */
async function breachOf(
  db: Db,
  merchantId: number,
  memberId: number,
  state: RgState,
  kinds: RgLimitKindColumn[],
  amount: bigint,
  now: Date,
): Promise<LimitBreach | null> {
  const relevant = state.limits.filter((l) => l.amount !== null && kinds.includes(l.kind));
  if (relevant.length === 0) return null;
  const zone = await zoneOf(db, merchantId, state);
  const sums = new Map<RgPeriodColumn, Awaited<ReturnType<typeof windowSums>>>();
  for (const limit of relevant) {
    if (!sums.has(limit.period)) {
      const w = periodWindow(limit.period, now, zone);
      sums.set(limit.period, await windowSums(db, merchantId, memberId, w.start, w.end));
    }
    const s = sums.get(limit.period)!;
    const after = limit.kind === 'deposit' ? usedOf('deposit', s) + amount : usedAfterStake(limit.kind, s, amount);
    if (after > limit.amount!) {
      const used = usedOf(limit.kind, s);
      const room = limit.amount! - used;
      return { kind: limit.kind, period: limit.period, remaining: room > 0n ? room : 0n };
    }
  }
  return null;
}

/**
 * Deposit order creation: refuses an excluded member and a deposit that would pass a deposit limit.
 * @throws ApiError 403 RG_EXCLUDED, 400 RG_DEPOSIT_LIMIT (value `{ kind, period, remaining }`).
 */
export async function assertDepositAllowed(
  db: Db,
  merchantId: number,
  currency: string,
  memberId: number,
  amount: bigint,
  now: Date,
): Promise<void> {
  const state = await loadState(db, memberId, now);
  const exclusion = exclusionOf(state, now);
  if (exclusion) throw excludedError(exclusion, await zoneOf(db, merchantId, state));
  const breach = await breachOf(db, merchantId, memberId, state, ['deposit'], amount, now);
  if (breach) throw limitError(breach, currency);
}

/** Why a stake is refused: excluded, or past a loss or wager limit. */
export type StakeRefusal =
  { reason: 'excluded'; exclusion: ActiveExclusion; timeZone: string } | ({ reason: 'limit' } & LimitBreach);

/**
 * A stake of `amount` (a vendor debit or a transfer to a vendor wallet): null when allowed.
 * @param lock lock the member's profile row (inside the debit's transaction) so concurrent stakes
 *   of a member with limits are counted one after the other.
 */
export async function stakeRefusal(
  db: Db,
  merchantId: number,
  memberId: number,
  amount: bigint,
  now: Date,
  lock = false,
): Promise<StakeRefusal | null> {
  const state = await loadState(db, memberId, now, lock);
  if (!state.profile) return null;
  const exclusion = exclusionOf(state, now);
  if (exclusion) return { reason: 'excluded', exclusion, timeZone: await zoneOf(db, merchantId, state) };
  const breach = await breachOf(db, merchantId, memberId, state, ['loss', 'wager'], amount, now);
  return breach ? { reason: 'limit', ...breach } : null;
}

/**
 * The transfer to a vendor wallet (counts as a wager).
 * @throws ApiError 403 RG_EXCLUDED, 400 RG_WAGER_LIMIT or RG_LOSS_LIMIT.
 */
export async function assertStakeAllowed(
  db: Db,
  merchantId: number,
  currency: string,
  memberId: number,
  amount: bigint,
  now: Date,
): Promise<void> {
  const refusal = await stakeRefusal(db, merchantId, memberId, amount, now);
  if (!refusal) return;
  if (refusal.reason === 'excluded') throw excludedError(refusal.exclusion, refusal.timeZone);
  throw limitError(refusal, currency);
}
