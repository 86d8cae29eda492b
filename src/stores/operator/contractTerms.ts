/**
 * The console's contract terms, pure (docs/contracts.md "Terms", "Lower rate", "Kinds and
 * switches"): the tier table as the editor holds it (strings as typed) checked with the engine's
 * {@link parseTiers}, the lower-rate effects of a top agent's new table on the contracts the agent
 * granted ({@link ceilingBreaches}), and the period keys of a rerun built from a date and a time.
 */
import contractSchema from '../../../schemas/api/contract.json' with { type: 'json' };
import {
  bpToRate,
  ceilingBreaches,
  KIND_PERIODS,
  parseTiers,
  textOfTiers,
  tiersFromText,
  tiersOrNull,
  type Tier,
  type TierProblem,
  type TierText,
} from '../../../engine/contracts';
import type { AgentContract, ContractKind, ContractParty, ContractPeriod, ContractTier } from '../../../contract/types';

/** One tier as the editor holds it: the three fields as typed. */
export type TierRow = TierText;

/** A new, empty tier. */
export const BLANK_ROW: Readonly<TierRow> = { minActive: '', minAmount: '', rate: '' };

/** The result of checking the editor's rows: the wire table and its parsed tiers, or the first problem (engine/contracts.ts parseTiers). */
export type CheckedRows = { ok: true; tiers: ContractTier[]; parsed: Tier[] } | { ok: false; problem: TierProblem };

/**
 * The editor's rows as the wire table, checked as the server checks it (docs/contracts.md "Terms":
 * 1 to 10 tiers, thresholds and rates never decreasing, no two tiers with both thresholds equal;
 * rates percent with at most two decimals). Fields are trimmed; a rate is sent with two decimals.
 * @param decimals the currency's minor digits (amounts with more are refused).
 */
export function checkRows(rows: readonly TierRow[], decimals = 2): CheckedRows {
  const wire = tiersFromText(rows);
  const parsed = parseTiers(wire, decimals);
  if ('problem' in parsed) return { ok: false, problem: parsed.problem };
  return {
    ok: true,
    tiers: wire.map((t, i) => ({ ...t, rate: bpToRate(parsed.tiers[i]!.rateBp) })),
    parsed: parsed.tiers,
  };
}

/** A wire table as editor rows (to start from a contract's table). */
export function rowsOf(tiers: readonly ContractTier[]): TierRow[] {
  return textOfTiers(tiers);
}

/** The highest rate of a wire table, as a percent string with two decimals ("0.00" when unreadable). */
export function topRateOf(tiers: readonly ContractTier[]): string {
  const parsed = parseTiers(tiers, 20);
  return 'problem' in parsed ? '0.00' : bpToRate(parsed.tiers.reduce((m, t) => Math.max(m, t.rateBp), 0));
}

/**
 * The contracts among `granted` (the live contracts a top agent granted of one kind) that a new
 * table `tiers` for the agent would not cover (docs/contracts.md "Lower rate": their tables breach
 * the new table's ceiling): they end with reason `lowerRate` when the operator's contract is saved.
 * @param tiers the new table, parsed with the same `decimals` (the currency's minor digits).
 */
export function lowerRateEffects(
  tiers: readonly Tier[],
  granted: readonly AgentContract[],
  decimals = 2,
): AgentContract[] {
  return granted.filter((c) => {
    const own = tiersOrNull(c.tiers, decimals);
    return own !== null && ceilingBreaches(tiers, own).length > 0;
  });
}

/**
 * The live contracts granted inside a team, read from `live` (the merchant's live contracts of one
 * kind): those granted by one of `roots` (the team's agent, and team members known otherwise),
 * then by each downline reached that way, and so on (a contract joins a direct upline and
 * downline, so each is an edge of the downline tree). docs/contracts.md "Lower rate": a new table
 * for the agent ends those it does not cover.
 */
export function teamGrants(roots: readonly number[], live: readonly AgentContract[]): AgentContract[] {
  const byUpline = new Map<number, AgentContract[]>();
  for (const c of live) if (c.upline) byUpline.set(c.upline.id, [...(byUpline.get(c.upline.id) ?? []), c]);
  const out: AgentContract[] = [];
  const seen = new Set<number>(roots);
  const queue = [...seen];
  while (queue.length > 0) {
    for (const c of byUpline.get(queue.shift()!) ?? []) {
      out.push(c);
      if (!seen.has(c.downline.id)) {
        seen.add(c.downline.id);
        queue.push(c.downline.id);
      }
    }
  }
  return out;
}

/**
 * The granting agents of `live` contracts that {@link teamGrants} from `agentId` does not reach
 * (they hold no live contract of the kind linking them to the agent): whether they sit in the
 * agent's team must be read from the downline tree.
 */
export function unreachedGranters(agentId: number, live: readonly AgentContract[]): ContractParty[] {
  const reached = new Set<number>([agentId, ...teamGrants([agentId], live).map((c) => c.downline.id)]);
  const out = new Map<number, ContractParty>();
  for (const c of live) if (c.upline && !reached.has(c.upline.id)) out.set(c.upline.id, c.upline);
  return [...out.values()];
}

/** The period key pattern of schemas/api/contract.json `rerunBody`. */
const PERIOD_KEY = new RegExp(contractSchema.definitions.rerunBody.properties.periodKey.pattern);

/** The key letter of each period (docs/contracts.md "Kinds and switches": D, W, S, M, H, F). */
const KEY_LETTER: Readonly<Record<ContractPeriod, string>> = {
  daily: 'D',
  weekly: 'W',
  semimonthly: 'S',
  monthly: 'M',
  hour: 'H',
  fiveMinutes: 'F',
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The key of the `period` that holds the reporting date `date` (YYYY-MM-DD) at `hour`:`minute`
 * (docs/contracts.md: D2026-11-25, W2026-11-23 the Monday, S2026-11-16, M2026-11, H2026-11-25T13,
 * F2026-11-25T13:05 the five-minute window); null for a date that does not exist or a time out of range.
 */
export function periodKeyOf(period: ContractPeriod, date: string, hour = 0, minute = 0): string | null {
  const m = DATE.exec(date);
  if (!m || !Number.isInteger(hour) || hour < 0 || hour > 23 || !Number.isInteger(minute) || minute < 0 || minute > 59)
    return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) return null;
  const month = `${m[1]}-${m[2]}`;
  switch (period) {
    case 'daily':
      return `D${date}`;
    case 'weekly': {
      const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
      return `W${monday.toISOString().slice(0, 10)}`;
    }
    case 'semimonthly':
      return `S${month}-${d <= 15 ? '01' : '16'}`;
    case 'monthly':
      return `M${month}`;
    case 'hour':
      return `H${date}T${pad(hour)}`;
    case 'fiveMinutes':
      return `F${date}T${pad(hour)}:${pad(minute - (minute % 5))}`;
  }
}

/** Whether `key` is a period key (schemas/api/contract.json `rerunBody`) of a period `kind` uses (engine KIND_PERIODS). */
export function periodKeyFits(kind: ContractKind, key: string): boolean {
  return PERIOD_KEY.test(key) && KIND_PERIODS[kind].some((p) => KEY_LETTER[p] === key[0]);
}
