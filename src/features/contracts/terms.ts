/**
 * The contract pages' pure pieces (docs/contracts.md "Terms" and "Settlement"): the offer as the
 * engine form `contractOffer` checks it (engine/forms/contractOfferForm.ts: the downline, the
 * period rule of dividend grants and the tier rows, each row with its own problems and the agent's
 * own table as the ceiling, the very validator the server runs, so the browser shows the refusals
 * the server gives), a table's top rate, the period label of a settlement in the merchant's
 * reporting zone and the settlement's check (gross = rate x base unless capped by the upline's
 * entitlement). Amounts are compared in minor units (bigint), never as floats.
 */
import type { AgentContract, ContractKind, ContractPeriod, ContractTier, Settlement } from '../../../contract/types';
import { MINOR_DIGITS, toMinor } from '../../../contract/money';
import {
  applyRate,
  bpToRate,
  CONTRACT_KINDS,
  KIND_PAGE,
  rateToBp,
  textOfTiers,
  tiersFromText,
  type TierText,
} from '../../../engine/contracts';
import {
  contractOfferParameters,
  tierParameters,
  type FieldError,
  type FormParameters,
  type RowError,
} from '../../../engine/forms';
import { checkFeatureForm, errorOfField } from '../../renderers/form/featureForms';

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

/** The rows as a wire table (trimmed; a count that is not a whole number becomes NaN, which the form refuses). */
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

/** The problems of an offer's downline and period (null: fine), as {@link offerProblems} gives them. */
export interface OfferProblems {
  downline: Problem | null;
  period: Problem | null;
}

/** The whole offer's problems, as {@link checkOffer} gives them. */
export interface OfferCheck extends OfferProblems {
  tiers: TierCheck;
}

/** An engine error (or a row's) as a {@link Problem} under `contracts.`, with its values when it has any. */
const problemOfError = (e: Pick<FieldError | RowError, 'key' | 'params'> | null): Problem | null =>
  e
    ? { key: e.key.replace(/^contracts\./, ''), ...(Object.keys(e.params).length > 0 ? { values: e.params } : {}) }
    : null;

/** The tiers field's error as the editor's rows: each broken row's problem, or the table's. */
function tierCheckOf(wire: ContractTier[], error: FieldError | null): TierCheck {
  const rows: Problem[][] = wire.map(() => []);
  if (!error) return { rows, table: null, tiers: wire };
  if (!error.rows) return { rows, table: problemOfError(error), tiers: null };
  for (const row of error.rows) rows[row.row]?.push(problemOfError(row)!);
  return { rows, table: null, tiers: null };
}

/**
 * The contractOffer form's parameters of an offer of `kind` under the agent's own contract `own`
 * (null: unknown, no own period and no ceiling), amounts in the currency's `decimals`.
 */
function offerParameters(
  kind: ContractKind,
  own: (Pick<AgentContract, 'period'> & Partial<Pick<AgentContract, 'tiers'>>) | null,
  decimals: number,
  periodLabel: (period: ContractPeriod) => string,
): FormParameters {
  return {
    ...contractOfferParameters(kind, own?.period ?? null),
    ownPeriodLabel: own ? periodLabel(own.period) : null,
    ...tierParameters(decimals, own?.tiers ?? null),
  };
}

/**
 * The offer checked by the engine form `contractOffer` (engine/forms/contractOfferForm.ts;
 * docs/contracts.md "Kinds and switches", "Periods" and "Terms"), as the server checks it: a
 * direct downline must be chosen; the period must be one the kind uses and, for a dividend grant,
 * the agent's own dividend period; the tier rows as typed must each read (whole members
 * 0..1,000,000, an amount with at most `decimals` decimals, a rate of 0..100 with two decimals),
 * then keep their order down the table (never decreasing, no two tiers on both thresholds), then
 * stay under the ceiling: at each tier's thresholds the agent's own table must give at least the
 * tier's rate.
 * @param values the chosen downline's member id (null: none yet), the period and the editor's rows.
 * @param own the agent's own live contract of `kind` (its period and table; null: unknown, no own
 *   period and no ceiling imposed).
 * @param decimals the merchant currency's minor digits.
 * @param periodLabel the own period as the mismatch message names it (default: the period id).
 */
export function checkOffer(
  kind: ContractKind,
  values: { downlineId: number | null; period: ContractPeriod; drafts: readonly TierDraft[] },
  own: Pick<AgentContract, 'period' | 'tiers'> | null,
  decimals: number,
  periodLabel: (period: ContractPeriod) => string = (period) => period,
): OfferCheck {
  const wire = tiersOf(values.drafts);
  const errors = checkFeatureForm(
    'contractOffer',
    { downlineId: values.downlineId, period: values.period, tiers: wire },
    { parameters: offerParameters(kind, own, decimals, periodLabel) },
  );
  return {
    downline: problemOfError(errorOfField(errors, 'downlineId')),
    period: problemOfError(errorOfField(errors, 'period')),
    tiers: tierCheckOf(wire, errorOfField(errors, 'tiers')),
  };
}

/**
 * The tier rows alone, as {@link checkOffer} checks them: each row's problems, or the table's.
 * @param own the agent's own table (the ceiling); null: no ceiling (the caller refuses the offer
 *   by other means).
 */
export function checkTiers(
  drafts: readonly TierDraft[],
  own: readonly ContractTier[] | null,
  decimals: number,
): TierCheck {
  const wire = tiersOf(drafts);
  const errors = checkFeatureForm('contractOffer', { tiers: wire }, { parameters: tierParameters(decimals, own) });
  return tierCheckOf(wire, errorOfField(errors, 'tiers'));
}

/**
 * The offer's downline and period alone, as {@link checkOffer} checks them.
 * @param values the chosen downline's member id (null: none yet) and period.
 * @param own the agent's own live contract of `kind` (null: unknown, no own period imposed).
 * @param periodLabel the own period as the mismatch message names it (default: the period id).
 */
export function offerProblems(
  kind: ContractKind,
  values: { downlineId: number | null; period: ContractPeriod },
  own: Pick<AgentContract, 'period'> | null,
  periodLabel: (period: ContractPeriod) => string = (period) => period,
): OfferProblems {
  const errors = checkFeatureForm('contractOffer', values, {
    parameters: offerParameters(kind, own, MINOR_DIGITS, periodLabel),
  });
  return {
    downline: problemOfError(errorOfField(errors, 'downlineId')),
    period: problemOfError(errorOfField(errors, 'period')),
  };
}

/**
 * The period's problem alone for an offer of `kind` ({@link offerProblems}): a period the kind
 * does not use, or a dividend grant whose period differs from the agent's own dividend contract
 * (values: `period`, the own period's id). Null: fine.
 */
export function periodProblem(
  kind: ContractKind,
  period: ContractPeriod,
  own: Pick<AgentContract, 'period'> | null,
): Problem | null {
  return offerProblems(kind, { downlineId: null, period }, own).period;
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
export function periodLabel(
  s: Pick<Settlement, 'periodKey' | 'periodStart' | 'periodEnd'>,
  offsetMinutes: number,
): string {
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
