/**
 * The contract pages' pure pieces (docs/contracts.md "Terms" and "Settlement"): the offer form's
 * tier rows and their checks (the engine's parseTiers and ceilingBreaches, so the browser shows
 * the refusals the server gives), the period rule of dividend grants, a table's top rate, the
 * period label of a settlement in the merchant's reporting zone and the settlement's check
 * (gross = rate x base unless capped by the upline's entitlement). Amounts are compared in minor
 * units (bigint), never as floats.
 */
import type { AgentContract, ContractKind, ContractPeriod, ContractTier, Settlement } from '../../../contract/types';
import { toMinor } from '../../../contract/money';
import { applyRate, bpToRate, ceilingBreaches, CONTRACT_KINDS, KIND_PAGE, KIND_PERIODS, MAX_TIERS, parseTiers, rateFor, rateToBp, textOfTiers, tiersFromText, tiersOrNull, type Tier, type TierText } from '../../../engine/contracts';

/** The kind an agent center page id shows (spec section 2: agentDividendRecordCopy2 -> dividend ...), or null. */
export function kindOfPage(page: string): ContractKind | null {
  return CONTRACT_KINDS.find((k) => KIND_PAGE[k] === page) ?? null;
}

/** One row of the tier editor as typed (minActive, minAmount, rate percent). */
export type TierDraft = TierText;

/** An i18n key under `contracts.` with its values. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

/** The editor's rows of a wire table (prefill from the agent's own table). */
export function draftsOf(tiers: readonly ContractTier[]): TierDraft[] {
  return textOfTiers(tiers);
}

/** The rows as a wire table (trimmed; a count that is not a whole number becomes NaN, which parseTiers refuses). */
export function tiersOf(drafts: readonly TierDraft[]): ContractTier[] {
  return tiersFromText(drafts);
}

/** What the tier editor shows: each row's problems, a problem of the whole table, and the table to send when there is none. */
export interface TierCheck {
  rows: Problem[][];
  table: Problem | null;
  /** The wire table, only when every check passed. */
  tiers: ContractTier[] | null;
}

const problemOf = (code: string, decimals: number): Problem => ({ key: `tiers.problems.${code}`, values: code === 'TIER_AMOUNT_INVALID' ? { decimals } : {} });

/** The agent's own table parsed (the ceiling), or null when it has none or it does not parse. */
export function ceilingOf(own: readonly ContractTier[] | null | undefined, decimals: number): Tier[] | null {
  return own ? tiersOrNull(own, decimals) : null;
}

/**
 * Checks the editor's rows as the server will (docs/contracts.md "Terms"): each field (whole
 * members 0..1,000,000, an amount with at most `decimals` decimals, a rate of 0..100 with two
 * decimals), then the order down the table (never decreasing, no two tiers on both thresholds),
 * then the ceiling: at each tier's thresholds `own` (the agent's own table) must give at least
 * the tier's rate. `own` null: no ceiling (the caller refuses the offer by other means).
 */
export function checkTiers(drafts: readonly TierDraft[], own: readonly ContractTier[] | null, decimals: number): TierCheck {
  const wire = tiersOf(drafts);
  const rows: Problem[][] = wire.map(() => []);
  if (wire.length === 0) return { rows, table: problemOf('TIERS_EMPTY', decimals), tiers: null };
  if (wire.length > MAX_TIERS) return { rows, table: problemOf('TIERS_TOO_MANY', decimals), tiers: null };
  wire.forEach((tier, i) => {
    const one = parseTiers([tier], decimals);
    if ('problem' in one) rows[i]!.push(problemOf(one.problem.code, decimals));
  });
  if (rows.some((r) => r.length > 0)) return { rows, table: null, tiers: null };
  const all = parseTiers(wire, decimals);
  if ('problem' in all) {
    rows[all.problem.index]!.push(problemOf(all.problem.code, decimals));
    return { rows, table: null, tiers: null };
  }
  const ceiling = ceilingOf(own, decimals);
  if (ceiling) {
    for (const i of ceilingBreaches(ceiling, all.tiers)) {
      const t = all.tiers[i]!;
      rows[i]!.push({ key: 'tiers.problems.CEILING', values: { rate: bpToRate(rateFor(ceiling, t.minActive, t.minAmount)) } });
    }
  }
  return { rows, table: null, tiers: rows.some((r) => r.length > 0) ? null : wire };
}

/**
 * The period's problem for an offer of `kind` (docs/contracts.md "Kinds and switches" and
 * "Periods"): a period the kind does not use, or a dividend grant whose period differs from the
 * agent's own dividend contract. Null: fine.
 */
export function periodProblem(kind: ContractKind, period: ContractPeriod, own: Pick<AgentContract, 'period'> | null): Problem | null {
  if (!KIND_PERIODS[kind].includes(period)) return { key: 'offer.periodInvalid' };
  if (kind === 'dividend' && own && own.period !== period) return { key: 'offer.periodMismatch', values: { period: own.period } };
  return null;
}

/** The highest rate of a wire table as a percent string ("0.00" when none reads). */
export function topRateOf(tiers: readonly ContractTier[]): string {
  return bpToRate(tiers.reduce((m, t) => Math.max(m, rateToBp(t.rate) ?? 0), 0));
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The reporting wall clock of an instant: its fields read in UTC after shifting by the offset. */
function wall(iso: string, offsetMinutes: number): Date | null {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : new Date(ms + offsetMinutes * 60_000);
}
const dayText = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const clockText = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;

/**
 * A settlement period as the agent reads it, in the merchant's reporting zone (docs/contracts.md
 * "Periods": `offsetMinutes` east of UTC, +480 by default), from its start and end instants; the
 * key's letter says the length: D a day ("2026-11-25"), W and S a span of days
 * ("2026-11-23 – 2026-11-29", the end day inclusive), M a month ("2026-11"), H an hour and F five
 * minutes ("2026-11-25 13:05–13:10"). Falls back to the key when an instant does not read.
 */
export function periodLabel(s: Pick<Settlement, 'periodKey' | 'periodStart' | 'periodEnd'>, offsetMinutes: number): string {
  const start = wall(s.periodStart, offsetMinutes);
  const end = wall(s.periodEnd, offsetMinutes);
  if (!start || !end) return s.periodKey;
  const lastDay = new Date(end.getTime() - 1);
  switch (s.periodKey[0]) {
    case 'D':
      return dayText(start);
    case 'M':
      return `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}`;
    case 'H':
    case 'F':
      return `${dayText(start)} ${clockText(start)}–${clockText(end)}`;
    default:
      return dayText(start) === dayText(lastDay) ? dayText(start) : `${dayText(start)} – ${dayText(lastDay)}`;
  }
}

/**
 * Whether a settlement's gross is below rate x base (docs/contracts.md "The difference model":
 * the downlines never share more than the upline's entitlement, so a gross can be capped). Amounts
 * in the currency's `decimals`; false when a figure does not read.
 */
export function grossCapped(s: Pick<Settlement, 'base' | 'rate' | 'gross'>, decimals: number): boolean {
  const base = toMinor(s.base, decimals);
  const gross = toMinor(s.gross, decimals);
  const bp = rateToBp(s.rate);
  if (base === null || gross === null || bp === null) return false;
  const full = base > 0n ? applyRate(base, bp) : 0n;
  return gross < full;
}
