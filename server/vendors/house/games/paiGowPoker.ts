/**
 * Pai Gow Poker (docs/sandbox-provider.md "Pai gow poker"): one 52-card deck and a joker (53
 * cards), seven cards to the player, then seven to the dealer, drawn without replacement with the
 * fair Rng at the deal (the seeds fix every card whatever the player sets). The player splits the
 * seven into a five-card back hand and a two-card front hand; the back must outrank the front (a
 * set that does not is refused). The dealer sets by the house way ({@link houseWay}).
 *
 * Hands: five-card hands rank as poker.ts rankFive, with five aces (four aces and the joker) above
 * a straight flush and A-2-3-4-5 the second highest straight (below A-K-Q-J-10, above K-high).
 * The joker (the "bug") is an ace, or completes a straight, a flush or a straight flush as any
 * card not already in the hand. Two-card hands are a pair or two high cards (the joker an ace).
 *
 * Settlement (returns, stake included): each of the player's hands is compared with the dealer's
 * hand of its size, and a tie (a "copy") goes to the dealer. Both hands win: 1:1 less 5%
 * commission (1.95x); one each: a push (the stake back); both lose: the stake is lost.
 * RTP per stake, the player setting by the house way against the dealer's house way:
 * {@link PAI_GOW_RTP} (published from a simulation: an exact figure would need every pair of
 * seven-card hands, C(53,7) x C(46,7) deals, out of reach of a test).
 */
import type { Rng } from '../fair/rng';
import { newShoe, type Card } from './cards';
import { pokerRank, rankFive, type PokerCategory } from './poker';
import { cardDrawer, checkStake } from './tableKit';

/** The joker of the 53-card deck (rank 0). */
export interface Joker {
  rank: 0;
  suit: 'JOKER';
}
export const JOKER: Joker = { rank: 0, suit: 'JOKER' };
export type PaiGowCard = Card | Joker;
export const isJoker = (card: PaiGowCard): card is Joker => card.suit === 'JOKER';

export type PaiGowBackName = PokerCategory | 'royalFlush' | 'fiveAces';
export type PaiGowFrontName = 'pair' | 'highCard';

/** A ranked hand: its name and a score (higher is better, equal is a copy). */
export interface PaiGowRanked<N extends string> {
  name: N;
  score: number;
}

/** The share of a win paid after commission, in hundredths (1:1 less 5%). */
export const PAI_GOW_WIN_RETURN = 195;
/**
 * The RTP per stake, the player setting by the house way against the dealer's house way: 97.48%
 * (house edge 2.52%), measured by a fairRng simulation of 1,000,000 rounds (server seed
 * `pai-gow-house-way`, client seed `rtp`, nonces 0..999,999: 97.480% with a standard error of
 * 0.075 points; wins 28.92%, pushes 41.08%, losses 30.00%), re-measured by the tests and
 * `npm run bench:rtp -- --game paigow`.
 */
export const PAI_GOW_RTP = 0.9748;

const SCORE_UNIT = 16 ** 5;
const STRAIGHT = 4;
const STRAIGHT_FLUSH = 8;

/** Score of a joker-free five-card hand with A-2-3-4-5 as the second highest straight. */
function scoreFive(cards: readonly Card[]): { category: PokerCategory; score: number; ranks: number[] } {
  const hand = rankFive(cards);
  const wheel = (hand.category === 'straight' || hand.category === 'straightFlush') && hand.ranks[0] === 5;
  if (!wheel) return hand;
  const base = hand.category === 'straight' ? STRAIGHT : STRAIGHT_FLUSH;
  // Just under the ace-high straight (14, 13, 12, 11, 10): 14, 13, 12, 11, 9.
  const score = [14, 13, 12, 11, 9].reduce((s, r) => s * 16 + r, base);
  return { ...hand, score };
}

/**
 * Ranks a five-card pai gow hand, the joker taking its best allowed value.
 * @throws RangeError unless five cards with at most one joker.
 */
export function rankPaiGowFive(cards: readonly PaiGowCard[]): PaiGowRanked<PaiGowBackName> {
  if (cards.length !== 5) throw new RangeError('a pai gow back hand has five cards');
  const plain = cards.filter((c): c is Card => !isJoker(c));
  if (plain.length < 4) throw new RangeError('one joker at most');
  const named = (h: { category: PokerCategory; score: number; ranks: number[] }) => ({
    name: (h.category === 'straightFlush' && h.ranks[0] === 14 ? 'royalFlush' : h.category) as PaiGowBackName,
    score: h.score,
  });
  if (plain.length === 5) return named(scoreFive(plain));
  if (plain.filter((c) => c.rank === 1).length === 4)
    return { name: 'fiveAces', score: (STRAIGHT_FLUSH + 1) * SCORE_UNIT };
  let best: PaiGowRanked<PaiGowBackName> | null = null;
  for (const sub of newShoe(1)) {
    if (plain.some((c) => c.rank === sub.rank && c.suit === sub.suit)) continue;
    const h = scoreFive([...plain, sub]);
    const allowed =
      sub.rank === 1 || h.category === 'straight' || h.category === 'flush' || h.category === 'straightFlush';
    if (allowed && (!best || h.score > best.score)) best = named(h);
  }
  return best!;
}

/** Ranks a two-card hand: a pair or high cards (the joker an ace). RangeError unless two cards. */
export function rankPaiGowTwo(cards: readonly PaiGowCard[]): PaiGowRanked<PaiGowFrontName> {
  if (cards.length !== 2) throw new RangeError('a pai gow front hand has two cards');
  const [a, b] = cards.map((c) => (isJoker(c) ? 14 : pokerRank(c))).sort((x, y) => y - x) as [number, number];
  // The same scale as five-card scores, so a back hand can be checked against its front.
  if (a === b) return { name: 'pair', score: (16 + a) * 16 ** 4 };
  return { name: 'highCard', score: (a * 16 + b) * 16 ** 3 };
}

/** A player's or dealer's set: the two hands and their ranks. */
export interface PaiGowSet {
  /** Indexes (0..6) of the dealt cards set in front. */
  frontIndexes: [number, number];
  front: PaiGowCard[];
  back: PaiGowCard[];
  frontHand: PaiGowRanked<PaiGowFrontName>;
  backHand: PaiGowRanked<PaiGowBackName>;
}

/**
 * Sets seven cards with cards `front` (two distinct indexes 0..6) in front and the rest behind.
 * @throws RangeError on bad indexes or when the back hand does not outrank the front ("foul").
 */
export function setPaiGow(cards: readonly PaiGowCard[], front: readonly number[]): PaiGowSet {
  if (cards.length !== 7) throw new RangeError('pai gow sets seven cards');
  const [i, j] = front;
  if (
    front.length !== 2 ||
    !Number.isInteger(i) ||
    !Number.isInteger(j) ||
    i === j ||
    i! < 0 ||
    j! < 0 ||
    i! > 6 ||
    j! > 6
  )
    throw new RangeError('the front hand is two different cards of the seven');
  const frontIndexes = [Math.min(i!, j!), Math.max(i!, j!)] as [number, number];
  const frontCards = frontIndexes.map((k) => cards[k]!);
  const back = cards.filter((_, k) => !frontIndexes.includes(k));
  const frontHand = rankPaiGowTwo(frontCards);
  const backHand = rankPaiGowFive(back);
  if (backHand.score < frontHand.score) throw new RangeError('the back hand must outrank the front hand');
  return { frontIndexes, front: frontCards, back, frontHand, backHand };
}

/** Every legal set of seven cards. */
function legalSets(cards: readonly PaiGowCard[]): PaiGowSet[] {
  const out: PaiGowSet[] = [];
  for (let i = 0; i < 7; i++)
    for (let j = i + 1; j < 7; j++) {
      try {
        out.push(setPaiGow(cards, [i, j]));
      } catch {
        // a foul set: not one of the choices
      }
    }
  return out;
}

/** The poker rank used to group cards: the joker counts as an ace. */
const groupRank = (c: PaiGowCard) => (isJoker(c) ? 14 : pokerRank(c));

/**
 * The house way (docs/sandbox-provider.md "Pai gow poker"), the dealer's fixed way to set a hand,
 * the joker counting as an ace except in a straight or flush:
 * - five aces: a pair of kings in front when there is one, else a pair of aces in front;
 * - four of a kind: kept behind with a pair in front when there is one; else kept behind with
 *   the two highest singles in front when the quads are 2-6, or 7-10 with an ace single; else
 *   split into two pairs;
 * - two threes of a kind: a pair of the higher in front;
 * - a full house: the pair in front, unless it is twos with an ace and a king to set in front;
 * - three pairs: the highest pair in front;
 * - two pairs: split (the lower pair in front), unless the higher pair is jacks or lower and an
 *   ace single can go in front (both pairs behind);
 * - otherwise a straight, flush or straight flush is kept behind when the hand has one, with the
 *   best front the other two cards can make;
 * - three of a kind: kept behind with the two highest singles in front (three aces: a pair of
 *   aces behind and the third ace in front with the highest single);
 * - one pair: behind, the two highest singles in front;
 * - no pair: the highest card behind, the next two in front.
 * A set the rules would make foul is replaced by the legal set with the best front.
 * @returns the indexes of the two cards set in front.
 */
export function houseWay(cards: readonly PaiGowCard[]): [number, number] {
  if (cards.length !== 7) throw new RangeError('pai gow sets seven cards');
  const order = cards.map((c, k) => ({ k, r: groupRank(c) })).sort((a, b) => b.r - a.r || a.k - b.k);
  const byRank = new Map<number, number[]>();
  for (const { k, r } of order) byRank.set(r, [...(byRank.get(r) ?? []), k]);
  const groups = [...byRank].sort((a, b) => b[1].length - a[1].length || b[0] - a[0]);
  const sized = (n: number) => groups.filter(([, ks]) => ks.length === n);
  const singles = sized(1).map(([, ks]) => ks[0]!);
  const pairs = sized(2);
  const trips = sized(3);
  const quads = sized(4);
  const fives = sized(5);
  const singleAce = singles.find((k) => groupRank(cards[k]!) === 14);
  const pick = (front: number[]): [number, number] => {
    try {
      return setPaiGow(cards, front).frontIndexes;
    } catch {
      return bestFrontOf(legalSets(cards));
    }
  };
  if (fives.length) {
    const kings = pairs.find(([r]) => r === 13);
    return pick(kings ? kings[1] : fives[0]![1].slice(0, 2));
  }
  if (quads.length) {
    const [q, ks] = quads[0]!;
    const pair = [...pairs, ...trips].sort((a, b) => b[0] - a[0])[0];
    if (pair) return pick(pair[1].slice(0, 2));
    if (q <= 6 || (q <= 10 && singleAce !== undefined)) return pick(singles.slice(0, 2));
    return pick(ks.slice(0, 2));
  }
  if (trips.length >= 2) return pick(trips[0]![1].slice(0, 2));
  if (trips.length === 1 && pairs.length) {
    const [pr, pks] = pairs[0]!;
    const ace = singles.find((k) => groupRank(cards[k]!) === 14);
    const king = singles.find((k) => groupRank(cards[k]!) === 13);
    if (pr === 2 && ace !== undefined && king !== undefined) return pick([ace, king]);
    return pick(pks);
  }
  if (pairs.length >= 3) return pick(pairs[0]![1]);
  if (pairs.length === 2) {
    const [high] = pairs[0]!;
    if (high <= 11 && singleAce !== undefined) {
      const partner = singles.find((k) => k !== singleAce)!;
      return pick([singleAce, partner]);
    }
    return pick(pairs[1]![1]);
  }
  const straightOrFlush = (mayMakeStraightOrFlush(cards) ? legalSets(cards) : []).filter((s) =>
    ['straight', 'flush', 'straightFlush', 'royalFlush'].includes(s.backHand.name),
  );
  if (straightOrFlush.length) return bestFrontOf(straightOrFlush);
  if (trips.length === 1) {
    const [t, tks] = trips[0]!;
    if (t === 14) return pick([tks[2]!, singles[0]!]);
    return pick(singles.slice(0, 2));
  }
  if (pairs.length === 1) return pick(singles.slice(0, 2));
  return pick([order[1]!.k, order[2]!.k]);
}

/** Whether five of the seven cards may make a straight or a flush (the joker filling a gap): a quick filter. */
function mayMakeStraightOrFlush(cards: readonly PaiGowCard[]): boolean {
  const joker = cards.some(isJoker) ? 1 : 0;
  const plain = cards.filter((c): c is Card => !isJoker(c));
  const suits = new Map<string, number>();
  for (const c of plain) suits.set(c.suit, (suits.get(c.suit) ?? 0) + 1);
  if (Math.max(...suits.values()) + joker >= 5) return true;
  const ranks = new Set(plain.flatMap((c) => (c.rank === 1 ? [1, 14] : [c.rank])));
  for (let low = 1; low <= 10; low++)
    if ([0, 1, 2, 3, 4].filter((d) => ranks.has(low + d)).length + joker >= 5) return true;
  return false;
}

/** The set with the best front hand (then the best back), as front indexes. */
function bestFrontOf(sets: readonly PaiGowSet[]): [number, number] {
  const best = [...sets].sort(
    (a, b) => b.frontHand.score - a.frontHand.score || b.backHand.score - a.backHand.score,
  )[0];
  if (!best) throw new RangeError('no legal set');
  return best.frontIndexes;
}

export interface PaiGowDeal {
  player: PaiGowCard[];
  /** Hidden until the player has set. */
  dealer: PaiGowCard[];
  stake: bigint;
}

export interface PaiGowRound {
  player: PaiGowSet;
  dealer: PaiGowSet;
  /** Per hand: the player's hand beats the dealer's (a copy is the dealer's). */
  backWins: boolean;
  frontWins: boolean;
  outcome: 'win' | 'push' | 'lose';
  stake: bigint;
  /** Minor units, stake included (rounded down). */
  totalWin: bigint;
}

/**
 * Deals a round: seven cards to the player, then seven to the dealer, from the 53-card deck.
 * @throws RangeError when the stake is not a bigint above 0, before dealing.
 */
export function dealPaiGow(rng: Rng, stake: bigint): PaiGowDeal {
  checkStake(stake);
  const draw = cardDrawer(rng, [...newShoe(1), JOKER] as Card[]) as () => PaiGowCard;
  const player = Array.from({ length: 7 }, draw);
  const dealer = Array.from({ length: 7 }, draw);
  return { player, dealer, stake };
}

/**
 * Sets the player's hand with `front` (two indexes of the seven), sets the dealer's by the house
 * way and settles: both hands win 1.95x, one each the stake back, else 0.
 * @throws RangeError on a foul or bad set (nothing is settled).
 */
export function finishPaiGow(deal: PaiGowDeal, front: readonly number[]): PaiGowRound {
  const player = setPaiGow(deal.player, front);
  const dealer = setPaiGow(deal.dealer, houseWay(deal.dealer));
  const backWins = player.backHand.score > dealer.backHand.score;
  const frontWins = player.frontHand.score > dealer.frontHand.score;
  const outcome = backWins && frontWins ? 'win' : backWins || frontWins ? 'push' : 'lose';
  const totalWin =
    outcome === 'win' ? (deal.stake * BigInt(PAI_GOW_WIN_RETURN)) / 100n : outcome === 'push' ? deal.stake : 0n;
  return { player, dealer, backWins, frontWins, outcome, stake: deal.stake, totalWin };
}
