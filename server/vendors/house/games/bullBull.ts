/**
 * Bull Bull, 牛牛 against the banker (docs/sandbox-provider.md "Bull Bull"): one 52-card deck, five
 * cards each to the banker and seats 1, 2 and 3, dealt one at a time in that order, drawn without
 * replacement with the fair Rng. Every seat plays the banker alone.
 *
 * Hands: cards count A = 1, 2-9 their pips, 10, J, Q, K = 10. A hand with three cards summing to a
 * multiple of 10 is "bull n", n = the other two cards' sum mod 10 (bull bull, 牛牛, when that is
 * 0; n is the hand's total mod 10 whichever three are chosen); otherwise "no bull". Five J/Q/K is
 * "five faces" (五花), above bull bull. Between equal classes the higher top card wins: by rank (K
 * high, A low), then by suit, spades > hearts > clubs > diamonds; two hands never tie.
 *
 * Bets on a seat (pick [1 | 2 | 3]), the winner's hand fixing the multiplier m:
 * - equal (平倍): m = 1. The seat wins 0.95 x stake (5% commission) or loses the stake.
 * - double (翻倍): m = 1 for no bull .. bull 6, 2 for bull 7-9, 3 for bull bull and five faces. The
 *   player deposits 3 x stake (the largest multiplier, as the market tables do); a win pays
 *   0.95 x m x stake (m of the seat's hand) on top of the deposit, a loss takes m x stake (m of
 *   the banker's hand) from it and returns the rest.
 * RTP per unit of stake (1 + expected net / stake; the deposit is not a stake): the two hands are
 * exchangeable and never tie, so the player wins half the time and the winner's multiplier is the
 * better class's: equal 1 - 0.025 = 97.500%, double 1 - 0.025 E[m of the better hand] = 95.976%
 * (bullBullRtp enumerates the two hands' card values).
 */
import type { Rng } from '../fair/rng';
import { newShoe, type Card, type Suit } from './cards';
import { cardDrawer, checkTableBets, choose, payout, type TableBet } from './tableKit';

export const BULL_BULL_BET_TYPES = ['equal', 'double'] as const;
export type BullBullBetType = (typeof BULL_BULL_BET_TYPES)[number];
/** A bet on a seat: `pick: [seat]`, seat 1..3; `stake` is the unit the multipliers apply to. */
export type BullBullBet = TableBet<BullBullBetType>;
export const BULL_BULL_SEATS = 3;
/** What a bet type asks the player to put down, in stakes (the largest multiplier). */
export const BULL_BULL_DEPOSIT: Readonly<Record<BullBullBetType, number>> = { equal: 1, double: 3 };
/** The share of a win paid after commission, in hundredths. */
export const BULL_BULL_WIN_SHARE = 95;

/** 0 no bull, 1-9 bull n, 10 bull bull, 11 five faces. */
export type NiuClass = number;
export const FIVE_FACES = 11;
export const BULL_BULL = 10;

export interface NiuHand {
  cards: Card[];
  niu: NiuClass;
  /** The top card, which breaks ties between equal classes. */
  top: Card;
}

export interface BullBullSettled extends BullBullBet {
  /** What the bet took from the wallet: stake x deposit (minor units). */
  deposit: bigint;
  /** What comes back (minor units, deposit included, rounded down). */
  win: bigint;
}

export interface BullBullRound {
  banker: NiuHand;
  /** Seats 1..3 at index 0..2, each with whether it beat the banker. */
  seats: (NiuHand & { won: boolean })[];
  bets: BullBullSettled[];
  /** The deposits taken. */
  stake: bigint;
  totalWin: bigint;
}

/** A card's count: A 1, 2-9 pips, 10 and faces 10. */
export const niuValue = (card: Card): number => Math.min(card.rank, 10);
const SUIT_ORDER: Readonly<Record<Suit, number>> = { S: 4, H: 3, C: 2, D: 1 };
const cardOrder = (c: Card) => c.rank * 10 + SUIT_ORDER[c.suit];

/** The class of five card values (1..10): bull n when some three sum to a multiple of 10, else 0. */
export function niuOfValues(values: readonly number[]): NiuClass {
  const total = values.reduce((s, v) => s + v, 0);
  for (let i = 0; i < 5; i++)
    for (let j = i + 1; j < 5; j++)
      for (let k = j + 1; k < 5; k++)
        if ((values[i]! + values[j]! + values[k]!) % 10 === 0) return total % 10 === 0 ? BULL_BULL : total % 10;
  return 0;
}

/** Ranks a five-card hand: its class (with five faces) and its top card. RangeError unless 5 cards. */
export function niuHand(cards: readonly Card[]): NiuHand {
  if (cards.length !== 5) throw new RangeError('a bull bull hand has five cards');
  const niu = cards.every((c) => c.rank >= 11) ? FIVE_FACES : niuOfValues(cards.map(niuValue));
  const top = cards.reduce((best, c) => (cardOrder(c) > cardOrder(best) ? c : best));
  return { cards: [...cards], niu, top };
}

/** Whether hand a beats hand b: the higher class, then the higher top card. */
export const niuBeats = (a: NiuHand, b: NiuHand): boolean =>
  a.niu !== b.niu ? a.niu > b.niu : cardOrder(a.top) > cardOrder(b.top);

/** The double bet's multiplier of a class: 1 up to bull 6, 2 for bull 7-9, 3 for bull bull and five faces. */
export const doubleMultiplier = (niu: NiuClass): number => (niu >= BULL_BULL ? 3 : niu >= 7 ? 2 : 1);
const multiplierOf = (type: BullBullBetType, niu: NiuClass) => (type === 'equal' ? 1 : doubleMultiplier(niu));

/** RangeError unless the bet picks one seat 1..3. */
function checkSeat(bet: BullBullBet): void {
  const seat = bet.pick?.[0];
  if (bet.pick?.length !== 1 || !(seat === 1 || seat === 2 || seat === 3))
    throw new RangeError('a bull bull bet picks one seat 1..3');
}

/**
 * Deals one round and settles `bets` (docs/sandbox-provider.md "Bull Bull").
 * @returns the banker's and seats' hands (class, top card, whether the seat won), each bet's
 *   deposit and return (minor units, rounded down), the deposits taken and the total return.
 * @throws RangeError on an unknown bet type, a stake not above 0 or a pick that is not one seat
 *   1..3, before dealing.
 */
export function playBullBull(rng: Rng, bets: readonly BullBullBet[]): BullBullRound {
  checkTableBets(BULL_BULL_BET_TYPES, bets, checkSeat);
  const draw = cardDrawer(rng, newShoe(1));
  const hands: Card[][] = Array.from({ length: BULL_BULL_SEATS + 1 }, () => []);
  for (let round = 0; round < 5; round++) for (const hand of hands) hand.push(draw());
  const banker = niuHand(hands[0]!);
  const seats = hands.slice(1).map((cards) => {
    const hand = niuHand(cards);
    return { ...hand, won: niuBeats(hand, banker) };
  });
  const settled = bets.map((bet) => {
    const seat = seats[bet.pick![0]! - 1]!;
    const deposit = bet.stake * BigInt(BULL_BULL_DEPOSIT[bet.type]);
    const win = seat.won
      ? deposit + payout(bet.stake * BigInt(multiplierOf(bet.type, seat.niu)), BULL_BULL_WIN_SHARE)
      : deposit - bet.stake * BigInt(multiplierOf(bet.type, banker.niu));
    return { ...bet, deposit, win };
  });
  return {
    banker,
    seats,
    bets: settled,
    stake: settled.reduce((s, b) => s + b.deposit, 0n),
    totalWin: settled.reduce((s, b) => s + b.win, 0n),
  };
}

/** Every multiset of five card values 1..10 (four cards of each value 1-9, sixteen of 10), as counts. */
function valueHands(): { counts: number[]; niu: NiuClass }[] {
  const out: { counts: number[]; niu: NiuClass }[] = [];
  const walk = (value: number, left: number, counts: number[]) => {
    if (value === 10) {
      if (left > 16) return;
      const full = [...counts, left];
      const values = full.flatMap((n, i) => Array<number>(n).fill(i + 1));
      out.push({ counts: full, niu: niuOfValues(values) });
      return;
    }
    for (let n = 0; n <= Math.min(4, left); n++) walk(value + 1, left - n, [...counts, n]);
  };
  walk(1, 5, []);
  return out;
}

let betterHandMean: number | undefined;
/**
 * E[double multiplier of the better of two disjoint five-card hands], exact: every pair of value
 * multisets, weighted by the ways to choose both hands' cards (C(n, a) x C(n - a, b) per value).
 * Five faces is a bull bull of values, with the same multiplier.
 */
function meanBetterMultiplier(): number {
  if (betterHandMean !== undefined) return betterHandMean;
  const hands = valueHands();
  const sizes = [4, 4, 4, 4, 4, 4, 4, 4, 4, 16];
  const binomial = Array.from({ length: 17 }, (_, n) => Array.from({ length: 6 }, (_, k) => choose(n, k)));
  const counts = hands.map((h) => h.counts);
  const multipliers = hands.map((h) => doubleMultiplier(h.niu));
  let weighted = 0;
  let total = 0;
  for (let i = 0; i < hands.length; i++) {
    const a = counts[i]!;
    let first = 1;
    for (let v = 0; v < 10; v++) first *= binomial[sizes[v]!]![a[v]!]!;
    for (let j = 0; j < hands.length; j++) {
      const b = counts[j]!;
      let ways = first;
      for (let v = 0; v < 10 && ways > 0; v++) {
        const left = sizes[v]! - a[v]!;
        ways = b[v]! > left ? 0 : ways * binomial[left]![b[v]!]!;
      }
      if (ways === 0) continue;
      total += ways;
      weighted += ways * (multipliers[i]! > multipliers[j]! ? multipliers[i]! : multipliers[j]!);
    }
  }
  betterHandMean = weighted / total;
  return betterHandMean;
}

/**
 * The exact RTP of a bet type per unit of stake (a fraction): 1 + expected net / stake =
 * 1 - (1 - 0.95) / 2 x E[multiplier of the better hand] (the module comment gives the argument).
 */
export function bullBullRtp(type: BullBullBetType): number {
  const mean = type === 'equal' ? 1 : meanBetterMultiplier();
  return 1 - ((1 - BULL_BULL_WIN_SHARE / 100) / 2) * mean;
}
