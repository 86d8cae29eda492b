/**
 * The terms of an offer as the server checks them (docs/contracts.md "Kinds and switches" and
 * "Terms"): the kind switched on by the merchant's consolidated settings, the period allowed for
 * the kind, and the tier table read in the merchant currency (engine/contracts.ts parseTiers).
 * Also the conversions between the wire's tiers (decimal strings, percent strings) and the stored
 * ones (minor units, basis points; server/db/contractSchema.ts StoredTier).
 */
import { currencyDecimals, toWire } from '../../../contract/money.ts';
import type { ContractKind, ContractPeriod, ContractTier } from '../../../contract/types.ts';
import { bpToRate, KIND_PERIODS, kindEnabled, MAX_TIERS, parseTiers, type Tier, type TierProblem } from '../../../engine/contracts.ts';
import type { StoredTier } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import type { MerchantContext } from '../merchants.ts';

/** The merchant currency (permission.currency): tier amounts are in it. */
export const currencyOfMerchant = (merchant: MerchantContext): string => merchant.config.permission.currency;

/** Whether the merchant's consolidated settings switch `kind` on (spec section 3). */
export const kindOn = (merchant: MerchantContext, kind: string): boolean => kindEnabled(merchant.config.contractSettings, kind as ContractKind);

/**
 * Refuses a kind the merchant's consolidated settings switch off (docs/contracts.md "Kinds and switches").
 * @throws ApiError 403 CONTRACT_KIND_OFF (value `{ field: 'kind', in }`).
 */
export function assertKindOn(merchant: MerchantContext, kind: ContractKind, where: 'body' | 'params' = 'body'): void {
  if (!kindOn(merchant, kind)) throw new ApiError(403, 'CONTRACT_KIND_OFF', 'contractKindOff', { value: { field: 'kind', in: where } });
}

/**
 * Refuses a period the kind does not use (engine/contracts.ts KIND_PERIODS: dividends daily to
 * monthly, daily wage daily, hourly wage hour, real-time salary fiveMinutes).
 * @throws ApiError 400 CONTRACT_PERIOD_INVALID (value `{ field: 'period', in: 'body' }`).
 */
export function assertPeriod(kind: ContractKind, period: ContractPeriod): void {
  if (!KIND_PERIODS[kind].includes(period)) throw new ApiError(400, 'CONTRACT_PERIOD_INVALID', 'contractPeriodInvalid', { value: { field: 'period', in: 'body' } });
}

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
 * The wire's tier table as {@link Tier}s (minor units of the merchant currency, basis points).
 * @throws ApiError 400 with the problem's code (TIERS_EMPTY, TIERS_TOO_MANY, TIER_ACTIVE_INVALID,
 *   TIER_AMOUNT_INVALID, TIER_RATE_INVALID, TIERS_NOT_INCREASING, TIERS_DUPLICATE) and value
 *   `{ field: 'tiers[i].minAmount', in: 'body' }` (see {@link tierField}); the message names the
 *   tier counted from 1.
 */
export function readTiers(tiers: readonly ContractTier[], currency: string): Tier[] {
  const decimals = currencyDecimals(currency);
  const parsed = parseTiers(tiers, decimals);
  if ('tiers' in parsed) return parsed.tiers;
  const { problem } = parsed;
  const params = { tier: problem.index + 1, max: MAX_TIERS, decimals };
  throw new ApiError(400, problem.code, PROBLEM_KEYS[problem.code] ?? 'badRequest', { value: { field: tierField(problem), in: 'body' }, params });
}

/** Tiers as stored (server/db/contractSchema.ts StoredTier: minAmount as minor units in a decimal string). */
export const toStored = (tiers: readonly Tier[]): StoredTier[] => tiers.map((t) => ({ minActive: t.minActive, minAmount: t.minAmount.toString(), rateBp: t.rateBp }));

/** Stored tiers as {@link Tier}s for the engine (ceiling, tier selection); an unreadable amount is a tier never reached. */
export const fromStored = (tiers: readonly StoredTier[]): Tier[] =>
  tiers.map((t) => ({ minActive: t.minActive, minAmount: /^\d{1,30}$/.test(String(t.minAmount)) ? BigInt(t.minAmount) : 2n ** 96n, rateBp: t.rateBp }));

/** Stored tiers on the wire: amounts as decimal strings in `currency`, rates as percent strings ("1.25"). */
export const toWireTiers = (tiers: readonly StoredTier[], currency: string): ContractTier[] =>
  tiers.map((t) => ({ minActive: t.minActive, minAmount: toWire(BigInt(t.minAmount), currency), rate: bpToRate(t.rateBp) }));
