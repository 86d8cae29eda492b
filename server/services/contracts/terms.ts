/**
 * The terms of an offer as the server checks them (docs/contracts.md "Kinds and switches" and
 * "Terms"): the kind switched on by the merchant's consolidated settings; the offer's downline,
 * period and tier table by the engine form `contractOffer` (engine/forms/contractOfferForm.ts,
 * the validator the offer dialog runs; server/services/forms/featureSubmission.ts), its refusals
 * the contract codes below; an operator's table read in the merchant currency (engine/contracts.ts
 * parseTiers). Also the conversions between the wire's tiers (decimal strings, percent strings)
 * and the stored ones (minor units, basis points; server/db/contractSchema.ts StoredTier).
 */
import { currencyDecimals, toWire } from '../../../contract/money.ts';
import type { ContractKind, ContractPeriod, ContractPreviewBody, ContractTier } from '../../../contract/types.ts';
import {
  bpToRate,
  KIND_PERIODS,
  kindEnabled,
  MAX_TIERS,
  parseTiers,
  type Tier,
  type TierProblem,
} from '../../../engine/contracts.ts';
import { contractOfferParameters, tierParameters, tierProblemOf } from '../../../engine/forms/index.ts';
import type { StoredTier } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { notInTeam } from '../agent/team.ts';
import { checkFeatureSubmission, type FeatureRefusals } from '../forms/featureSubmission.ts';
import type { MerchantContext } from '../merchants.ts';

/** The merchant currency (permission.currency): tier amounts are in it. */
export const currencyOfMerchant = (merchant: MerchantContext): string => merchant.config.permission.currency;

/** Whether the merchant's consolidated settings switch `kind` on (spec section 3). */
export const kindOn = (merchant: MerchantContext, kind: string): boolean =>
  kindEnabled(merchant.config.contractSettings, kind as ContractKind);

/**
 * Refuses a kind the merchant's consolidated settings switch off (docs/contracts.md "Kinds and switches").
 * @throws ApiError 403 CONTRACT_KIND_OFF (value `{ field: 'kind', in }`).
 */
export function assertKindOn(merchant: MerchantContext, kind: ContractKind, where: 'body' | 'params' = 'body'): void {
  if (!kindOn(merchant, kind))
    throw new ApiError(403, 'CONTRACT_KIND_OFF', 'contractKindOff', { value: { field: 'kind', in: where } });
}

/**
 * Refuses a period the kind does not use (engine/contracts.ts KIND_PERIODS: dividends daily to
 * monthly, daily wage daily, hourly wage hour, real-time salary fiveMinutes).
 * @throws ApiError 400 CONTRACT_PERIOD_INVALID (value `{ field: 'period', in: 'body' }`).
 */
export function assertPeriod(kind: ContractKind, period: ContractPeriod): void {
  if (!KIND_PERIODS[kind].includes(period)) throw periodInvalid();
}

const periodInvalid = () =>
  new ApiError(400, 'CONTRACT_PERIOD_INVALID', 'contractPeriodInvalid', { value: { field: 'period', in: 'body' } });

const PROBLEM_KEYS: Record<string, MessageKey> = {
  TIERS_EMPTY: 'contractTiersEmpty',
  TIERS_TOO_MANY: 'contractTiersTooMany',
  TIER_ACTIVE_INVALID: 'contractTierActiveInvalid',
  TIER_AMOUNT_INVALID: 'contractTierAmountInvalid',
  TIER_RATE_INVALID: 'contractTierRateInvalid',
  TIERS_NOT_INCREASING: 'contractTiersNotIncreasing',
  TIERS_DUPLICATE: 'contractTiersDuplicate',
};

/** The body field a tier problem is about: `tiers`, `tiers[2]` (the order of the table) or `tiers[2].minAmount`. */
export function tierField(problem: TierProblem): string {
  if (problem.code === 'TIERS_EMPTY' || problem.code === 'TIERS_TOO_MANY') return 'tiers';
  return problem.field === 'tiers' ? `tiers[${problem.index}]` : `tiers[${problem.index}].${problem.field}`;
}

/**
 * The refusal of a tier table's problem: 400 with its code (TIERS_EMPTY, TIERS_TOO_MANY,
 * TIER_ACTIVE_INVALID, TIER_AMOUNT_INVALID, TIER_RATE_INVALID, TIERS_NOT_INCREASING,
 * TIERS_DUPLICATE) and value `{ field: 'tiers[i].minAmount', in: 'body' }` (see {@link tierField});
 * the ceiling's (code CEILING) is 400 CONTRACT_ABOVE_CEILING naming `tiers[i].rate`. The message
 * names the tier counted from 1 (and the most tiers, the currency's decimals).
 */
function tierRefusal(problem: TierProblem, decimals: number): ApiError {
  if (problem.code === 'CEILING')
    return new ApiError(400, 'CONTRACT_ABOVE_CEILING', 'contractAboveCeiling', {
      value: { field: `tiers[${problem.index}].rate`, in: 'body' },
      params: { tier: problem.index + 1 },
    });
  const params = { tier: problem.index + 1, max: MAX_TIERS, decimals };
  return new ApiError(400, problem.code, PROBLEM_KEYS[problem.code] ?? 'badRequest', {
    value: { field: tierField(problem), in: 'body' },
    params,
  });
}

/**
 * The wire's tier table as {@link Tier}s (minor units of the merchant currency, basis points):
 * an operator's table, or an offer's once {@link checkOfferForm} accepted it.
 * @throws ApiError 400 with the problem's code (see {@link tierRefusal}).
 */
export function readTiers(tiers: readonly ContractTier[], currency: string): Tier[] {
  const decimals = currencyDecimals(currency);
  const parsed = parseTiers(tiers, decimals);
  if ('tiers' in parsed) return parsed.tiers;
  throw tierRefusal(parsed.problem, decimals);
}

/** The refusals of the contractOffer form's fields, in the merchant currency's `decimals`. */
const offerRefusals = (decimals: number): FeatureRefusals => ({
  downlineId: () => notInTeam(),
  period: (error) =>
    error.rule === 'pattern'
      ? new ApiError(400, 'CONTRACT_PERIOD_MISMATCH', 'contractPeriodMismatch', {
          value: { field: 'period', in: 'body' },
        })
      : periodInvalid(),
  tiers: (error) => tierRefusal(tierProblemOf(error) ?? { code: 'TIERS_EMPTY', index: 0, field: 'tiers' }, decimals),
});

/**
 * Checks an offer (or its preview) with the engine form `contractOffer`, as the offer dialog
 * checks it (docs/contracts.md "Kinds and switches", "Periods", "Terms"): the downline id, the
 * kind's period and the tier table in the merchant currency; with the offering agent's own live
 * contract `own` also a dividend's period (the own one) and the ceiling (the own table).
 * @param own the agent's own live contract of the kind (its period and stored tiers), or null for
 *   the checks that need none (before it is read; a preview, which shows the ceiling instead).
 * @throws ApiError (the first broken field in the form's order) 404 NOT_IN_TEAM (no member id),
 *   400 CONTRACT_PERIOD_INVALID, 400 CONTRACT_PERIOD_MISMATCH, 400 tier problems (see
 *   {@link tierRefusal}), 400 CONTRACT_ABOVE_CEILING.
 */
export function checkOfferForm(
  merchant: MerchantContext,
  body: Pick<ContractPreviewBody, 'kind' | 'downlineId' | 'period' | 'tiers'>,
  own: { period: string; tiers: readonly StoredTier[] } | null,
): void {
  const currency = currencyOfMerchant(merchant);
  const decimals = currencyDecimals(currency);
  checkFeatureSubmission(
    'contractOffer',
    { downlineId: body.downlineId, period: body.period, tiers: body.tiers },
    {
      parameters: {
        ...contractOfferParameters(body.kind, own?.period ?? null),
        ...tierParameters(decimals, own ? ceilingOfStored(own.tiers, currency) : null),
      },
      refusals: offerRefusals(decimals),
    },
  );
}

/** Tiers as stored (server/db/contractSchema.ts StoredTier: minAmount as minor units in a decimal string). */
export const toStored = (tiers: readonly Tier[]): StoredTier[] =>
  tiers.map((t) => ({ minActive: t.minActive, minAmount: t.minAmount.toString(), rateBp: t.rateBp }));

/** Whether a stored tier's amount reads (minor units as a decimal string). */
const readable = (t: StoredTier) => /^\d{1,30}$/.test(String(t.minAmount));

/** Stored tiers as {@link Tier}s for the engine (ceiling, tier selection); an unreadable amount is a tier never reached. */
export const fromStored = (tiers: readonly StoredTier[]): Tier[] =>
  tiers.map((t) => ({
    minActive: t.minActive,
    minAmount: readable(t) ? BigInt(t.minAmount) : 2n ** 96n,
    rateBp: t.rateBp,
  }));

/**
 * An agent's own stored table as the contractOffer form's ceiling (wire tiers in `currency`): a
 * tier whose amount does not read is never reached ({@link fromStored}), so it is left out.
 */
const ceilingOfStored = (tiers: readonly StoredTier[], currency: string): ContractTier[] =>
  toWireTiers(tiers.filter(readable), currency);

/** Stored tiers on the wire: amounts as decimal strings in `currency`, rates as percent strings ("1.25"). */
export const toWireTiers = (tiers: readonly StoredTier[], currency: string): ContractTier[] =>
  tiers.map((t) => ({
    minActive: t.minActive,
    minAmount: toWire(BigInt(t.minAmount), currency),
    rate: bpToRate(t.rateBp),
  }));
