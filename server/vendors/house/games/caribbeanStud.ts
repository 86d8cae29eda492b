/**
 * Caribbean Stud Poker (docs/sandbox-provider.md "Caribbean stud"): one 52-card deck, five cards
 * each to the player and the dealer (player, dealer, ...) without replacement with the fair Rng,
 * all drawn at the deal; the dealer's first card is shown. The player antes, sees the hand, then
 * folds (the ante is lost) or raises (a raise of twice the ante).
 *
 * Returns (stake included): the dealer qualifies with ace-king high or better. Not qualifying: the
 * ante pays 1:1, the raise is returned. Qualifying: a win pays the ante 1:1 and the raise by the
 * player's hand, pair 1:1, two pair 2:1, three of a kind 3:1, straight 4:1, flush 5:1, full house
 * 7:1, four of a kind 20:1, straight flush 50:1, royal flush 100:1; a tie returns both; a loss
 * takes both. No progressive side bet.
 * RTP per ante: 94.776% with the optimal strategy (the published house edge of 5.224%); an exact
 * figure would need every player hand against every dealer hand and up card, so it is published,
 * not computed here, and the tests and `npm run bench:rtp` measure the simple rule (raise a pair
 * or better and ace-king high) by simulation.
 */
import type { Rng } from '../fair/rng';
import type { Card } from './cards';
import { rankFive, type PokerCategory, type PokerHand } from './poker';
import { checkStake, dealHeadsUp } from './tableKit';

/** Raise odds (to 1) by the player's hand when the player beats a qualifying dealer. */
export const CARIBBEAN_RAISE_ODDS: Readonly<Record<PokerCategory | 'royalFlush', number>> = {
  highCard: 1,
  pair: 1,
  twoPair: 2,
  trips: 3,
  straight: 4,
  flush: 5,
  fullHouse: 7,
  quads: 20,
  straightFlush: 50,
  royalFlush: 100,
};
/** The published RTP per ante with the optimal strategy. */
export const CARIBBEAN_STUD_RTP = 0.94776;

export interface CaribbeanDeal {
  player: Card[];
  /** Only `dealer[0]` is shown until the decision. */
  dealer: Card[];
  ante: bigint;
}

export interface CaribbeanRound {
  player: Card[];
  dealer: Card[];
  playerHand: PokerCategory | 'royalFlush';
  dealerHand: PokerCategory | 'royalFlush';
  decision: 'raise' | 'fold';
  dealerQualifies: boolean;
  outcome: 'win' | 'tie' | 'lose' | 'fold';
  returns: { ante: bigint; raise: bigint };
  stake: bigint;
  totalWin: bigint;
}

const handName = (h: PokerHand) => (h.category === 'straightFlush' && h.ranks[0] === 14 ? 'royalFlush' : h.category);

/** The dealer plays with ace-king high or better. */
export function caribbeanQualifies(dealer: readonly Card[]): boolean {
  const h = rankFive(dealer);
  return h.category !== 'highCard' || (h.ranks[0] === 14 && h.ranks[1] === 13);
}

/** The simple rule: raise a pair or better and ace-king high, fold the rest. */
export const caribbeanRaises = (player: readonly Card[]): boolean => caribbeanQualifies(player);

/**
 * Deals a round (docs/sandbox-provider.md "Caribbean stud").
 * @throws RangeError when the ante is not a bigint above 0, before dealing.
 */
export function dealCaribbeanStud(rng: Rng, ante: bigint): CaribbeanDeal {
  checkStake(ante, 'ante');
  const { player, dealer } = dealHeadsUp(rng, 1, 5);
  return { player, dealer, ante };
}

/**
 * Raises or folds and settles the round.
 * @returns both hands, the outcome, the ante's and raise's returns (minor units, stake included),
 *   the total staked and won.
 * @throws RangeError unless the decision is 'raise' or 'fold'.
 */
export function finishCaribbeanStud(deal: CaribbeanDeal, decision: 'raise' | 'fold'): CaribbeanRound {
  if (decision !== 'raise' && decision !== 'fold') throw new RangeError('raise or fold');
  const p = rankFive(deal.player);
  const d = rankFive(deal.dealer);
  const qualifies = caribbeanQualifies(deal.dealer);
  const raise = deal.ante * 2n;
  const returns = { ante: 0n, raise: 0n };
  let outcome: CaribbeanRound['outcome'] = 'fold';
  if (decision === 'raise') {
    outcome = !qualifies || p.score > d.score ? 'win' : p.score === d.score ? 'tie' : 'lose';
    if (!qualifies) Object.assign(returns, { ante: deal.ante * 2n, raise });
    else if (outcome === 'win')
      Object.assign(returns, { ante: deal.ante * 2n, raise: raise * BigInt(CARIBBEAN_RAISE_ODDS[handName(p)] + 1) });
    else if (outcome === 'tie') Object.assign(returns, { ante: deal.ante, raise });
  }
  return {
    player: deal.player,
    dealer: deal.dealer,
    playerHand: handName(p),
    dealerHand: handName(d),
    decision,
    dealerQualifies: qualifies,
    outcome,
    returns,
    stake: decision === 'raise' ? deal.ante + raise : deal.ante,
    totalWin: returns.ante + returns.raise,
  };
}
