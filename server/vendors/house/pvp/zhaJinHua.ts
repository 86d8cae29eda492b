/**
 * Three-card brag, 炸金花, between real members (docs/pvp.md "炸金花"): one hand of a PVP table as a
 * pure state machine, driven by the table service like ./bullBullTable.ts (no I/O, no clock, no
 * randomness outside the hand's fair inputs).
 *
 * A hand, with 2..5 members and the room's base bet `base` (minor units):
 * - **Ante and deal.** Every member puts in the base; one 52-card deck shuffled with the fair Rng,
 *   cards 3k..3k+2 to the k-th member in seat order, face down.
 * - **Turns**, in seat order from the hand's first seat, one round after another. The current stake
 *   starts at 1 base. A member who has not looked (悶牌, blind) pays the stake; one who has looked
 *   (看牌, seen) pays twice the stake. On their turn a member may:
 *   - `call` (跟注): pay the stake (x2 seen);
 *   - `raise` (加注) to a higher step of the room's ladder ({@link ZJH_LADDER}, in bases): the stake
 *     becomes that step, and the member pays it (x2 seen);
 *   - `compare` (比牌) with another member still in, from the second round on: pay as for a call; the
 *     lower hand folds; on equal hands the member who asked loses;
 *   - `fold` (棄牌).
 *   `look` is free and allowed at any time before folding; it does not end the turn.
 * - **End.** The last member in wins the pot. After the room's last round ({@link ZjhHand.maxRounds})
 *   the members still in show down: the best hand wins, equal best hands share the pot (the odd
 *   minor unit to the first in turn order).
 * - **Timer.** A member whose turn runs out folds.
 *
 * Hands: 豹子 (three of a kind) > 同花順 (straight flush) > 同花 (flush) > 順子 (straight) > 對子 (pair)
 * > 單張 (high card); aces high, and A-2-3 the lowest straight; suits never rank.
 *
 * Money: every payment is a debit of the member's round for this hand, taken before the action
 * ({@link zjhCost}); a member whose debit fails folds. The winner's credit is the pot less the rake,
 * the room's rate (basis points) of what the winner takes beyond their own payments, rounded down.
 */
import type { Rng } from '../fair/rng';
import { shuffle } from '../fair/rng';
import { newShoe, type Card } from '../games/cards';
import { handMembers, PvpActionError, rakeOf, seatIn } from './common';

/** The stake steps, in bases: the stake starts at the first. */
export const ZJH_LADDER = [1, 2, 5, 10] as const;

/** Hand classes, highest last. */
export const ZJH_CLASS = { high: 0, pair: 1, straight: 2, flush: 3, straightFlush: 4, trips: 5 } as const;

export interface ZjhRank {
  cls: number;
  /** Ranks to compare after the class, most significant first (ace = 14). */
  key: number[];
}

const high = (rank: number): number => (rank === 1 ? 14 : rank);

/**
 * Ranks three cards (docs/pvp.md "炸金花" hands).
 * @throws RangeError unless three cards.
 */
export function zjhRank(cards: readonly Card[]): ZjhRank {
  if (cards.length !== 3) throw new RangeError('a zha jin hua hand has three cards');
  const r = cards.map((c) => high(c.rank)).sort((a, b) => b - a);
  const flush = cards.every((c) => c.suit === cards[0]!.suit);
  const wheel = r[0] === 14 && r[1] === 3 && r[2] === 2;
  const straight = wheel || (r[0]! - r[1]! === 1 && r[1]! - r[2]! === 1);
  const top = wheel ? 3 : r[0]!;
  if (r[0] === r[2]) return { cls: ZJH_CLASS.trips, key: [r[0]!] };
  if (straight && flush) return { cls: ZJH_CLASS.straightFlush, key: [top] };
  if (flush) return { cls: ZJH_CLASS.flush, key: r };
  if (straight) return { cls: ZJH_CLASS.straight, key: [top] };
  if (r[0] === r[1]) return { cls: ZJH_CLASS.pair, key: [r[0]!, r[2]!] };
  if (r[1] === r[2]) return { cls: ZJH_CLASS.pair, key: [r[1]!, r[0]!] };
  return { cls: ZJH_CLASS.high, key: r };
}

/** 1 when a beats b, -1 when b beats a, 0 when equal. */
export function zjhCompare(a: ZjhRank, b: ZjhRank): number {
  if (a.cls !== b.cls) return a.cls > b.cls ? 1 : -1;
  for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i]! > b.key[i]! ? 1 : -1;
  return 0;
}

export interface ZjhSeatIn {
  seat: number;
  player: string;
  /** Balance at the start (minor units): bounds what the member can pay. */
  balance: bigint;
}

export interface ZjhSeat extends ZjhSeatIn {
  cards: Card[];
  rank: ZjhRank;
  seen: boolean;
  folded: boolean;
  /** What the member has paid into the pot (minor units). */
  paid: bigint;
}

export type ZjhAction =
  | { type: 'look' }
  | { type: 'call' }
  | { type: 'raise'; to: number }
  | { type: 'compare'; target: number }
  | { type: 'fold' };

/** One entry of the hand's history (what every member at the table may see). */
export interface ZjhLogEntry {
  seat: number;
  action: ZjhAction['type'];
  /** What the action paid (minor units). */
  paid: bigint;
  /** raise: the new stake in bases; compare: the target and the loser. */
  to?: number;
  target?: number;
  loser?: number;
  /** The timer acted. */
  timeout?: boolean;
}

export interface ZjhSettlement {
  seat: number;
  player: string;
  paid: bigint;
  /** Pot share less rake: the closing credit. */
  credit: bigint;
  rake: bigint;
  won: boolean;
}

export interface ZjhHand {
  base: bigint;
  rakeBp: number;
  maxRounds: number;
  phase: 'playing' | 'settled';
  seats: ZjhSeat[];
  /** Seats in turn order (from the hand's first seat). */
  order: number[];
  turn: number | null;
  /** 1-based round. */
  round: number;
  /** The current stake, in bases. */
  stake: number;
  pot: bigint;
  deadline: number | null;
  log: ZjhLogEntry[];
  settlements: ZjhSettlement[];
}

export interface ZjhTimers {
  turn: number;
}

/** The least a member needs to be dealt in: the ante and one blind call at the first step (a room asks for more). */
export const zjhMinimumBalance = (base: bigint): bigint => base * 2n;

/**
 * The deal of a hand from its fair Rng (docs/pvp.md "Fairness"): one deck shuffled, three cards to
 * each of `seats` (ascending) in turn. The verifier (fair/verify.ts) replays it from the revealed seed.
 */
export function dealZjh(rng: Rng, seats: readonly number[]): Card[][] {
  const deck = shuffle(rng, newShoe(1));
  return seats.map((_, k) => deck.slice(3 * k, 3 * k + 3));
}

/**
 * Antes and deals a hand.
 * @param first the seat that acts first (the table rotates it); must be one of `seats`.
 * @throws RangeError on a wrong seat list, a balance below {@link zjhMinimumBalance}, a bad rake or round cap.
 */
export function startZjhHand(input: {
  rng: Rng;
  base: bigint;
  rakeBp: number;
  maxRounds: number;
  seats: readonly ZjhSeatIn[];
  first: number;
  timers: ZjhTimers;
  now: number;
}): ZjhHand {
  const { rng, base, rakeBp, maxRounds, first, timers, now } = input;
  const seats = handMembers(input.seats, base, rakeBp, zjhMinimumBalance(base));
  if (!Number.isInteger(maxRounds) || maxRounds < 2) throw new RangeError('at least two rounds');
  const at = seats.findIndex((s) => s.seat === first);
  if (at < 0) throw new RangeError('the first seat is not in the hand');
  const hands = dealZjh(
    rng,
    seats.map((s) => s.seat),
  );
  const order = [...seats.slice(at), ...seats.slice(0, at)].map((s) => s.seat);
  return {
    base,
    rakeBp,
    maxRounds,
    phase: 'playing',
    seats: seats.map((s, k) => {
      const cards = hands[k]!;
      return { ...s, cards, rank: zjhRank(cards), seen: false, folded: false, paid: base };
    }),
    order,
    turn: first,
    round: 1,
    stake: ZJH_LADDER[0],
    pot: base * BigInt(seats.length),
    deadline: now + timers.turn,
    log: [],
    settlements: [],
  };
}

const seatOf = (hand: ZjhHand, seat: number): ZjhSeat => seatIn(hand.seats, seat);

const live = (hand: ZjhHand): ZjhSeat[] => hand.seats.filter((s) => !s.folded);

/**
 * What `action` by `seat` would pay now (minor units): the stake (or the raise step) in bases, x2 when
 * the member has looked; 0 for look and fold. Checks the action as {@link zjhAct} does.
 * @throws PvpActionError as zjhAct.
 */
export function zjhCost(hand: ZjhHand, seat: number, action: ZjhAction): bigint {
  const s = seatOf(hand, seat);
  if (hand.phase === 'settled') throw new PvpActionError('HAND_OVER', 'the hand is over');
  if (s.folded) throw new PvpActionError('NOT_YOUR_TURN', `seat ${seat} has folded`);
  if (action.type === 'look') return 0n;
  if (hand.turn !== seat) throw new PvpActionError('NOT_YOUR_TURN', `it is seat ${hand.turn}'s turn`);
  const factor = s.seen ? 2n : 1n;
  let cost: bigint;
  switch (action.type) {
    case 'fold':
      return 0n;
    case 'call':
      cost = hand.base * BigInt(hand.stake) * factor;
      break;
    case 'raise':
      if (!(ZJH_LADDER as readonly number[]).includes(action.to) || action.to <= hand.stake)
        throw new PvpActionError('OPTION_NOT_ALLOWED', `${action.to} is not a higher step`);
      cost = hand.base * BigInt(action.to) * factor;
      break;
    case 'compare': {
      if (hand.round < 2) throw new PvpActionError('OPTION_NOT_ALLOWED', 'compare from the second round on');
      const target = hand.seats.find((x) => x.seat === action.target);
      if (!target || target.folded || target.seat === seat)
        throw new PvpActionError('OPTION_NOT_ALLOWED', `seat ${action.target} cannot be compared`);
      cost = hand.base * BigInt(hand.stake) * factor;
      break;
    }
  }
  if (s.paid + cost > s.balance) throw new PvpActionError('OPTION_NOT_ALLOWED', 'the balance does not cover it');
  return cost;
}

/** The actions open to `seat` now (look while in the hand; the rest on their turn, as far as the balance covers). */
export function zjhOptions(hand: ZjhHand, seat: number): ZjhAction[] {
  const s = seatOf(hand, seat);
  if (hand.phase === 'settled' || s.folded) return [];
  const candidates: ZjhAction[] = [
    ...(s.seen ? [] : [{ type: 'look' } as const]),
    ...(hand.turn === seat
      ? [
          { type: 'call' } as const,
          ...ZJH_LADDER.filter((to) => to > hand.stake).map((to) => ({ type: 'raise', to }) as const),
          ...live(hand)
            .filter((x) => x.seat !== seat)
            .map((x) => ({ type: 'compare', target: x.seat }) as const),
          { type: 'fold' } as const,
        ]
      : []),
  ];
  return candidates.filter((a) => {
    try {
      zjhCost(hand, seat, a);
      return true;
    } catch {
      return false;
    }
  });
}

function settle(hand: ZjhHand): ZjhHand {
  const inHand = live(hand);
  let winners = inHand;
  if (inHand.length > 1) {
    const best = inHand.reduce((b, s) => (zjhCompare(s.rank, b.rank) > 0 ? s : b));
    winners = inHand.filter((s) => zjhCompare(s.rank, best.rank) === 0);
  }
  // equal best hands share; the odd minor unit goes to the first in turn order
  const ordered = hand.order.map((seat) => winners.find((w) => w.seat === seat)).filter((w) => w !== undefined);
  const share = hand.pot / BigInt(ordered.length);
  const odd = hand.pot - share * BigInt(ordered.length);
  const settlements = hand.seats.map((s): ZjhSettlement => {
    const k = ordered.findIndex((w) => w.seat === s.seat);
    if (k < 0) return { seat: s.seat, player: s.player, paid: s.paid, credit: 0n, rake: 0n, won: false };
    const gross = share + (k === 0 ? odd : 0n);
    const gain = gross - s.paid;
    const rake = rakeOf(gain, hand.rakeBp);
    return { seat: s.seat, player: s.player, paid: s.paid, credit: gross - rake, rake, won: true };
  });
  return { ...hand, phase: 'settled', turn: null, deadline: null, settlements };
}

/** Passes the turn to the next member still in; a wrap past the end of the order starts a round. */
function nextTurn(hand: ZjhHand, now: number, timers: ZjhTimers): ZjhHand {
  if (live(hand).length <= 1) return settle(hand);
  const from = hand.order.indexOf(hand.turn!);
  for (let step = 1; step <= hand.order.length; step++) {
    const seat = hand.order[(from + step) % hand.order.length]!;
    if (seatOf(hand, seat).folded) continue;
    // passing the end of the order starts the next round; after the last round the members still in show down
    const round = from + step >= hand.order.length ? hand.round + 1 : hand.round;
    if (round > hand.maxRounds) return settle(hand);
    return { ...hand, turn: seat, round, deadline: now + timers.turn };
  }
  return settle(hand);
}

/**
 * Applies `seat`'s action (its cost, {@link zjhCost}, already debited by the service).
 * @returns the hand after it: the turn passed on (look keeps it), or settled.
 * @throws PvpActionError NOT_SEATED, HAND_OVER, NOT_YOUR_TURN, OPTION_NOT_ALLOWED.
 */
export function zjhAct(
  hand: ZjhHand,
  seat: number,
  action: ZjhAction,
  now: number,
  timers: ZjhTimers,
  timeout = false,
): ZjhHand {
  const cost = zjhCost(hand, seat, action);
  const pay = (h: ZjhHand): ZjhHand => ({
    ...h,
    pot: h.pot + cost,
    seats: h.seats.map((s) => (s.seat === seat ? { ...s, paid: s.paid + cost } : s)),
  });
  const entry: ZjhLogEntry = { seat, action: action.type, paid: cost, ...(timeout ? { timeout: true } : {}) };
  switch (action.type) {
    case 'look':
      return {
        ...hand,
        seats: hand.seats.map((s) => (s.seat === seat ? { ...s, seen: true } : s)),
        log: [...hand.log, entry],
      };
    case 'fold':
      return nextTurn(
        {
          ...hand,
          seats: hand.seats.map((s) => (s.seat === seat ? { ...s, folded: true } : s)),
          log: [...hand.log, entry],
        },
        now,
        timers,
      );
    case 'call':
      return nextTurn({ ...pay(hand), log: [...hand.log, entry] }, now, timers);
    case 'raise':
      return nextTurn({ ...pay(hand), stake: action.to, log: [...hand.log, { ...entry, to: action.to }] }, now, timers);
    case 'compare': {
      const me = seatOf(hand, seat);
      const them = seatOf(hand, action.target);
      // on equal hands the member who asked loses
      const loser = zjhCompare(me.rank, them.rank) > 0 ? them.seat : me.seat;
      const paid = pay(hand);
      return nextTurn(
        {
          ...paid,
          seats: paid.seats.map((s) => (s.seat === loser ? { ...s, folded: true } : s)),
          log: [...hand.log, { ...entry, target: action.target, loser }],
        },
        now,
        timers,
      );
    }
  }
}

/** Folds the member whose turn has run out (docs/pvp.md "Timer"); a hand before its deadline comes back as is. */
export function zjhTimeout(hand: ZjhHand, now: number, timers: ZjhTimers): ZjhHand {
  if (hand.phase !== 'playing' || hand.deadline === null || now < hand.deadline) return hand;
  return zjhAct(hand, hand.turn!, { type: 'fold' }, now, timers, true);
}
