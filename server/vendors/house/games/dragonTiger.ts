/**
 * Dragon Tiger (docs/sandbox-provider.md "Dragon Tiger"): one card to the dragon, then one to the
 * tiger, drawn without replacement from a fresh 8-deck shoe (416 cards) with the fair Rng. Cards
 * rank by rank only, ace low (A = 1 .. K = 13); suits do not rank. Returns (stake included):
 * dragon and tiger 2x (1:1), half the stake back on a tie; tie 12x (11:1); suited tie (same rank
 * and suit) 51x (50:1), separate from the tie bet.
 * Exact RTPs, with P(tie) = 13 x 32 x 31 / (416 x 415) and P(suited tie) = 52 x 8 x 7 / (416 x 415):
 * dragon and tiger 1 - P(tie) / 2 = 96.265%, tie 12 P(tie) = 89.639%, suited tie 51 P(suited) = 86.024%.
 */
import type { Rng } from '../fair/rng';
import { newShoe, type Card } from './cards';
import { cardDrawer, checkSpotBets, payout } from './tableKit';

export const DRAGON_TIGER_SPOTS = ['dragon', 'tiger', 'tie', 'suitedTie'] as const;
export type DragonTigerSpot = (typeof DRAGON_TIGER_SPOTS)[number];
export type DragonTigerBets = Partial<Record<DragonTigerSpot, bigint>>;
export const DRAGON_TIGER_DECKS = 8;

/** Returns in hundredths of the stake when the spot wins; `tieRefund` for dragon and tiger on a tie. */
export const DRAGON_TIGER_RETURNS = { dragon: 200, tiger: 200, tie: 1200, suitedTie: 5100, tieRefund: 50 } as const;

export interface DragonTigerRound {
  dragon: Card;
  tiger: Card;
  winner: 'dragon' | 'tiger' | 'tie';
  suited: boolean;
  /** Return per spot bet (minor units, stake included; 0 when lost). */
  returns: DragonTigerBets;
  stake: bigint;
  totalWin: bigint;
}

/** A spot's return (hundredths) on a result. */
function spotReturn(spot: DragonTigerSpot, winner: DragonTigerRound['winner'], suited: boolean): number {
  if (spot === 'suitedTie') return suited ? DRAGON_TIGER_RETURNS.suitedTie : 0;
  if (spot === 'tie') return winner === 'tie' ? DRAGON_TIGER_RETURNS.tie : 0;
  if (winner === 'tie') return DRAGON_TIGER_RETURNS.tieRefund;
  return winner === spot ? DRAGON_TIGER_RETURNS[spot] : 0;
}

/**
 * Deals one round and settles `bets` (docs/sandbox-provider.md "Dragon Tiger").
 * @param bets stake per spot (minor units).
 * @returns both cards, the winner, whether a tie is suited, the return per spot bet (minor units,
 *   rounded down), the total stake and win.
 * @throws RangeError on an unknown spot, a negative stake or no stake at all, before drawing.
 */
export function playDragonTiger(rng: Rng, bets: DragonTigerBets): DragonTigerRound {
  const stake = checkSpotBets(DRAGON_TIGER_SPOTS, bets);
  const draw = cardDrawer(rng, newShoe(DRAGON_TIGER_DECKS));
  const dragon = draw();
  const tiger = draw();
  const winner = dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie';
  const suited = winner === 'tie' && dragon.suit === tiger.suit;
  const returns: DragonTigerBets = {};
  let totalWin = 0n;
  for (const spot of DRAGON_TIGER_SPOTS) {
    const s = bets[spot] ?? 0n;
    if (s === 0n) continue;
    const win = payout(s, spotReturn(spot, winner, suited));
    returns[spot] = win;
    totalWin += win;
  }
  return { dragon, tiger, winner, suited, returns, stake, totalWin };
}

/**
 * The exact RTP of a spot (a fraction) for an 8-deck shoe, by enumerating the 13 x 4 card kinds
 * of the two cards with their counts.
 */
export function dragonTigerRtp(spot: DragonTigerSpot): number {
  const n = 52 * DRAGON_TIGER_DECKS;
  let sum = 0;
  for (let a = 0; a < 52; a++)
    for (let b = 0; b < 52; b++) {
      const ways = DRAGON_TIGER_DECKS * (a === b ? DRAGON_TIGER_DECKS - 1 : DRAGON_TIGER_DECKS);
      const [ra, rb] = [(a % 13) + 1, (b % 13) + 1];
      const winner = ra > rb ? 'dragon' : rb > ra ? 'tiger' : 'tie';
      sum += ways * spotReturn(spot, winner, a === b);
    }
  return sum / (n * (n - 1)) / 100;
}
