/**
 * Stake limits of the house games (minor units) and the parsing of a stake sent by a browser
 * client as a decimal string.
 */
import { parseProtocolAmount } from '../../../../contract/money.ts';
import { HouseError } from './errors.ts';

export interface StakeRule {
  min: bigint;
  max: bigint;
  /** The stake must be a multiple of this (the slot: its 20 lines). */
  step: bigint;
  /** The choices the client offers (minor units). */
  choices: bigint[];
}

export const STAKES = {
  slot: { min: 20n, max: 100_000n, step: 20n, choices: [20n, 100n, 200n, 500n, 1000n, 2000n, 5000n, 10_000n] },
  table: { min: 100n, max: 1_000_000n, step: 1n, choices: [100n, 500n, 1000n, 5000n, 10_000n, 50_000n] },
  fish: { min: 10n, max: 10_000n, step: 1n, choices: [10n, 50n, 100n, 500n, 1000n] },
} satisfies Record<string, StakeRule>;

/**
 * A stake text ("2.00") within `rule`.
 * @throws HouseError INVALID_REQUEST when it is not an amount, out of the limits or off the step.
 */
export function parseStake(text: unknown, rule: StakeRule): bigint {
  const stake = parseProtocolAmount(text);
  if (stake === null || stake < rule.min || stake > rule.max || stake % rule.step !== 0n)
    throw new HouseError('INVALID_REQUEST', 'stake');
  return stake;
}
