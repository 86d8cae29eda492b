/**
 * Fan Tan (docs/sandbox-provider.md "Fan Tan"): the dealer covers a pile of 20..99 beads
 * (`20 + rng.int(80)`: 80 sizes, 20 for each result, so every result is equally likely) and counts
 * it off in fours; the result is what is left, 1..4 (4 when nothing is left). Every winning bet
 * pays less 5% commission on the winnings; returns include the stake:
 * - fan (pick [n]): wins on n, 3:1 less 5% = 3.85x; RTP 96.25%.
 * - nim (pick [n, m], n != m): wins on n 2:1 less 5% = 2.90x, stake back on m; RTP 97.50%.
 * - kwok (pick two neighbours of the square: 1-2, 2-3, 3-4 or 4-1): 1:1 less 5% = 1.95x; 97.50%.
 * - odd (1, 3), even (2, 4): 1:1 less 5% = 1.95x; 97.50%.
 */
import type { Rng } from '../fair/rng';
import { checkTableBets, settleBets, type SettledBet, type TableBet } from './tableKit';

export const FAN_TAN_BET_TYPES = ['fan', 'nim', 'kwok', 'odd', 'even'] as const;
export type FanTanBetType = (typeof FAN_TAN_BET_TYPES)[number];
/** A fan tan bet; `pick`: fan `[n]`, nim `[wins, pushes]`, kwok `[a, b]` neighbours, odd and even none. */
export type FanTanBet = TableBet<FanTanBetType>;

/** Returns in hundredths of the stake when the bet wins; `nimPush` when a nim's second number comes. */
export const FAN_TAN_RETURNS = { fan: 385, nim: 290, kwok: 195, odd: 195, even: 195, nimPush: 100 } as const;
export const FAN_TAN_MIN_BEADS = 20;
export const FAN_TAN_BEAD_SIZES = 80;

export interface FanTanRound {
  beads: number;
  result: 1 | 2 | 3 | 4;
  bets: SettledBet<FanTanBetType>[];
  stake: bigint;
  totalWin: bigint;
}

const isResult = (n: number | undefined) => n === 1 || n === 2 || n === 3 || n === 4;

/** RangeError unless the pick suits the bet type (see FanTanBet). */
export function checkPick(bet: Pick<FanTanBet, 'type' | 'pick'>): void {
  const p = bet.pick ?? [];
  switch (bet.type) {
    case 'fan':
      if (p.length !== 1 || !isResult(p[0])) throw new RangeError('a fan bet picks one number 1..4');
      return;
    case 'nim':
      if (p.length !== 2 || !isResult(p[0]) || !isResult(p[1]) || p[0] === p[1])
        throw new RangeError('a nim bet picks two different numbers 1..4');
      return;
    case 'kwok':
      if (p.length !== 2 || !isResult(p[0]) || !isResult(p[1]) || ![1, 3].includes(Math.abs(p[0]! - p[1]!)))
        throw new RangeError('a kwok bet picks two neighbouring numbers: 1-2, 2-3, 3-4 or 4-1');
      return;
    default:
      if (p.length > 0) throw new RangeError(`a ${bet.type} bet picks nothing`);
  }
}

/** A bet's return on a result, in hundredths of the stake (0 when lost). */
export function fanTanReturn(bet: Pick<FanTanBet, 'type' | 'pick'>, result: number): number {
  const p = bet.pick ?? [];
  switch (bet.type) {
    case 'fan':
      return result === p[0] ? FAN_TAN_RETURNS.fan : 0;
    case 'nim':
      return result === p[0] ? FAN_TAN_RETURNS.nim : result === p[1] ? FAN_TAN_RETURNS.nimPush : 0;
    case 'kwok':
      return p.includes(result) ? FAN_TAN_RETURNS.kwok : 0;
    case 'odd':
      return result % 2 === 1 ? FAN_TAN_RETURNS.odd : 0;
    case 'even':
      return result % 2 === 0 ? FAN_TAN_RETURNS.even : 0;
  }
}

/**
 * Counts one pile and settles `bets` (docs/sandbox-provider.md "Fan Tan").
 * @returns the beads under the cup, the result 1..4, each bet's return (minor units, stake
 *   included, rounded down), the total stake and win.
 * @throws RangeError on an unknown bet type, a stake not above 0 or a bad pick, before counting.
 */
export function playFanTan(rng: Rng, bets: readonly FanTanBet[]): FanTanRound {
  const stake = checkTableBets(FAN_TAN_BET_TYPES, bets, checkPick);
  const beads = FAN_TAN_MIN_BEADS + rng.int(FAN_TAN_BEAD_SIZES);
  const result = (((beads - 1) % 4) + 1) as FanTanRound['result'];
  const { settled, totalWin } = settleBets(bets, (bet) => fanTanReturn(bet, result));
  return { beads, result, bets: settled, stake, totalWin };
}

/** The exact RTP of a bet (a fraction), by enumerating the 80 equally likely pile sizes. */
export function fanTanRtp(type: FanTanBetType, pick?: readonly number[]): number {
  checkPick({ type, pick });
  let sum = 0;
  for (let i = 0; i < FAN_TAN_BEAD_SIZES; i++)
    sum += fanTanReturn({ type, pick }, ((FAN_TAN_MIN_BEADS + i - 1) % 4) + 1);
  return sum / FAN_TAN_BEAD_SIZES / 100;
}
