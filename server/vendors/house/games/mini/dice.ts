/**
 * Dice and Hash Dice ("Dice", "Hash Dice"; docs/sandbox-provider.md "Mini games"): one roll, a bet
 * on it landing under or over a chosen number.
 *
 * - Dice rolls 0.00..99.99 (10,000 equally likely values). "Under x" wins on roll < x (chance x%),
 *   "over x" on roll > x (chance (99.99 - x)%), as on the crypto dice of the market.
 * - Hash Dice rolls 0..99,999 (100,000 values), the same bets on whole numbers.
 *
 * The win chance must be 0.01%..98%; the multiplier is (1 - e) x 100 / chance, rounded down to
 * four decimals (49.5% pays 2.0000x at the default 1% edge), and must exceed 1. The exact RTP is
 * chance x that multiplier: 1 - e less the rounding (at most 0.0001 x chance).
 *
 * Draws (in order): one `rng.int(outcomes)` (10,000 or 100,000), the roll in its smallest steps.
 */
import type { Rng } from '../../fair/rng';
import { checkStake, DEFAULT_EDGE, edgeBasisPoints, fairUnits, payoutOf, rtpOf, UNIT, unitsToNumber } from './common';

/** A dice variant: how many roll values, and in how many decimals the roll and the number are written. */
export interface DiceRules {
  outcomes: number;
  decimals: number;
}

/** Dice: 0.00..99.99. */
export const DICE: DiceRules = { outcomes: 10_000, decimals: 2 };
/** Hash Dice: 0..99,999. */
export const HASH_DICE: DiceRules = { outcomes: 100_000, decimals: 0 };
/** The published range of the win chance, as fractions. */
export const DICE_MIN_CHANCE = 0.0001;
export const DICE_MAX_CHANCE = 0.98;

/** A dice bet: the stake (minor units), the side and the number (in the variant's decimals). */
export interface DiceBet {
  stake: bigint;
  side: 'under' | 'over';
  target: number;
}

/** A dice round: the roll, the win chance and multiplier of the bet, whether it won, the return. */
export interface DiceRound {
  /** The roll in the variant's decimals (e.g. 42.17, or 42170 for Hash Dice). */
  roll: number;
  chance: number;
  multiplier: number;
  won: boolean;
  /** stake x multiplier when won, else 0 (minor units). */
  payout: bigint;
}

/** A bet's terms: how many roll values win, and its multiplier in units. */
interface DiceTerms {
  wins: number;
  units: bigint;
}

/**
 * The winning roll count and multiplier of `bet` (stake aside) under `edge`. RangeError for a
 * side other than under/over, a number with too many decimals or off the roll, a chance outside
 * 0.01%..98%, a multiplier not above 1x, or a bad edge.
 */
function diceTerms(rules: DiceRules, bet: Omit<DiceBet, 'stake'>, edge: number): DiceTerms {
  const scaled = bet.target * 10 ** rules.decimals;
  const x = Math.round(scaled);
  if (!Number.isFinite(scaled) || Math.abs(scaled - x) > 1e-6 || x < 0 || x >= rules.outcomes)
    throw new RangeError(`the number must be a roll value (${rules.decimals} decimals), got ${bet.target}`);
  if (bet.side !== 'under' && bet.side !== 'over') throw new RangeError('the side must be under or over');
  const wins = bet.side === 'under' ? x : rules.outcomes - 1 - x;
  if (wins < rules.outcomes * DICE_MIN_CHANCE || wins > rules.outcomes * DICE_MAX_CHANCE)
    throw new RangeError(`the win chance must be ${DICE_MIN_CHANCE * 100}%..${DICE_MAX_CHANCE * 100}%`);
  const units = fairUnits(edgeBasisPoints(edge), BigInt(rules.outcomes), BigInt(wins));
  if (units <= UNIT) throw new RangeError('the multiplier must exceed 1x');
  return { wins, units };
}

/**
 * Rolls once for `bet` under house edge `edge` (default 1%) with the variant `rules` (DICE by
 * default, HASH_DICE for Hash Dice). RangeError for a stake <= 0 or a bet refused by the rules
 * above (before drawing).
 */
export function playDice(rng: Rng, bet: DiceBet, edge = DEFAULT_EDGE, rules: DiceRules = DICE): DiceRound {
  checkStake(bet.stake);
  const { wins, units } = diceTerms(rules, bet, edge);
  const roll = rng.int(rules.outcomes);
  const x = Math.round(bet.target * 10 ** rules.decimals);
  const won = bet.side === 'under' ? roll < x : roll > x;
  return {
    roll: roll / 10 ** rules.decimals,
    chance: wins / rules.outcomes,
    multiplier: unitsToNumber(units),
    won,
    payout: won ? payoutOf(bet.stake, units) : 0n,
  };
}

/** The multiplier a bet would pay (for the slider), with the checks of {@link playDice}. */
export function diceMultiplier(bet: Omit<DiceBet, 'stake'>, edge = DEFAULT_EDGE, rules: DiceRules = DICE): number {
  return unitsToNumber(diceTerms(rules, bet, edge).units);
}

/** The exact return to player of a bet (a float: statistics): chance x multiplier, with the checks of {@link playDice}. */
export function diceRtp(bet: Omit<DiceBet, 'stake'>, edge = DEFAULT_EDGE, rules: DiceRules = DICE): number {
  const { wins, units } = diceTerms(rules, bet, edge);
  return rtpOf(units, BigInt(wins), BigInt(rules.outcomes));
}
