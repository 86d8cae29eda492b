/**
 * JSON views of rounds for the browser clients: amounts as decimal strings, cards as
 * `{ rank, suit }`, the round's fair inputs (server seed hash, client seed, nonce).
 */
import { fromMinor } from '../../../../contract/money.ts';

/** The fair inputs of a round, as the player sees them before the seed is revealed. */
export interface FairView {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** Replaces every bigint in `value` by its decimal string (minor units -> "12.34"). */
export function moneyJson(value: unknown): unknown {
  if (typeof value === 'bigint') return fromMinor(value < 0n ? -value : value);
  if (Array.isArray(value)) return value.map(moneyJson);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, moneyJson(v)]));
  return value;
}
