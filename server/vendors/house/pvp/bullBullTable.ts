/**
 * Banker-bidding Bull Bull, 搶莊牛牛, between real members (docs/pvp.md "搶莊牛牛"): one hand of a PVP
 * table as a pure state machine. The table service (seats, timers, the wallet calls) drives it with
 * {@link startBullHand}, {@link bullAct} and {@link bullTimeout}; nothing here does I/O, reads a clock or
 * draws a random number outside the hand's fair inputs, so a hand replays from its seeds and actions.
 *
 * A hand, with 2..5 seated members and the room's base bet `base` (minor units):
 * 1. **Deal.** One 52-card deck shuffled with the hand's fair Rng (Fisher-Yates); the members in seat
 *    order take cards 5k..5k+4 of the shuffled deck. The fair Rng then orders the seats once more:
 *    that order breaks ties between equal banker bids.
 * 2. **Bidding** (`bid`): every member sees their first four cards and bids at the same time: 0 (不搶)
 *    or a banker multiple 1..4, as far as their balance covers it ({@link bullBidOptions}). The highest
 *    bid is the banker (ties: the first in the tie order); when every bid is 0, the first member in the
 *    tie order is banker at multiple 1. At the deadline a member who has not bid bids 0.
 * 3. **Betting** (`bet`): every other member picks a bet multiple 1..5 as far as their balance and
 *    their share of the banker's balance cover it ({@link bullBetOptions}); at the deadline, 1.
 * 4. **Showdown**: the fifth cards are shown and every member plays the banker alone. The better hand
 *    wins base x banker multiple x bet multiple x the winner's hand multiplier ({@link bullMultiplier}).
 *
 * Money: every stake is debited before the fifth card is known to anyone. When bidding closes the
 * banker's hold ({@link BullHand.bankerHold}: the most the others' bets can cost the banker) is
 * debited; when a member picks a bet (or the timer picks 1), the member's exposure base x B x m x 5.
 * A member whose debit fails is out of the hand ({@link bullDrop}); a banker whose hold fails voids
 * the hand before any bet. The credit at showdown is exposure + result - rake; the rake (the room's
 * rate, in basis points) is taken from a positive result only, rounded down, so the house's take
 * of a hand is exactly the rake.
 */
import type { Rng } from '../fair/rng';
import { shuffle } from '../fair/rng';
import { newShoe, type Card, type Suit } from '../games/cards';
import { niuOfValues, niuValue } from '../games/bullBull';
import { handMembers, PvpActionError, rakeOf, seatIn } from './common';

/** Banker bids: 0 is 不搶. */
export const BULL_BIDS = [0, 1, 2, 3, 4] as const;
/** Bet multiples a member may pick against the banker. */
export const BULL_BET_MULTIPLES = [1, 2, 3, 4, 5] as const;
/** The largest hand multiplier: exposure is counted with it. */
export const BULL_MAX_MULTIPLIER = 5;

/** Hand classes: 0 no bull, 1..9 bull n, then the specials, highest last. */
export const BULL_CLASS = { bullBull: 10, fiveFaces: 11, bomb: 12, fiveSmall: 13 } as const;

export interface BullHandRank {
  /** 0..13 ({@link BULL_CLASS}). */
  cls: number;
  /** Breaks ties between equal classes (bigger wins; never equal between two hands of one deck). */
  tie: number;
}

const SUIT_ORDER: Readonly<Record<Suit, number>> = { S: 4, H: 3, C: 2, D: 1 };
const cardOrder = (c: Card): number => c.rank * 10 + SUIT_ORDER[c.suit];

/**
 * Ranks five cards (docs/pvp.md "Hands"): 五小牛 (five small: every card below 5 and the total at most
 * 10) > 炸彈牛 (bomb: four of a rank) > 五花牛 (five faces, J/Q/K) > 牛牛 > 牛9 .. 牛1 > 無牛. Ties: a bomb
 * by the rank of its four, every other class by its top card (rank, then suit ♠ > ♥ > ♣ > ♦).
 * @throws RangeError unless five cards.
 */
export function bullRank(cards: readonly Card[]): BullHandRank {
  if (cards.length !== 5) throw new RangeError('a bull bull hand has five cards');
  const top = Math.max(...cards.map(cardOrder));
  const counts = new Map<number, number>();
  for (const c of cards) counts.set(c.rank, (counts.get(c.rank) ?? 0) + 1);
  const quad = [...counts].find(([, n]) => n === 4)?.[0];
  if (cards.every((c) => c.rank < 5) && cards.reduce((s, c) => s + c.rank, 0) <= 10)
    return { cls: BULL_CLASS.fiveSmall, tie: top };
  if (quad !== undefined) return { cls: BULL_CLASS.bomb, tie: quad };
  if (cards.every((c) => c.rank >= 11)) return { cls: BULL_CLASS.fiveFaces, tie: top };
  return { cls: niuOfValues(cards.map(niuValue)), tie: top };
}

/** Whether hand `a` beats hand `b`. */
export const bullBeats = (a: BullHandRank, b: BullHandRank): boolean =>
  a.cls !== b.cls ? a.cls > b.cls : a.tie > b.tie;

/** A class's multiplier: x1 up to bull 6, x2 bull 7-8, x3 bull 9, x4 bull bull, x5 every special hand. */
export function bullMultiplier(cls: number): number {
  if (cls >= BULL_CLASS.fiveFaces) return 5;
  if (cls === BULL_CLASS.bullBull) return 4;
  if (cls === 9) return 3;
  if (cls >= 7) return 2;
  return 1;
}

/** A member taking part in a hand, as the table service knows them when the hand starts. */
export interface BullSeatIn {
  seat: number;
  /** The platform's player id (never shown to other members). */
  player: string;
  /** The member's balance at the start (minor units): it bounds their options. */
  balance: bigint;
}

export type BullPhase = 'bidding' | 'betting' | 'settled';

export interface BullSeatState extends BullSeatIn {
  cards: Card[];
  bid: number | null;
  bet: number | null;
  /** Whether the member acted themselves (false: the timer acted for them). */
  acted: boolean;
  /** Out of the hand: the member's bet debit failed (nothing at stake, no result). */
  out: boolean;
  rank: BullHandRank;
}

export interface BullSettlement {
  seat: number;
  player: string;
  /** What the wallet debited (minor units). */
  exposure: bigint;
  /** The hand's result before rake (positive: won). */
  result: bigint;
  rake: bigint;
  /** exposure + result - rake: what the closing credit pays back. */
  credit: bigint;
  /** The amount played (base x B x m, the banker the sum): the hand's valid bet. */
  played: bigint;
  won: boolean;
  banker: boolean;
}

export interface BullHand {
  base: bigint;
  rakeBp: number;
  phase: BullPhase;
  seats: BullSeatState[];
  /** Seat numbers in the fair tie order. */
  tieOrder: number[];
  banker: number | null;
  bankerBid: number | null;
  /** What the banker's debit holds once bidding closes: every other member at their top open bet (minor units). */
  bankerHold: bigint | null;
  /** When the current phase ends (ms since the epoch), null once settled. */
  deadline: number | null;
  settlements: BullSettlement[];
}

/** Phase lengths (ms). */
export interface BullTimers {
  bid: number;
  bet: number;
}

/** Exposure of one member against the banker: base x B x m x the largest multiplier. */
const memberExposure = (base: bigint, bankerBid: number, bet: number): bigint =>
  base * BigInt(bankerBid * bet * BULL_MAX_MULTIPLIER);

/**
 * The bids a member's balance covers: 0 always; B when the balance covers a banker's largest
 * exposure at B (every other member at the top bet multiple).
 */
export function bullBidOptions(base: bigint, balance: bigint, players: number): number[] {
  const top = BULL_BET_MULTIPLES[BULL_BET_MULTIPLES.length - 1]!;
  return BULL_BIDS.filter((b) => b === 0 || balance >= memberExposure(base, b, top) * BigInt(players - 1));
}

/**
 * The bet multiples open to a member: covered by their own balance and by an equal share of the
 * banker's balance among the other members; 1 always (the room's minimum balance covers it).
 */
export function bullBetOptions(
  base: bigint,
  bankerBid: number,
  balance: bigint,
  bankerBalance: bigint,
  players: number,
): number[] {
  const share = bankerBalance / BigInt(players - 1);
  return BULL_BET_MULTIPLES.filter((m) => {
    const need = memberExposure(base, bankerBid, m);
    return m === 1 || (balance >= need && share >= need);
  });
}

/** The minimum balance to sit at a room of base `base`: a bet of 1 against a banker at the top bid. */
export const bullMinimumBalance = (base: bigint): bigint => memberExposure(base, BULL_BIDS[BULL_BIDS.length - 1]!, 1);

/**
 * The deal of a hand from its fair Rng (docs/pvp.md "Fairness"): one deck shuffled, five cards to each
 * of `seats` (ascending) in turn, then the seats shuffled once more for the tie order. The verifier
 * (fair/verify.ts) replays it from the revealed seed.
 */
export function dealBull(rng: Rng, seats: readonly number[]): { hands: Card[][]; tieOrder: number[] } {
  const deck = shuffle(rng, newShoe(1));
  return { hands: seats.map((_, k) => deck.slice(5 * k, 5 * k + 5)), tieOrder: shuffle(rng, seats) };
}

/**
 * Deals a hand (docs/pvp.md): the seats in order, 2..5 members of distinct seats 1..5, each with a
 * balance of at least the room minimum ({@link bullMinimumBalance}).
 * @param rng the hand's fair Rng (server seed, the table's client seed, the hand number as nonce).
 * @param now ms since the epoch: the bidding deadline is now + timers.bid.
 * @throws RangeError on a wrong seat list, a balance below the minimum or a negative rake.
 */
export function startBullHand(input: {
  rng: Rng;
  base: bigint;
  rakeBp: number;
  seats: readonly BullSeatIn[];
  timers: BullTimers;
  now: number;
}): BullHand {
  const { rng, base, rakeBp, timers, now } = input;
  const seats = handMembers(input.seats, base, rakeBp, bullMinimumBalance(base));
  const { hands, tieOrder } = dealBull(
    rng,
    seats.map((s) => s.seat),
  );
  return {
    base,
    rakeBp,
    phase: 'bidding',
    seats: seats.map((s, k) => {
      const cards = hands[k]!;
      return { ...s, cards, bid: null, bet: null, acted: false, out: false, rank: bullRank(cards) };
    }),
    tieOrder,
    banker: null,
    bankerBid: null,
    bankerHold: null,
    deadline: now + timers.bid,
    settlements: [],
  };
}

const seatOf = (hand: BullHand, seat: number): BullSeatState => seatIn(hand.seats, seat);

/** The options `seat` has now: bids while bidding, bet multiples while betting (not for the banker), else none. */
export function bullOptions(hand: BullHand, seat: number): number[] {
  const s = seatOf(hand, seat);
  const n = hand.seats.length;
  if (hand.phase === 'bidding') return s.bid === null ? bullBidOptions(hand.base, s.balance, n) : [];
  if (hand.phase === 'betting' && seat !== hand.banker && s.bet === null) {
    const banker = seatOf(hand, hand.banker!);
    return bullBetOptions(hand.base, hand.bankerBid!, s.balance, banker.balance, n);
  }
  return [];
}

function closeBidding(hand: BullHand, now: number, timers: BullTimers): BullHand {
  const seats = hand.seats.map((s) => (s.bid === null ? { ...s, bid: 0 } : s));
  const top = Math.max(...seats.map((s) => s.bid!));
  const banker = hand.tieOrder.find((seat) => seats.find((s) => s.seat === seat)!.bid === top)!;
  const bankerBid = top === 0 ? 1 : top;
  const bankerBalance = seats.find((s) => s.seat === banker)!.balance;
  let bankerHold = 0n;
  for (const s of seats) {
    if (s.seat === banker) continue;
    const open = bullBetOptions(hand.base, bankerBid, s.balance, bankerBalance, seats.length);
    bankerHold += memberExposure(hand.base, bankerBid, open[open.length - 1]!);
  }
  return { ...hand, seats, phase: 'betting', banker, bankerBid, bankerHold, deadline: now + timers.bet };
}

function settle(hand: BullHand): BullHand {
  const seats = hand.seats.map((s) => (s.seat !== hand.banker && !s.out && s.bet === null ? { ...s, bet: 1 } : s));
  const banker = seats.find((s) => s.seat === hand.banker)!;
  const B = hand.bankerBid!;
  let bankerResult = 0n;
  let bankerPlayed = 0n;
  const members: BullSettlement[] = [];
  for (const s of seats) {
    if (s.seat === hand.banker || s.out) continue;
    const won = bullBeats(s.rank, banker.rank);
    const played = hand.base * BigInt(B * s.bet!);
    const amount = played * BigInt(bullMultiplier((won ? s.rank : banker.rank).cls));
    const exposure = memberExposure(hand.base, B, s.bet!);
    const result = won ? amount : -amount;
    const rake = rakeOf(result, hand.rakeBp);
    bankerResult -= result;
    bankerPlayed += played;
    members.push({
      seat: s.seat,
      player: s.player,
      exposure,
      result,
      rake,
      credit: exposure + result - rake,
      played,
      won,
      banker: false,
    });
  }
  const bankerRake = rakeOf(bankerResult, hand.rakeBp);
  const hold = hand.bankerHold!;
  const bankerSettlement: BullSettlement = {
    seat: banker.seat,
    player: banker.player,
    exposure: hold,
    result: bankerResult,
    rake: bankerRake,
    credit: hold + bankerResult - bankerRake,
    played: bankerPlayed,
    won: bankerResult > 0n,
    banker: true,
  };
  return {
    ...hand,
    seats,
    phase: 'settled',
    deadline: null,
    settlements: [bankerSettlement, ...members].sort((a, b) => a.seat - b.seat),
  };
}

/**
 * `seat` bids (while bidding) or picks a bet multiple (while betting); `auto`: the table acted for the
 * member (the timer's default). The phase closes as soon as every member concerned has acted;
 * betting closing settles the hand.
 * @throws PvpActionError NOT_SEATED, HAND_OVER, NOT_YOUR_TURN (already acted, or the banker betting),
 *   OPTION_NOT_ALLOWED (a value outside {@link bullOptions}).
 */
export function bullAct(
  hand: BullHand,
  seat: number,
  value: number,
  now: number,
  timers: BullTimers,
  auto = false,
): BullHand {
  if (hand.phase === 'settled') throw new PvpActionError('HAND_OVER', 'the hand is over');
  const options = bullOptions(hand, seat);
  if (options.length === 0) throw new PvpActionError('NOT_YOUR_TURN', `seat ${seat} has nothing to decide now`);
  if (!options.includes(value)) throw new PvpActionError('OPTION_NOT_ALLOWED', `${value} is not open to seat ${seat}`);
  const field = hand.phase === 'bidding' ? 'bid' : 'bet';
  const next: BullHand = {
    ...hand,
    seats: hand.seats.map((s) => (s.seat === seat ? { ...s, [field]: value, acted: !auto } : s)),
  };
  if (next.phase === 'bidding') return next.seats.every((s) => s.bid !== null) ? closeBidding(next, now, timers) : next;
  return bettingDone(next) ? settle(next) : next;
}

const bettingDone = (hand: BullHand): boolean =>
  hand.seats.every((s) => s.seat === hand.banker || s.out || s.bet !== null);

/**
 * Takes `seat` out of the betting: the member's bet debit failed (their balance no longer covers it),
 * so they have nothing at stake and no result; the hand settles when the rest have bet.
 * @throws PvpActionError NOT_SEATED, or NOT_YOUR_TURN outside betting or for the banker.
 */
export function bullDrop(hand: BullHand, seat: number): BullHand {
  const s = seatOf(hand, seat);
  if (hand.phase !== 'betting' || seat === hand.banker)
    throw new PvpActionError('NOT_YOUR_TURN', `seat ${seat} cannot leave the betting now`);
  const next: BullHand = { ...hand, seats: hand.seats.map((x) => (x === s ? { ...x, out: true, bet: null } : x)) };
  return bettingDone(next) ? settle(next) : next;
}

/**
 * Applies the defaults of a phase whose deadline has passed (bid 0, bet 1: docs/pvp.md "Timer"), so a
 * member who left or lost the connection is acted for; a hand before its deadline comes back as is.
 */
export function bullTimeout(hand: BullHand, now: number, timers: BullTimers): BullHand {
  if (hand.deadline === null || now < hand.deadline) return hand;
  if (hand.phase === 'bidding') return closeBidding(hand, now, timers);
  if (hand.phase === 'betting') return settle(hand);
  return hand;
}

/** What a member's bet of `bet` puts at stake (the debit of their pick): base x B x m x 5; 0 before the banker is known. */
export function bullBetExposure(hand: BullHand, bet: number): bigint {
  return hand.bankerBid === null ? 0n : memberExposure(hand.base, hand.bankerBid, bet);
}
