/**
 * Red Dog, also called acey-deucey (docs/sandbox-provider.md "Red dog"): a fresh 8-deck shoe,
 * three cards drawn at the deal without replacement with the fair Rng (the third stays hidden),
 * ranks 2 low to ace high; suits do not count.
 * - The first two cards of one rank: the third is shown; three of a kind pays 11:1 (12x), else the
 *   stake is returned.
 * - Consecutive ranks: the stake is returned (no third card).
 * - Otherwise the spread is the number of ranks between them (1..11); the player may raise by the
 *   stake (doubling it), then the third card is shown: strictly between pays by the spread,
 *   1: 5:1, 2: 4:1, 3: 2:1, 4 or more 1:1, on both bets; otherwise both are lost.
 * Exact RTP per first stake (redDogRtp, by enumerating the three ranks): raising on a spread of 7
 * or more (the optimal rule) 97.249%, never raising 92.120% (one deck: 96.845%, the published
 * house edge of 3.155%).
 */
import type { Rng } from '../fair/rng';
import { newShoe, type Card } from './cards';
import { pokerRank } from './poker';
import { cardDrawer, checkStake } from './tableKit';

export const RED_DOG_DECKS = 8;
/** The odds (to 1) of a win by spread; 4 and more pay 1:1. */
export const RED_DOG_ODDS: Readonly<Record<number, number>> = { 1: 5, 2: 4, 3: 2 };
export const RED_DOG_TRIPS_ODDS = 11;
/** The optimal rule: raise on a spread of 7 or more. */
export const redDogRaises = (spread: number): boolean => spread >= 7;
const oddsOf = (spread: number) => RED_DOG_ODDS[spread] ?? 1;

export interface RedDogDeal {
  cards: [Card, Card];
  /** Hidden until the round finishes. */
  third: Card;
  kind: 'pair' | 'consecutive' | 'spread';
  /** Ranks between the two cards (spread only; 0 otherwise). */
  spread: number;
  stake: bigint;
}

export interface RedDogRound {
  cards: [Card, Card];
  /** Null when consecutive (no third card is shown). */
  third: Card | null;
  kind: RedDogDeal['kind'];
  spread: number;
  raised: boolean;
  outcome: 'trips' | 'push' | 'win' | 'lose';
  /** The stake, doubled when raised (minor units). */
  stake: bigint;
  /** Minor units, stake included. */
  totalWin: bigint;
}

/** What two ranks (2..14) make: a pair, consecutive ranks or a spread of ranks between. */
export function redDogKind(a: number, b: number): { kind: RedDogDeal['kind']; spread: number } {
  const gap = Math.abs(a - b);
  return gap === 0
    ? { kind: 'pair', spread: 0 }
    : gap === 1
      ? { kind: 'consecutive', spread: 0 }
      : { kind: 'spread', spread: gap - 1 };
}

/**
 * Deals the three cards (docs/sandbox-provider.md "Red dog").
 * @throws RangeError when the stake is not a bigint above 0, before dealing.
 */
export function dealRedDog(rng: Rng, stake: bigint): RedDogDeal {
  checkStake(stake);
  const draw = cardDrawer(rng, newShoe(RED_DOG_DECKS));
  const cards: [Card, Card] = [draw(), draw()];
  const third = draw();
  return { cards, third, ...redDogKind(pokerRank(cards[0]), pokerRank(cards[1])), stake };
}

/**
 * Settles the round, raising or not.
 * @returns the cards (the third unless consecutive), the outcome, the stake (doubled when raised)
 *   and the return (minor units, stake included).
 * @throws RangeError on a raise when the first two cards are a pair or consecutive.
 */
export function finishRedDog(deal: RedDogDeal, raise: boolean): RedDogRound {
  if (raise && deal.kind !== 'spread') throw new RangeError('a raise needs a spread');
  const stake = raise ? deal.stake * 2n : deal.stake;
  const base = { cards: deal.cards, kind: deal.kind, spread: deal.spread, raised: raise, stake };
  if (deal.kind === 'consecutive') return { ...base, third: null, outcome: 'push', totalWin: stake };
  const [a, b, c] = [pokerRank(deal.cards[0]), pokerRank(deal.cards[1]), pokerRank(deal.third)];
  if (deal.kind === 'pair') {
    const trips = c === a;
    return {
      ...base,
      third: deal.third,
      outcome: trips ? 'trips' : 'push',
      totalWin: trips ? stake * BigInt(RED_DOG_TRIPS_ODDS + 1) : stake,
    };
  }
  const between = c > Math.min(a, b) && c < Math.max(a, b);
  return {
    ...base,
    third: deal.third,
    outcome: between ? 'win' : 'lose',
    totalWin: between ? stake * BigInt(oddsOf(deal.spread) + 1) : 0n,
  };
}

/**
 * The exact RTP per first stake (a fraction): every ordered pair of first ranks and third rank
 * with its count in a shoe of `decks` (default the game's 8), raising by `raises` (default the
 * optimal rule).
 */
export function redDogRtp(raises: (spread: number) => boolean = redDogRaises, decks = RED_DOG_DECKS): number {
  const perRank = 4 * decks;
  const n = 52 * decks;
  let net = 0;
  for (let a = 2; a <= 14; a++)
    for (let b = 2; b <= 14; b++) {
      const first = (perRank * (perRank - (a === b ? 1 : 0))) / (n * (n - 1));
      const { kind, spread } = redDogKind(a, b);
      if (kind === 'pair') net += first * (((perRank - 2) / (n - 2)) * RED_DOG_TRIPS_ODDS);
      if (kind !== 'spread') continue;
      const win = (spread * perRank) / (n - 2);
      const stake = raises(spread) ? 2 : 1;
      net += first * stake * (win * oddsOf(spread) - (1 - win));
    }
  return 1 + net;
}
