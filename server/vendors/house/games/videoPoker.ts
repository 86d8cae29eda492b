/**
 * Video poker, Jacks or Better 9/6 (docs/sandbox-provider.md "Video poker"): one 52-card deck
 * shuffled for the round with the fair Rng (Fisher-Yates); the deal is its top five cards, the
 * draw replaces the cards not held with the next cards in order, so the seeds fix every card
 * whatever the player holds (the verify page replays the hold).
 *
 * Returns per stake (stake included): royal flush 800, straight flush 50, four of a kind 25, full
 * house 9, flush 6, straight 4, three of a kind 3, two pair 2, a pair of jacks or better 1. With
 * the optimal hold on every deal the RTP is 99.544% (the published figure for 9/6 Jacks or
 * Better); holdReturn computes any hold's exact expected return by enumerating the draws, and
 * simpleHold is the well-known simple strategy a few hundredths of a point below optimal.
 */
import { shuffle, type Rng } from '../fair/rng';
import { newShoe, type Card } from './cards';
import { pokerRank, rankFive } from './poker';
import { checkStake, payout } from './tableKit';

export const VIDEO_POKER_HANDS = [
  'royalFlush',
  'straightFlush',
  'quads',
  'fullHouse',
  'flush',
  'straight',
  'trips',
  'twoPair',
  'jacksOrBetter',
  'nothing',
] as const;
export type VideoPokerHand = (typeof VIDEO_POKER_HANDS)[number];
/** Jacks or Better 9/6: the return of each hand per stake. */
export const JACKS_OR_BETTER_96: Readonly<Record<VideoPokerHand, number>> = {
  royalFlush: 800,
  straightFlush: 50,
  quads: 25,
  fullHouse: 9,
  flush: 6,
  straight: 4,
  trips: 3,
  twoPair: 2,
  jacksOrBetter: 1,
  nothing: 0,
};
/** The published RTP of 9/6 Jacks or Better with the optimal hold on every deal. */
export const VIDEO_POKER_RTP = 0.99544;

export interface VideoPokerDeal {
  /** The shuffled deck: the deal is cards 0..4, replacements 5, 6, ... in order. */
  deck: Card[];
  hand: Card[];
  stake: bigint;
}

export interface VideoPokerRound {
  dealt: Card[];
  held: boolean[];
  final: Card[];
  result: VideoPokerHand;
  /** Minor units, stake included, 0 when nothing. */
  win: bigint;
  stake: bigint;
}

/** The Jacks or Better name of a five-card hand. */
export function jacksOrBetter(cards: readonly Card[]): VideoPokerHand {
  const hand = rankFive(cards);
  switch (hand.category) {
    case 'straightFlush':
      return hand.ranks[0] === 14 ? 'royalFlush' : 'straightFlush';
    case 'pair':
      return hand.ranks[0]! >= 11 ? 'jacksOrBetter' : 'nothing';
    case 'highCard':
      return 'nothing';
    default:
      return hand.category;
  }
}

/**
 * Shuffles a deck and deals five cards (docs/sandbox-provider.md "Video poker").
 * @throws RangeError when the stake is not a bigint above 0, before shuffling.
 */
export function dealVideoPoker(rng: Rng, stake: bigint): VideoPokerDeal {
  checkStake(stake);
  const deck = shuffle(rng, newShoe(1));
  return { deck, hand: deck.slice(0, 5), stake };
}

/**
 * Replaces the cards not held and settles the hand.
 * @param held five flags, true to keep the card at that position.
 * @returns the dealt and final cards, the hand's name and its return (minor units, stake included).
 * @throws RangeError unless `held` is five booleans.
 */
export function drawVideoPoker(deal: VideoPokerDeal, held: readonly boolean[]): VideoPokerRound {
  if (held.length !== 5 || !held.every((h) => typeof h === 'boolean')) throw new RangeError('hold is five flags');
  let next = 5;
  const final = deal.hand.map((card, i) => (held[i] ? card : deal.deck[next++]!));
  const result = jacksOrBetter(final);
  return {
    dealt: deal.hand,
    held: [...held],
    final,
    result,
    win: payout(deal.stake, JACKS_OR_BETTER_96[result] * 100),
    stake: deal.stake,
  };
}

/**
 * The exact expected return (in stakes) of holding `held` of `hand`: the mean return over every
 * set of replacements from the 47 cards not dealt (C(47, discarded) draws; 1,533,939 when
 * nothing is held, so slow).
 */
export function holdReturn(hand: readonly Card[], held: readonly boolean[]): number {
  const kept = hand.filter((_, i) => held[i]);
  const seen = new Set(hand.map((c) => `${c.rank}${c.suit}`));
  const rest = newShoe(1).filter((c) => !seen.has(`${c.rank}${c.suit}`));
  const need = 5 - kept.length;
  let sum = 0;
  let count = 0;
  const walk = (start: number, chosen: Card[]) => {
    if (chosen.length === need) {
      sum += JACKS_OR_BETTER_96[jacksOrBetter([...kept, ...chosen])];
      count += 1;
      return;
    }
    for (let i = start; i <= rest.length - (need - chosen.length); i++) walk(i + 1, [...chosen, rest[i]!]);
  };
  walk(0, []);
  return sum / count;
}

const ROYAL = new Set([10, 11, 12, 13, 14]);
const isHigh = (c: Card) => pokerRank(c) >= 11;

/**
 * The simple strategy for 9/6 Jacks or Better: the first line that applies, in order: a royal
 * flush, straight flush or four of a kind; 4 to a royal; a full house, flush or straight; three
 * of a kind; two pair; a high pair; 3 to a royal; 4 to a flush; a low pair; 4 to an outside
 * straight; 2 suited high cards; 3 to a straight flush; 2 unsuited high cards (the lowest two of
 * more); a suited 10 with J, Q or K; one high card; nothing.
 * @returns five hold flags.
 */
export function simpleHold(hand: readonly Card[]): boolean[] {
  const result = jacksOrBetter(hand);
  const keep = (chosen: readonly Card[]) => hand.map((c) => chosen.includes(c));
  const bySuit = (pred: (c: Card) => boolean) =>
    ['S', 'H', 'D', 'C']
      .map((s) => hand.filter((c) => c.suit === s && pred(c)))
      .sort((a, b) => b.length - a.length)[0]!;
  const byRank = new Map<number, Card[]>();
  for (const c of hand) byRank.set(pokerRank(c), [...(byRank.get(pokerRank(c)) ?? []), c]);
  const sets = [...byRank.values()].filter((g) => g.length >= 2);
  const highs = hand.filter(isHigh).sort((a, b) => pokerRank(a) - pokerRank(b));
  const royal = bySuit((c) => ROYAL.has(pokerRank(c)));

  if (result === 'royalFlush' || result === 'straightFlush' || result === 'quads') return keep(hand);
  if (royal.length === 4) return keep(royal);
  if (result === 'fullHouse' || result === 'flush' || result === 'straight') return keep(hand);
  if (result === 'trips' || result === 'twoPair' || result === 'jacksOrBetter') return keep(sets.flat());
  if (royal.length === 3) return keep(royal);
  const flush = bySuit(() => true);
  if (flush.length === 4) return keep(flush);
  if (sets.length === 1) return keep(sets[0]!);
  for (let low = 2; low <= 10; low++) {
    const run = [0, 1, 2, 3].map((d) => byRank.get(low + d)?.[0]);
    if (run.every((c) => c !== undefined)) return keep(run as Card[]);
  }
  const suitedHigh = bySuit(isHigh);
  if (suitedHigh.length >= 2) return keep(suitedHigh.slice(0, 2));
  const straightFlush3 = threeToStraightFlush(hand);
  if (straightFlush3) return keep(straightFlush3);
  if (highs.length >= 2) return keep(highs.slice(0, 2));
  const ten = hand.find((c) => c.rank === 10);
  const tenPartner = ten && hand.find((c) => c.suit === ten.suit && c.rank >= 11);
  if (ten && tenPartner) return keep([ten, tenPartner]);
  if (highs.length === 1) return keep(highs);
  return keep([]);
}

/** Three cards of one suit within a span of five ranks (ace high or low), or null. */
function threeToStraightFlush(hand: readonly Card[]): Card[] | null {
  for (let i = 0; i < 5; i++)
    for (let j = i + 1; j < 5; j++)
      for (let k = j + 1; k < 5; k++) {
        const three = [hand[i]!, hand[j]!, hand[k]!];
        if (!three.every((c) => c.suit === three[0]!.suit)) continue;
        for (const aceHigh of [true, false]) {
          const ranks = three.map((c) => (c.rank === 1 && aceHigh ? 14 : c.rank));
          if (Math.max(...ranks) - Math.min(...ranks) <= 4) return three;
        }
      }
  return null;
}
