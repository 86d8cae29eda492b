/**
 * The terms of an agent contract (spec sections 3, 4 and 9; docs/contracts.md), pure and shared by
 * the browser (the offer form's checks and the lower-rate warning's wording) and the server (the
 * offer's validation, the ceiling rule and the settlement's tier selection).
 *
 * - Four kinds, each switched on by one consolidated contract setting (non-zero = on).
 * - A tier table: up to 10 tiers, each with two thresholds (active members and an amount: period
 *   valid bet for wages and salaries, period profit and loss for dividends) and a rate in basis
 *   points (1 bp = 0.01 %). Down the table thresholds and rates never decrease, so the rate is a
 *   non-decreasing function of the figures.
 * - The rate of a period is that of the last (highest) tier whose two thresholds are both reached
 *   (`>=`); none reached: 0.
 * - Ceiling: a downline's table may never beat the offering agent's own table of the same kind:
 *   at every tier's thresholds of the downline's table, the upline's table gives at least the same
 *   rate. Because both are non-decreasing and a downline's team is part of the upline's team, the
 *   downline's rate on its figures never exceeds the upline's rate on the upline's figures.
 */
import { MEMBER_AMOUNT_PATTERN } from '../contract/money';
import type { ContractKind, ContractPeriod, ContractSettings, ContractTier } from '../contract/types';

/** The four kinds, in menu order (spec section 2 "Agent center menu"). */
export const CONTRACT_KINDS: readonly ContractKind[] = ['dividend', 'dailyWage', 'hourlyWage', 'realtimeSalary'];

/** The consolidated contract setting that switches each kind on (spec section 3). */
export const KIND_SETTING: Readonly<Record<ContractKind, keyof ContractSettings>> = {
  dividend: 'divtypereq',
  dailyWage: 'dailysalreqtype',
  hourlyWage: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
};

/** The periods each kind may use (spec sections 3 and 9: dividends daily to monthly, real-time salary every 5 minutes). */
export const KIND_PERIODS: Readonly<Record<ContractKind, readonly ContractPeriod[]>> = {
  dividend: ['daily', 'weekly', 'semimonthly', 'monthly'],
  dailyWage: ['daily'],
  hourlyWage: ['hour'],
  realtimeSalary: ['fiveMinutes'],
};

/** The agent center page of each kind (spec section 2). */
export const KIND_PAGE: Readonly<Record<ContractKind, string>> = {
  dividend: 'agentDividendRecordCopy2',
  dailyWage: 'agentDailyWages2',
  hourlyWage: 'agentHourSalary',
  realtimeSalary: 'agentRealtimeSalary',
};

/** Most tiers in a table. */
export const MAX_TIERS = 10;

/** Whether the merchant's consolidated settings switch `kind` on. */
export function kindEnabled(settings: ContractSettings | null | undefined, kind: ContractKind): boolean {
  return Boolean(settings && settings[KIND_SETTING[kind]] !== 0);
}

/** Whether the figure a kind's tiers and rate apply to is the profit and loss (dividends) rather than valid bet. */
export const usesProfitLoss = (kind: ContractKind): boolean => kind === 'dividend';

/** A tier with its amount in minor units and its rate in basis points. */
export interface Tier {
  minActive: number;
  /** Minor units. */
  minAmount: bigint;
  /** Basis points, 0..10000. */
  rateBp: number;
}

/** A tier's rate: a percent of 0..100 with at most two decimals (docs/contracts.md "Terms"). */
export const TIER_RATE_PATTERN = /^(100(?:\.0{1,2})?|\d{1,2}(?:\.\d{1,2})?)$/;
/** A tier's amount threshold: a member's amount (up to 12 integer digits; the decimals are checked against the currency's). */
export const TIER_AMOUNT_PATTERN = MEMBER_AMOUNT_PATTERN;
/** Most active members a tier's threshold may ask for. */
export const MAX_TIER_ACTIVE = 1_000_000;

/** "1.25" -> 125 basis points; null when not a percent of 0..100 with at most two decimals. */
export function rateToBp(rate: string): number | null {
  const m = TIER_RATE_PATTERN.exec(rate);
  if (!m) return null;
  const [whole, fraction = ''] = rate.split('.');
  return Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
}

/** 125 -> "1.25" (always two decimals). */
export function bpToRate(bp: number): string {
  return `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

/** Why a tier table is refused: the code, the tier (0-based) and the field. */
export interface TierProblem {
  /** TIERS_EMPTY, TIERS_TOO_MANY, TIER_RATE_INVALID, TIER_AMOUNT_INVALID, TIER_ACTIVE_INVALID, TIERS_NOT_INCREASING, TIERS_DUPLICATE. */
  code: string;
  index: number;
  field: 'tiers' | 'minActive' | 'minAmount' | 'rate';
}

/**
 * The wire table as {@link Tier}s, or the first problem.
 * @param decimals the currency's minor digits (amounts with more decimals are refused).
 */
export function parseTiers(tiers: readonly ContractTier[], decimals = 2): { tiers: Tier[] } | { problem: TierProblem } {
  if (tiers.length === 0) return { problem: { code: 'TIERS_EMPTY', index: 0, field: 'tiers' } };
  if (tiers.length > MAX_TIERS) return { problem: { code: 'TIERS_TOO_MANY', index: MAX_TIERS, field: 'tiers' } };
  const out: Tier[] = [];
  for (const [index, t] of tiers.entries()) {
    if (!Number.isSafeInteger(t.minActive) || t.minActive < 0 || t.minActive > MAX_TIER_ACTIVE)
      return { problem: { code: 'TIER_ACTIVE_INVALID', index, field: 'minActive' } };
    const m = TIER_AMOUNT_PATTERN.exec(t.minAmount);
    if (!m || (m[2] ?? '').length > decimals)
      return { problem: { code: 'TIER_AMOUNT_INVALID', index, field: 'minAmount' } };
    const minAmount = BigInt(m[1]!) * 10n ** BigInt(decimals) + BigInt((m[2] ?? '').padEnd(decimals, '0') || '0');
    const rateBp = rateToBp(t.rate);
    if (rateBp === null) return { problem: { code: 'TIER_RATE_INVALID', index, field: 'rate' } };
    const prev = out[index - 1];
    if (prev) {
      if (t.minActive < prev.minActive || minAmount < prev.minAmount || rateBp < prev.rateBp)
        return { problem: { code: 'TIERS_NOT_INCREASING', index, field: 'tiers' } };
      if (t.minActive === prev.minActive && minAmount === prev.minAmount)
        return { problem: { code: 'TIERS_DUPLICATE', index, field: 'tiers' } };
    }
    out.push({ minActive: t.minActive, minAmount, rateBp });
  }
  return { tiers: out };
}

/** The index of the tier that applies to the figures (the last whose two thresholds are reached), or -1. */
export function selectTier(tiers: readonly Tier[], activeMembers: number, amount: bigint): number {
  let chosen = -1;
  for (const [i, t] of tiers.entries()) if (activeMembers >= t.minActive && amount >= t.minAmount) chosen = i;
  return chosen;
}

/** The rate (basis points) the table gives the figures; 0 when no tier is reached. */
export function rateFor(tiers: readonly Tier[], activeMembers: number, amount: bigint): number {
  const i = selectTier(tiers, activeMembers, amount);
  return i < 0 ? 0 : tiers[i]!.rateBp;
}

/**
 * The tiers of `lower` that `upper` does not cover: those where `upper`, at the tier's own
 * thresholds, gives a smaller rate. Empty: `lower` may be granted under `upper` (the ceiling rule).
 */
export function ceilingBreaches(upper: readonly Tier[], lower: readonly Tier[]): number[] {
  const out: number[] = [];
  for (const [i, t] of lower.entries()) if (rateFor(upper, t.minActive, t.minAmount) < t.rateBp) out.push(i);
  return out;
}

/** Highest rate of a table, basis points. */
export const topRate = (tiers: readonly Tier[]): number => tiers.reduce((m, t) => Math.max(m, t.rateBp), 0);

/** `amount` x `rateBp` / 10000, rounded down (towards zero for negatives: never pays a fraction more). */
export function applyRate(amount: bigint, rateBp: number): bigint {
  return (amount * BigInt(rateBp)) / 10_000n;
}

/** A tier as a form holds it: the three fields as typed (whole members, a decimal amount, a rate percent). */
export interface TierText {
  minActive: string;
  minAmount: string;
  rate: string;
}

const WHOLE_MEMBERS = /^\d{1,7}$/;

/**
 * A form's typed tiers as the wire table (docs/contracts.md "Terms"): each field trimmed; a member
 * count that is not a whole number of at most 7 digits becomes NaN, which {@link parseTiers}
 * refuses (TIER_ACTIVE_INVALID). Shared by the agent pages' offer form and the console's editor.
 */
export function tiersFromText(rows: readonly TierText[]): ContractTier[] {
  return rows.map((r) => ({
    minActive: WHOLE_MEMBERS.test(r.minActive.trim()) ? Number(r.minActive.trim()) : Number.NaN,
    minAmount: r.minAmount.trim(),
    rate: r.rate.trim(),
  }));
}

/** A wire table as a form's typed tiers (to start from an existing table); the inverse of {@link tiersFromText} on a valid table. */
export function textOfTiers(tiers: readonly ContractTier[]): TierText[] {
  return tiers.map((t) => ({ minActive: String(t.minActive), minAmount: t.minAmount, rate: t.rate }));
}

/**
 * A wire table parsed with {@link parseTiers} in the currency's `decimals`, or null when it does not
 * parse (a table that is no ceiling, or whose ceiling cannot be judged: docs/contracts.md "Terms",
 * "Lower rate"). Shared by the offer form's ceiling and the console's lower-rate effects.
 */
export function tiersOrNull(tiers: readonly ContractTier[], decimals = 2): Tier[] | null {
  const parsed = parseTiers(tiers, decimals);
  return 'problem' in parsed ? null : parsed.tiers;
}
