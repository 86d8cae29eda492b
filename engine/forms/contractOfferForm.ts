/**
 * The contract offer as an engine form `contractOffer` (spec sections 3 and 4 "Contracts";
 * docs/contracts.md "Kinds and switches", "Periods", "Terms"): the direct downline (a member id,
 * a whole number above 0), the period (one of the kind's periods and, for a dividend grant, the
 * agent's own dividend period) and the tier table, checked row by row with the contract terms of
 * engine/contracts.ts (parseTiers and ceilingBreaches) by the ajv keyword `tierTable`
 * (./tierTableKeyword.ts): each broken row keeps its own rule and message (the FieldError's
 * `rows`), the table's own problems (empty, too many) are the field's. One keyword on one field
 * rather than a field per row: the order and the ceiling read the whole table.
 *
 * The browser (src/features/contracts/terms.ts) and the server (server/services/contracts/offer.ts)
 * run this form's precompiled validator; engine/contracts.ts keeps parseTiers for the settlement
 * maths. The tiers field is drawn by the offer dialog's own tier editor
 * (src/features/contracts/TierEditor.tsx); its widget kind `text` is only the registry's fallback
 * (a FormRenderer would take the editor as a `fieldIs('contractOffer', 'tiers')` widget).
 */
import type { ContractKind, ContractTier } from '../../contract/types';
import { KIND_PERIODS, MAX_TIERS, type TierProblem } from '../contracts';
import { featureForm } from './featureFields';
import type { FieldError, FieldRule, FormSchema } from './types';

/** The rules of the tier table (./tierTableKeyword.ts). */
export type TierRule = Extract<
  FieldRule,
  | 'tiersEmpty'
  | 'tiersTooMany'
  | 'tierActive'
  | 'tierAmount'
  | 'tierRate'
  | 'tiersNotIncreasing'
  | 'tiersDuplicate'
  | 'tierCeiling'
>;

/**
 * Each tier rule's problem in the contract terms' words (engine/contracts.ts TierProblem: `code`
 * and `field`; CEILING is the ceiling rule's, answered 400 CONTRACT_ABOVE_CEILING by the server),
 * also the last part of its message key `contracts.tiers.problems.<code>`.
 */
export const TIER_RULES: Readonly<Record<TierRule, { code: string; field: TierProblem['field'] }>> = {
  tiersEmpty: { code: 'TIERS_EMPTY', field: 'tiers' },
  tiersTooMany: { code: 'TIERS_TOO_MANY', field: 'tiers' },
  tierActive: { code: 'TIER_ACTIVE_INVALID', field: 'minActive' },
  tierAmount: { code: 'TIER_AMOUNT_INVALID', field: 'minAmount' },
  tierRate: { code: 'TIER_RATE_INVALID', field: 'rate' },
  tiersNotIncreasing: { code: 'TIERS_NOT_INCREASING', field: 'tiers' },
  tiersDuplicate: { code: 'TIERS_DUPLICATE', field: 'tiers' },
  tierCeiling: { code: 'CEILING', field: 'rate' },
};

/**
 * The tiers field's error as the contract terms' problem: the code and field of its (first) row's
 * rule and that row's index (the table's problems: index 0, or MAX_TIERS for too many tiers, as
 * parseTiers gives them).
 * @returns null when the error is not one of the tier table's rules (e.g. `required`).
 */
export function tierProblemOf(error: Pick<FieldError, 'rule' | 'rows'>): TierProblem | null {
  const rule = TIER_RULES[error.rule as TierRule] as (typeof TIER_RULES)[TierRule] | undefined;
  if (!rule) return null;
  const index = error.rows?.[0]?.row ?? (error.rule === 'tiersTooMany' ? MAX_TIERS : 0);
  return { code: rule.code, index, field: rule.field };
}

const tierMessages = Object.fromEntries(
  Object.entries(TIER_RULES).map(([rule, { code }]) => [rule, { key: `contracts.tiers.problems.${code}` }]),
) as Record<TierRule, { key: string }>;

/**
 * Offer a contract to a direct downline: the downline's member id, the period and the tiers.
 * Parameters: `periods` (the kind's periods; the period must be one of them), `periodLabels`
 * (period -> label key, for a renderer's options), `ownPeriod` (the period a dividend grant must
 * keep, null for the other kinds: {@link contractOfferParameters}), `ownPeriodLabel` (that period
 * as the page names it, for the mismatch message), `tierDecimals` (the merchant currency's minor
 * digits as a decimal string, null: 2) and `ceiling` (the offering agent's own wire tiers, null:
 * no ceiling), the last two from {@link tierParameters}.
 */
export const contractOfferForm = (): FormSchema => {
  const downline = { key: 'contracts.offer.downlineRequired' };
  const invalid = { key: 'contracts.offer.periodInvalid' };
  return featureForm(
    'contractOffer',
    [
      {
        name: 'downlineId',
        widget: 'select',
        labelKey: 'contracts.offer.downline',
        placeholderKey: 'contracts.offer.choose',
        messages: { required: downline, enum: downline, pattern: downline },
        property: { type: 'integer', minimum: 1 },
      },
      {
        name: 'period',
        widget: 'select',
        labelKey: 'contracts.common.period',
        optionsFrom: { values: 'periods', labels: 'periodLabels' },
        messages: {
          required: invalid,
          enum: invalid,
          pattern: {
            key: 'contracts.offer.periodMismatch',
            params: { period: '' },
            paramsFrom: { period: 'ownPeriodLabel' },
          },
        },
        property: { type: 'string', inParameter: 'periods', equalsParameter: 'ownPeriod' },
      },
      {
        name: 'tiers',
        widget: 'text',
        labelKey: 'contracts.tiers.caption',
        trim: false,
        messages: { required: tierMessages.tiersEmpty, ...tierMessages },
        property: { type: 'array', tierTable: { decimals: 'tierDecimals', ceiling: 'ceiling' } },
      },
    ],
    'contracts.offer.submit',
    { periods: [], periodLabels: {}, ownPeriod: null, ownPeriodLabel: null, tierDecimals: null, ceiling: null },
  );
};

/**
 * The run-time rules of a contract offer of `kind` as the contractOffer form's parameters
 * (docs/contracts.md "Kinds and switches", "Periods"): the kind's periods, each labelled
 * `contracts.periods.<period>`, and the period a dividend grant must keep (the offering agent's own
 * dividend contract's; the other kinds have one period and no such rule).
 * @param ownPeriod the period of the agent's own live contract of `kind` (as stored: a period id),
 *   or null when unknown (then no period is imposed beyond the kind's).
 * @returns `periods`, `periodLabels` and `ownPeriod`; the page adds `ownPeriodLabel` for the message.
 */
export function contractOfferParameters(
  kind: ContractKind,
  ownPeriod: string | null,
): { periods: string[]; periodLabels: Record<string, string>; ownPeriod: string | null } {
  const periods = [...KIND_PERIODS[kind]];
  return {
    periods,
    periodLabels: Object.fromEntries(periods.map((p) => [p, `contracts.periods.${p}`])),
    ownPeriod: kind === 'dividend' ? ownPeriod : null,
  };
}

/**
 * The tier table's run-time rules as the contractOffer form's parameters (docs/contracts.md
 * "Terms"): amounts in the merchant currency's `decimals`, and the ceiling.
 * @param decimals the merchant currency's minor digits (contract/money currencyDecimals).
 * @param ceiling the offering agent's own live table of the kind as wire tiers (amounts in the
 *   same currency), or null when the ceiling is not judged here (a preview; the server's first
 *   check before it reads the agent's own contract).
 */
export function tierParameters(
  decimals: number,
  ceiling: readonly ContractTier[] | null,
): { tierDecimals: string; ceiling: { minActive: number; minAmount: string; rate: string }[] | null } {
  return {
    tierDecimals: String(decimals),
    ceiling: ceiling?.map((t) => ({ minActive: t.minActive, minAmount: t.minAmount, rate: t.rate })) ?? null,
  };
}
