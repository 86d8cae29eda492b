/**
 * Three Card Poker (docs/sandbox-provider.md "Three card poker"): one 52-card deck, three cards
 * each to the player and the dealer (player, dealer, player, ...) without replacement with the
 * fair Rng, all drawn at the deal. Hands rank as poker.ts rankThree (straight above flush, A-2-3
 * the lowest straight). The player bets the ante (required) and optionally pair plus, sees the
 * cards, then folds (the ante is lost) or plays (a play bet equal to the ante).
 *
 * Returns (stake included): the dealer qualifies with queen high or better. Not qualifying: ante
 * 2x, play returned. Qualifying: the better hand wins, ante and play 2x each; a tie returns both;
 * a loss takes both. Ante bonus on a played hand whatever the dealer holds, paid on the ante:
 * straight 1:1, three of a kind 4:1, straight flush 5:1. Pair plus, on the player's hand alone
 * (also when folding): pair 1:1, flush 4:1, straight 6:1, three of a kind 30:1, straight flush 40:1.
 * Exact RTPs (threeCardPokerRtp, by enumeration): pair plus 97.683% (the published house edge
 * 2.32%); ante and play per ante, playing Q-6-4 or better (the optimal rule), 96.627% (the
 * published house edge 3.37% per ante).
 */
import type { Rng } from '../fair/rng';
import { SUITS, type Card } from './cards';
import { rankThree, type ThreeCardCategory } from './poker';
import { checkSpotBets, dealHeadsUp, payout } from './tableKit';

export const THREE_CARD_SPOTS = ['ante', 'pairPlus'] as const;
export type ThreeCardSpot = (typeof THREE_CARD_SPOTS)[number];
export type ThreeCardBets = Partial<Record<ThreeCardSpot, bigint>>;

/** Ante bonus odds (to 1) on a played hand. */
export const ANTE_BONUS: Readonly<Partial<Record<ThreeCardCategory, number>>> = {
  straight: 1,
  trips: 4,
  straightFlush: 5,
};
/** Pair plus odds (to 1). */
export const PAIR_PLUS: Readonly<Partial<Record<ThreeCardCategory, number>>> = {
  pair: 1,
  flush: 4,
  straight: 6,
  trips: 30,
  straightFlush: 40,
};

export interface ThreeCardDeal {
  player: Card[];
  /** Hidden from the page until the decision. */
  dealer: Card[];
  ante: bigint;
  pairPlus: bigint;
}

export interface ThreeCardRound {
  player: Card[];
  dealer: Card[];
  playerHand: ThreeCardCategory;
  dealerHand: ThreeCardCategory;
  decision: 'play' | 'fold';
  dealerQualifies: boolean;
  outcome: 'win' | 'tie' | 'lose' | 'fold';
  /** Returns per bet (minor units, stake included; the ante bonus apart). */
  returns: { ante: bigint; play: bigint; anteBonus: bigint; pairPlus: bigint };
  stake: bigint;
  totalWin: bigint;
}

const Q64 = rankThree([
  { rank: 12, suit: 'S' },
  { rank: 6, suit: 'H' },
  { rank: 4, suit: 'D' },
]).score;

/** The dealer plays with queen high or better. */
export const dealerQualifies = (dealer: readonly Card[]): boolean => {
  const hand = rankThree(dealer);
  return hand.category !== 'highCard' || hand.ranks[0]! >= 12;
};

/** The optimal rule: play queen-six-four or better, fold below. */
export const threeCardPlays = (player: readonly Card[]): boolean => rankThree(player).score >= Q64;

/**
 * Deals a round (docs/sandbox-provider.md "Three card poker").
 * @throws RangeError on an unknown spot, a negative stake or no ante, before dealing.
 */
export function dealThreeCardPoker(rng: Rng, bets: ThreeCardBets): ThreeCardDeal {
  checkSpotBets(THREE_CARD_SPOTS, bets);
  if (!bets.ante) throw new RangeError('three card poker needs an ante');
  const { player, dealer } = dealHeadsUp(rng, 1, 3);
  return { player, dealer, ante: bets.ante, pairPlus: bets.pairPlus ?? 0n };
}

/**
 * Plays or folds and settles the round.
 * @returns both hands, the outcome, each bet's return (minor units, stake included, rounded
 *   down), the total staked (ante, play when played, pair plus) and the total win.
 * @throws RangeError unless the decision is 'play' or 'fold'.
 */
export function finishThreeCardPoker(deal: ThreeCardDeal, decision: 'play' | 'fold'): ThreeCardRound {
  if (decision !== 'play' && decision !== 'fold') throw new RangeError('play or fold');
  const p = rankThree(deal.player);
  const d = rankThree(deal.dealer);
  const qualifies = dealerQualifies(deal.dealer);
  const pairPlus =
    deal.pairPlus > 0n && PAIR_PLUS[p.category] ? payout(deal.pairPlus, (PAIR_PLUS[p.category]! + 1) * 100) : 0n;
  const returns = { ante: 0n, play: 0n, anteBonus: 0n, pairPlus };
  let outcome: ThreeCardRound['outcome'] = 'fold';
  if (decision === 'play') {
    outcome = !qualifies || p.score > d.score ? 'win' : p.score === d.score ? 'tie' : 'lose';
    const back = { win: 2n, tie: 1n, lose: 0n }[outcome];
    returns.ante = deal.ante * back;
    returns.play = qualifies ? deal.ante * back : deal.ante;
    returns.anteBonus = deal.ante * BigInt(ANTE_BONUS[p.category] ?? 0);
  }
  const stake = deal.ante * (decision === 'play' ? 2n : 1n) + deal.pairPlus;
  return {
    player: deal.player,
    dealer: deal.dealer,
    playerHand: p.category,
    dealerHand: d.category,
    decision,
    dealerQualifies: qualifies,
    outcome,
    returns,
    stake,
    totalWin: returns.ante + returns.play + returns.anteBonus + returns.pairPlus,
  };
}

const cardOf = (i: number): Card => ({ rank: (i % 13) + 1, suit: SUITS[Math.floor(i / 13)]! });
const exactRtp: Partial<Record<ThreeCardSpot, number>> = {};

/** The 24 renamings of the four suits. */
const SUIT_RENAMINGS = (() => {
  const out: number[][] = [];
  const walk = (done: number[]) => {
    if (done.length === 4) out.push(done);
    for (let s = 0; s < 4; s++) if (!done.includes(s)) walk([...done, s]);
  };
  walk([]);
  return out;
})();

/** The smallest sorted card list among a hand's 24 suit renamings: equal for hands alike but for suits. */
function suitClass(cards: readonly number[]): string {
  let best = '';
  for (const to of SUIT_RENAMINGS) {
    const key = cards
      .map((c) => to[Math.floor(c / 13)]! * 13 + (c % 13))
      .sort((a, b) => a - b)
      .join(',');
    if (best === '' || key < best) best = key;
  }
  return best;
}

/**
 * The exact RTP of a bet (a fraction). pairPlus: the mean return over the 22,100 hands. ante: 1 +
 * the expected net of ante and play per ante with the Q-6-4 rule, over every player hand (the
 * 1,755 classes of hands alike but for suits, which have the same value) against the 18,424
 * dealer hands of the other 49 cards.
 */
export function threeCardPokerRtp(spot: ThreeCardSpot): number {
  const known = exactRtp[spot];
  if (known !== undefined) return known;
  const combos: number[][] = [];
  for (let i = 0; i < 52; i++) for (let j = i + 1; j < 52; j++) for (let k = j + 1; k < 52; k++) combos.push([i, j, k]);
  const hands = combos.map((c) => rankThree(c.map(cardOf)));
  if (spot === 'pairPlus') {
    const sum = hands.reduce((s, h) => s + (PAIR_PLUS[h.category] ?? -1) + 1, 0);
    return (exactRtp.pairPlus = sum / hands.length);
  }
  const qualifies = Uint8Array.from(combos, (c) => (dealerQualifies(c.map(cardOf)) ? 1 : 0));
  const classes = new Map<string, { weight: number; at: number }>();
  combos.forEach((c, at) => {
    const key = suitClass(c);
    const entry = classes.get(key);
    if (entry) entry.weight += 1;
    else classes.set(key, { weight: 1, at });
  });
  const scores = Float64Array.from(hands, (h) => h.score);
  const cardsOf = Uint8Array.from(combos.flat());
  const used = new Uint8Array(52);
  let net = 0;
  for (const { weight, at } of classes.values()) {
    if (hands[at]!.score < Q64) {
      net -= weight;
      continue;
    }
    for (const c of combos[at]!) used[c] = 1;
    // Per ante against each dealer hand: ante 1:1 and play returned when the dealer does not
    // qualify, else +2, 0 or -2; the ante bonus is the same against every dealer hand.
    const mine = scores[at]!;
    let sum = 0;
    let count = 0;
    for (let d = 0; d < combos.length; d++) {
      if (used[cardsOf[3 * d]!] || used[cardsOf[3 * d + 1]!] || used[cardsOf[3 * d + 2]!]) continue;
      sum += qualifies[d] === 0 ? 1 : mine > scores[d]! ? 2 : mine < scores[d]! ? -2 : 0;
      count += 1;
    }
    for (const c of combos[at]!) used[c] = 0;
    net += weight * (sum / count + (ANTE_BONUS[hands[at]!.category] ?? 0));
  }
  return (exactRtp.ante = 1 + net / hands.length);
}
