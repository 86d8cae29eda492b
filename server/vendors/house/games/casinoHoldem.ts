/**
 * Casino Hold'em (docs/sandbox-provider.md "Casino hold'em"): one 52-card deck; two cards each to
 * the player and the dealer (player, dealer, player, dealer) and five community cards, all drawn
 * at the deal without replacement with the fair Rng. The page shows the player's cards and the
 * flop (the first three community cards); the player folds (the ante is lost) or calls (a call of
 * twice the ante); then the turn, the river and the dealer's cards are shown. Each hand is the
 * best five of its seven cards.
 *
 * Returns (stake included): the dealer qualifies with a pair of fours or better. Not qualifying:
 * the ante pays by the ante table, the call is returned. Qualifying: a win pays the ante by the
 * table and the call 1:1; a tie returns both; a loss takes both. Ante table by the player's hand:
 * royal flush 100:1, straight flush 20:1, four of a kind 10:1, full house 3:1, flush 2:1, a
 * straight or less 1:1. No AA bonus side bet.
 * RTP per ante: 97.84% with the optimal strategy (the published house edge of 2.16%); an exact
 * figure would need every flop against every turn, river and dealer hand, so it is published, not
 * computed here; the tests and `npm run bench:rtp` measure the simple rule of casinoHoldemCalls.
 */
import type { Rng } from '../fair/rng';
import type { Card } from './cards';
import { bestFive, pokerRank, type PokerCategory } from './poker';
import { checkStake, dealHeadsUp } from './tableKit';

export type HoldemHandName = PokerCategory | 'royalFlush';
/** Ante odds (to 1) by the player's hand when the ante wins. */
export const HOLDEM_ANTE_ODDS: Readonly<Record<HoldemHandName, number>> = {
  highCard: 1,
  pair: 1,
  twoPair: 1,
  trips: 1,
  straight: 1,
  flush: 2,
  fullHouse: 3,
  quads: 10,
  straightFlush: 20,
  royalFlush: 100,
};
/** The published RTP per ante with the optimal strategy. */
export const CASINO_HOLDEM_RTP = 0.9784;

export interface HoldemDeal {
  player: Card[];
  /** Hidden until the decision. */
  dealer: Card[];
  /** Five community cards; the first three (the flop) are shown at the deal. */
  board: Card[];
  ante: bigint;
}

export interface HoldemRound {
  player: Card[];
  dealer: Card[];
  board: Card[];
  playerHand: HoldemHandName;
  dealerHand: HoldemHandName;
  decision: 'call' | 'fold';
  dealerQualifies: boolean;
  outcome: 'win' | 'tie' | 'lose' | 'fold';
  returns: { ante: bigint; call: bigint };
  stake: bigint;
  totalWin: bigint;
}

const best = (cards: readonly Card[]) => {
  const h = bestFive(cards);
  return {
    ...h,
    name: (h.category === 'straightFlush' && h.ranks[0] === 14 ? 'royalFlush' : h.category) as HoldemHandName,
  };
};

/**
 * The simple rule on the player's cards and the flop: call with a pair or better of the five
 * cards, four to a flush, four to a straight (open or inside) or a ten or better in hand; fold
 * the rest (about 12.6% of deals; the optimal strategy folds about 18% and returns about one
 * point more).
 */
export function casinoHoldemCalls(player: readonly Card[], flop: readonly Card[]): boolean {
  const five = [...player, ...flop];
  if (best(five).category !== 'highCard') return true;
  if (player.some((c) => pokerRank(c) >= 10)) return true;
  const suits = new Map<string, number>();
  for (const c of five) suits.set(c.suit, (suits.get(c.suit) ?? 0) + 1);
  if (Math.max(...suits.values()) >= 4) return true;
  const ranks = new Set(five.flatMap((c) => (c.rank === 1 ? [1, 14] : [c.rank])));
  for (let low = 1; low <= 10; low++) if ([0, 1, 2, 3, 4].filter((d) => ranks.has(low + d)).length >= 4) return true;
  return false;
}

/**
 * Deals a round (docs/sandbox-provider.md "Casino hold'em").
 * @throws RangeError when the ante is not a bigint above 0, before dealing.
 */
export function dealCasinoHoldem(rng: Rng, ante: bigint): HoldemDeal {
  checkStake(ante, 'ante');
  const { player, dealer, draw } = dealHeadsUp(rng, 1, 2);
  return { player, dealer, board: [draw(), draw(), draw(), draw(), draw()], ante };
}

/**
 * Calls or folds and settles the round.
 * @returns the cards, both best hands, the outcome, the ante's and call's returns (minor units,
 *   stake included), the total staked and won.
 * @throws RangeError unless the decision is 'call' or 'fold'.
 */
export function finishCasinoHoldem(deal: HoldemDeal, decision: 'call' | 'fold'): HoldemRound {
  if (decision !== 'call' && decision !== 'fold') throw new RangeError('call or fold');
  const p = best([...deal.player, ...deal.board]);
  const d = best([...deal.dealer, ...deal.board]);
  const qualifies = d.category !== 'highCard' && (d.category !== 'pair' || d.ranks[0]! >= 4);
  const call = deal.ante * 2n;
  const anteWin = deal.ante * BigInt(HOLDEM_ANTE_ODDS[p.name] + 1);
  const returns = { ante: 0n, call: 0n };
  let outcome: HoldemRound['outcome'] = 'fold';
  if (decision === 'call') {
    outcome = !qualifies || p.score > d.score ? 'win' : p.score === d.score ? 'tie' : 'lose';
    if (!qualifies) Object.assign(returns, { ante: anteWin, call });
    else if (outcome === 'win') Object.assign(returns, { ante: anteWin, call: call * 2n });
    else if (outcome === 'tie') Object.assign(returns, { ante: deal.ante, call });
  }
  return {
    player: deal.player,
    dealer: deal.dealer,
    board: deal.board,
    playerHand: p.name,
    dealerHand: d.name,
    decision,
    dealerQualifies: qualifies,
    outcome,
    returns,
    stake: decision === 'call' ? deal.ante + call : deal.ante,
    totalWin: returns.ante + returns.call,
  };
}
