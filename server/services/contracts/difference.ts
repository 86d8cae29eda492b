/**
 * The difference model (docs/contracts.md "Settlement"), pure. For one kind and one period the
 * contracts in force form trees: merchant -> top agents -> their contracted downlines -> ...
 * Top down, each holder A gets an entitlement E(A):
 * - raw(A) = max(0, rate(A) x base(A)) ({@link rawEntitlement});
 * - a top agent's (merchant-granted contract's) E(A) = raw(A);
 * - A's contracted downlines D1..Dk: when sum raw(Di) <= E(A), E(Di) = raw(Di); otherwise
 *   E(Di) = floor(raw(Di) x E(A) / sum raw), so they never share more than E(A);
 * - payout(A) = E(A) - sum E(Di) >= 0.
 * A contract whose granting agent holds no contract of the kind in force gets E = 0 (and so passes
 * nothing down). The whole chain pays exactly E(top) <= the top rate x the team figure.
 * Money is bigint minor units.
 */
import { applyRate } from '../../../engine/contracts.ts';

/** One contract in force for the period. */
export interface DifferenceNode {
  /** The contract id. */
  id: number;
  /**
   * The contract in force of the same kind and period held by this contract's granting agent;
   * null when the merchant granted it (`top`) or when the granting agent holds none.
   */
  parentId: number | null;
  /** Granted by the merchant (a top agent's contract). */
  top: boolean;
  /** raw = max(0, rate x base), minor units. */
  raw: bigint;
}

/** What one contract earns in the period. */
export interface DifferenceShare {
  /** E: the holder's entitlement on its team (gross), minor units. */
  entitlement: bigint;
  /** Sum of the entitlements of the holder's contracted downlines, minor units. */
  downlineShare: bigint;
  /** entitlement - downlineShare, never negative, minor units. */
  payout: bigint;
}

/** raw(A) = max(0, rate x base): `base` minor units, `rateBp` basis points, rounded down. */
export function rawEntitlement(base: bigint, rateBp: number): bigint {
  if (base <= 0n) return 0n;
  const raw = applyRate(base, rateBp);
  return raw > 0n ? raw : 0n;
}

/**
 * Runs the model over the contracts of one kind and period.
 * @param nodes every contract in force; a `parentId` naming no node counts as "the granting agent
 *   holds no contract" (E = 0).
 * @returns the share of every node, by contract id.
 */
export function differenceModel(nodes: readonly DifferenceNode[]): Map<number, DifferenceShare> {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const children = new Map<number, DifferenceNode[]>();
  for (const n of nodes) {
    if (n.top || n.parentId === null || !byId.has(n.parentId) || n.parentId === n.id) continue;
    const list = children.get(n.parentId) ?? [];
    list.push(n);
    children.set(n.parentId, list);
  }
  const entitlement = new Map<number, bigint>();
  const queue: number[] = [];
  for (const n of nodes) {
    if (n.top) entitlement.set(n.id, n.raw > 0n ? n.raw : 0n);
    else if (n.parentId === null || !byId.has(n.parentId)) entitlement.set(n.id, 0n);
    else continue;
    queue.push(n.id);
  }
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i]!;
    const own = entitlement.get(id)!;
    const kids = (children.get(id) ?? []).filter((k) => !entitlement.has(k.id));
    const raws = kids.map((k) => (k.raw > 0n ? k.raw : 0n));
    const sum = raws.reduce((a, b) => a + b, 0n);
    kids.forEach((k, j) => {
      entitlement.set(k.id, sum <= own ? raws[j]! : (raws[j]! * own) / sum);
      queue.push(k.id);
    });
  }
  const out = new Map<number, DifferenceShare>();
  for (const n of nodes) {
    // A node never reached from a root (a cycle in bad data) is entitled to nothing.
    const e = entitlement.get(n.id) ?? 0n;
    const share = (children.get(n.id) ?? []).reduce((a, k) => a + (entitlement.get(k.id) ?? 0n), 0n);
    out.set(n.id, { entitlement: e, downlineShare: share, payout: e - share });
  }
  return out;
}
