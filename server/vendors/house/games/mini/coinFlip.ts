/**
 * Coin Flip and Double ("Coin Flip", "Double"; docs/sandbox-provider.md "Mini games").
 *
 * - Coin Flip: heads or tails, each with chance 1/2, paying (1 - e) x 2 (1.98x at the default 1%
 *   edge, four decimals rounded down). Draws: one `rng.int(2)`, 0 heads and 1 tails.
 * - Double: the market's two-colour wheel of 15 slots, slot 0 green, 1..7 red, 8..14 black; red
 *   and black pay 2x, green 14x, so every bet returns 14/15 (93.33%, the usual Double's edge of
 *   6.67%, a property of the wheel rather than a parameter). Several bets may ride one spin.
 *   Draws: one `rng.int(15)`, the slot.
 */
import type { Rng } from '../../fair/rng';
import { checkStake, DEFAULT_EDGE, edgeBasisPoints, fairUnits, payoutOf, rtpOf, unitsToNumber } from './common';

export type CoinSide = 'heads' | 'tails';

/** A coin flip bet: the stake (minor units) and the side called. */
export interface CoinFlipBet {
  stake: bigint;
  side: CoinSide;
}

/** A flip: the side up, the multiplier paid on a win, whether the call was right, the return. */
export interface CoinFlipRound {
  side: CoinSide;
  multiplier: number;
  won: boolean;
  /** stake x multiplier when won, else 0 (minor units). */
  payout: bigint;
}

/**
 * Flips once for `bet` under house edge `edge` (default 1%). RangeError for a stake <= 0, a side
 * other than heads/tails or a bad edge (before drawing).
 */
export function flipCoin(rng: Rng, bet: CoinFlipBet, edge = DEFAULT_EDGE): CoinFlipRound {
  checkStake(bet.stake);
  if (bet.side !== 'heads' && bet.side !== 'tails') throw new RangeError('the side must be heads or tails');
  const units = fairUnits(edgeBasisPoints(edge), 2n, 1n);
  const side: CoinSide = rng.int(2) === 0 ? 'heads' : 'tails';
  const won = side === bet.side;
  return { side, multiplier: unitsToNumber(units), won, payout: won ? payoutOf(bet.stake, units) : 0n };
}

/** The exact return to player of a call: 1/2 x the multiplier. RangeError for a bad edge. */
export function coinFlipRtp(edge = DEFAULT_EDGE): number {
  return rtpOf(fairUnits(edgeBasisPoints(edge), 2n, 1n), 1n, 2n);
}

export const DOUBLE_COLOURS = ['red', 'black', 'green'] as const;
export type DoubleColour = (typeof DOUBLE_COLOURS)[number];
/** The slots of the wheel. */
export const DOUBLE_SLOTS = 15;
/** What each colour pays, in stakes (the stake included). */
export const DOUBLE_PAYS: Readonly<Record<DoubleColour, number>> = { red: 2, black: 2, green: 14 };

/** The colour of slot 0..14. */
export function doubleColour(slot: number): DoubleColour {
  return slot === 0 ? 'green' : slot <= 7 ? 'red' : 'black';
}

/** A bet on a colour of the Double wheel (stake in minor units). */
export interface DoubleBet {
  stake: bigint;
  colour: DoubleColour;
}

/** A spin: the slot, its colour, and each bet's return in the order given (minor units). */
export interface DoubleSpin {
  slot: number;
  colour: DoubleColour;
  payouts: bigint[];
  /** The sum of the payouts. */
  payout: bigint;
}

/** Spins once for `bets` (one or more). RangeError for no bet, a stake <= 0 or an unknown colour (before drawing). */
export function spinDouble(rng: Rng, bets: readonly DoubleBet[]): DoubleSpin {
  if (bets.length === 0) throw new RangeError('place at least one bet');
  for (const bet of bets) {
    checkStake(bet.stake);
    if (!DOUBLE_COLOURS.includes(bet.colour)) throw new RangeError(`unknown colour ${String(bet.colour)}`);
  }
  const slot = rng.int(DOUBLE_SLOTS);
  const colour = doubleColour(slot);
  const payouts = bets.map((bet) => (bet.colour === colour ? bet.stake * BigInt(DOUBLE_PAYS[colour]) : 0n));
  return { slot, colour, payouts, payout: payouts.reduce((a, b) => a + b, 0n) };
}

/** The exact return to player of a bet on `colour`: its slots / 15 x its pay (14/15 for each). */
export function doubleRtp(colour: DoubleColour): number {
  if (!DOUBLE_COLOURS.includes(colour)) throw new RangeError(`unknown colour ${String(colour)}`);
  const slots = Array.from({ length: DOUBLE_SLOTS }, (_, s) => doubleColour(s)).filter((c) => c === colour).length;
  return (slots * DOUBLE_PAYS[colour]) / DOUBLE_SLOTS;
}
