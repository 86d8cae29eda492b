/**
 * Baccarat (README "In-house games", live category): punto banco from an 8-deck shoe, one fresh shoe per
 * round, cards drawn without replacement with the fair Rng in the order player, banker, player,
 * banker, then the third cards. Standard third-card rules (tableau below). Payouts, as returns
 * including the stake: player 2x (1:1), banker 1.95x (1:1 less 5% commission, rounded down to
 * the minor unit), tie 9x (8:1; player and banker bets are returned on a tie), player pair and
 * banker pair 12x (11:1, the first two cards of that hand share a rank). Published RTPs for 8
 * decks: banker 98.94%, player 98.76%, tie 85.64%, each pair 89.64%.
 */
import type { Rng } from '../fair/rng';
import { newShoe, type Card } from './cards';

export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];
export type BaccaratBets = Partial<Record<BaccaratSpot, bigint>>;

/** Published returns in hundredths of the stake (200 = stake x 2). */
export const BACCARAT_RETURNS: Readonly<Record<BaccaratSpot, number>> = {
  player: 200,
  banker: 195,
  tie: 900,
  playerPair: 1200,
  bankerPair: 1200,
};
export const BACCARAT_RTP: Readonly<Record<BaccaratSpot, number>> = {
  player: 0.9876,
  banker: 0.9894,
  tie: 0.8564,
  playerPair: 0.8964,
  bankerPair: 0.8964,
};
export const BACCARAT_DECKS = 8;

export interface BaccaratRound {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
  /** Return per spot bet (minor units, stake included; 0 when lost). */
  returns: BaccaratBets;
  stake: bigint;
  totalWin: bigint;
}

/** Baccarat value of a card: ace 1, 2-9 face value, tens and faces 0. */
export function cardPoints(card: Card): number {
  return card.rank >= 10 ? 0 : card.rank;
}

/** Hand total: sum of points modulo 10. */
export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, c) => sum + cardPoints(c), 0) % 10;
}

/**
 * Whether the banker draws a third card, given its total and the player's third card (null when
 * the player stood): 0-2 draw; 3 draws unless the player's third is 8; 4 on 2-7; 5 on 4-7; 6 on
 * 6-7; 7 stands. With no player third card the banker draws on 0-5.
 */
export function bankerDraws(bankerTotal: number, playerThird: Card | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const p = cardPoints(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p !== 8;
    case 4:
      return p >= 2 && p <= 7;
    case 5:
      return p >= 4 && p <= 7;
    case 6:
      return p === 6 || p === 7;
    default:
      return false;
  }
}

/** Total stake of the bets; RangeError when a stake is negative or all are zero. */
export function baccaratStake(bets: BaccaratBets): bigint {
  let total = 0n;
  for (const spot of BACCARAT_SPOTS) {
    const s = bets[spot] ?? 0n;
    if (s < 0n) throw new RangeError(`negative stake on ${spot}`);
    total += s;
  }
  if (total <= 0n) throw new RangeError('place at least one bet');
  return total;
}

/** Deals one round from a fresh 8-deck shoe and settles `bets`. */
export function playBaccarat(rng: Rng, bets: BaccaratBets): BaccaratRound {
  const stake = baccaratStake(bets);
  const shoe = newShoe(BACCARAT_DECKS);
  const draw = (): Card => shoe.splice(rng.int(shoe.length), 1)[0]!;
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: Card | null = null;
    if (handTotal(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  const playerPair = player[0]!.rank === player[1]!.rank;
  const bankerPair = banker[0]!.rank === banker[1]!.rank;
  const won: Record<BaccaratSpot, boolean> = {
    player: winner === 'player',
    banker: winner === 'banker',
    tie: winner === 'tie',
    playerPair,
    bankerPair,
  };
  const returns: BaccaratBets = {};
  let totalWin = 0n;
  for (const spot of BACCARAT_SPOTS) {
    const s = bets[spot] ?? 0n;
    if (s === 0n) continue;
    let r = won[spot] ? (s * BigInt(BACCARAT_RETURNS[spot])) / 100n : 0n;
    if (winner === 'tie' && (spot === 'player' || spot === 'banker')) r = s;
    returns[spot] = r;
    totalWin += r;
  }
  return { player, banker, playerTotal, bankerTotal, winner, playerPair, bankerPair, returns, stake, totalWin };
}
