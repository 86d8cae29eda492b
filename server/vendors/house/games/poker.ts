/**
 * Poker hand ranking shared by the house poker games (docs/sandbox-provider.md "Poker tables"):
 * five-card hands (video poker, Caribbean stud, casino hold'em's best five of seven, pai gow's
 * back hand) and three-card hands (three card poker, where a straight beats a flush). Aces are
 * high, and low in A-2-3-4-5 (A-2-3). A score compares hands: higher is better, equal ties.
 */
import type { Card } from './cards';

export const POKER_CATEGORIES = [
  'highCard',
  'pair',
  'twoPair',
  'trips',
  'straight',
  'flush',
  'fullHouse',
  'quads',
  'straightFlush',
] as const;
export type PokerCategory = (typeof POKER_CATEGORIES)[number];

export interface PokerHand {
  category: PokerCategory;
  /** Comparable: category, then the ranks that break ties (ace 14). */
  score: number;
  /** The ranks 2..14 in tie-break order (groups by size, then rank; a wheel straight's ace last as 1). */
  ranks: number[];
}

/** A card's poker rank: 2..14, ace high. */
export const pokerRank = (card: Card): number => (card.rank === 1 ? 14 : card.rank);

/** Ranks grouped by how many of each, bigger groups first, then higher ranks: [[rank, count], ...]. */
function groups(cards: readonly Card[]): [number, number][] {
  const counts = new Map<number, number>();
  for (const c of cards) counts.set(pokerRank(c), (counts.get(pokerRank(c)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
}

/** The top rank of a straight of distinct `ranks` (descending), or 0; A-2-3(-4-5) counts the ace as 1. */
function straightTop(ranks: readonly number[]): number {
  if (ranks[0]! - ranks[ranks.length - 1]! === ranks.length - 1) return ranks[0]!;
  if (ranks[0] === 14 && ranks[1] === ranks.length && ranks[ranks.length - 1] === 2) return ranks.length;
  return 0;
}

const scoreOf = (category: number, ranks: readonly number[]) =>
  ranks.reduce((s, r) => s * 16 + r, category) * 16 ** (5 - ranks.length);

/** Ranks a five-card hand. RangeError unless five cards. */
export function rankFive(cards: readonly Card[]): PokerHand {
  if (cards.length !== 5) throw new RangeError('a poker hand has five cards');
  const g = groups(cards);
  const flush = cards.every((c) => c.suit === cards[0]!.suit);
  const top = g.length === 5 ? straightTop(g.map(([r]) => r)) : 0;
  let category: PokerCategory;
  let ranks = g.map(([r]) => r);
  if (top && flush) category = 'straightFlush';
  else if (g[0]![1] === 4) category = 'quads';
  else if (g[0]![1] === 3 && g[1]![1] === 2) category = 'fullHouse';
  else if (flush) category = 'flush';
  else if (top) category = 'straight';
  else if (g[0]![1] === 3) category = 'trips';
  else if (g[0]![1] === 2 && g[1]![1] === 2) category = 'twoPair';
  else if (g[0]![1] === 2) category = 'pair';
  else category = 'highCard';
  if (top) ranks = top === 5 ? [5, 4, 3, 2, 1] : ranks;
  return { category, score: scoreOf(POKER_CATEGORIES.indexOf(category), ranks), ranks };
}

/** Every choice of five of `cards`, in order. */
function fivesOf(cards: readonly Card[]): Card[][] {
  const out: Card[][] = [];
  const walk = (start: number, chosen: Card[]) => {
    if (chosen.length === 5) out.push(chosen);
    else for (let i = start; i <= cards.length - (5 - chosen.length); i++) walk(i + 1, [...chosen, cards[i]!]);
  };
  walk(0, []);
  return out;
}

/** The best five-card hand out of five to seven cards (every choice of five) and its five cards. */
export function bestFive(cards: readonly Card[]): PokerHand & { cards: Card[] } {
  if (cards.length < 5 || cards.length > 7) throw new RangeError('choose five of five to seven cards');
  let best: (PokerHand & { cards: Card[] }) | null = null;
  for (const five of fivesOf(cards)) {
    const hand = rankFive(five);
    if (!best || hand.score > best.score) best = { ...hand, cards: five };
  }
  return best!;
}

export const THREE_CARD_CATEGORIES = ['highCard', 'pair', 'flush', 'straight', 'trips', 'straightFlush'] as const;
export type ThreeCardCategory = (typeof THREE_CARD_CATEGORIES)[number];

/** Ranks a three-card hand (three card poker order: straight flush, trips, straight, flush, pair, high card). */
export function rankThree(cards: readonly Card[]): { category: ThreeCardCategory; score: number; ranks: number[] } {
  if (cards.length !== 3) throw new RangeError('a three card hand has three cards');
  const g = groups(cards);
  const flush = cards.every((c) => c.suit === cards[0]!.suit);
  const top = g.length === 3 ? straightTop(g.map(([r]) => r)) : 0;
  let ranks = g.map(([r]) => r);
  if (top) ranks = top === 3 ? [3, 2, 1] : ranks;
  const category: ThreeCardCategory =
    top && flush
      ? 'straightFlush'
      : g[0]![1] === 3
        ? 'trips'
        : top
          ? 'straight'
          : flush
            ? 'flush'
            : g[0]![1] === 2
              ? 'pair'
              : 'highCard';
  return { category, score: scoreOf(THREE_CARD_CATEGORIES.indexOf(category), ranks), ranks };
}
