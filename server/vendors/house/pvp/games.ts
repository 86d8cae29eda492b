/**
 * The two PVP games behind one shape the table (./table.ts) drives (docs/pvp.md): what a hand owes
 * before the deal, what an action or a phase change must debit before it takes effect, the actions
 * the table takes for a member whose time ran out, and what each member may see of a hand.
 * Amounts are minor units (bigint); seats are 1..5.
 */
import type { Rng } from '../fair/rng';
import { cardLabel, type Card } from '../games/cards';
import {
  bullAct,
  bullBetExposure,
  bullDrop,
  bullMinimumBalance,
  bullOptions,
  startBullHand,
  type BullHand,
  type BullSeatIn,
} from './bullBullTable';
import { PVP_MAX_SEATS, PvpActionError } from './common';
import {
  startZjhHand,
  zjhAct,
  zjhCost,
  zjhMinimumBalance,
  zjhOptions,
  type ZjhAction,
  type ZjhHand,
} from './zhaJinHua';

export const PVP_GAMES = ['bullBull', 'zhaJinHua'] as const;
export type PvpGameCode = (typeof PVP_GAMES)[number];

/** A member dealt into a hand. */
export type PvpSeatIn = BullSeatIn;

/** A debit the table must take (and see succeed) before the change it belongs to. */
export interface PvpDebit {
  seat: number;
  amount: bigint;
}

/** What the closing credit of a member's round pays, with the rake and the valid bet. */
export interface PvpPayout {
  seat: number;
  credit: bigint;
  rake: bigint;
  /** The amount played (the valid bet), minor units. */
  played: bigint;
  won: boolean;
}

/** An action as a member sends it (validated by the game; unknown shapes are OPTION_NOT_ALLOWED). */
export type PvpAction = { type: 'bid'; value: number } | { type: 'bet'; value: number } | ZjhAction;

export interface PvpStartArgs {
  rng: Rng;
  base: bigint;
  rakeBp: number;
  seats: readonly PvpSeatIn[];
  /** The seat that acts first (炸金花); the table rotates it. */
  first: number;
  now: number;
}

/** One PVP game as the table drives it. */
export interface PvpGame<H> {
  code: PvpGameCode;
  maxSeats: number;
  /** The engine's floor for a room's minimum balance to sit. */
  minimumBalance(base: bigint): bigint;
  /** Debits owed by every member before the deal (the 炸金花 ante). */
  anteOf(base: bigint): bigint;
  start(args: PvpStartArgs): H;
  /** The debits `action` needs first. @throws PvpActionError when the action is refused. */
  actionDebits(hand: H, seat: number, action: PvpAction): PvpDebit[];
  /** Applies an action whose debits succeeded; `auto`: the table acted for the member. */
  act(hand: H, seat: number, action: PvpAction, now: number, auto: boolean): H;
  /** The debits a change from `before` to `after` owes (the banker's hold when bidding closes). */
  changeDebits(before: H, after: H): PvpDebit[];
  /** The hand after `seat`'s debit failed, or 'void' when the hand cannot go on (every debit is rolled back). */
  debitFailed(hand: H, seat: number, now: number): H | 'void';
  /** The actions the table takes once the deadline has passed (the timer's defaults, docs/pvp.md "Timer"). */
  defaults(hand: H): { seat: number; action: PvpAction }[];
  deadline(hand: H): number | null;
  settled(hand: H): boolean;
  payouts(hand: H): PvpPayout[];
  /** The actions open to `seat` now. */
  options(hand: H, seat: number): PvpAction[];
  /** What `viewer` (a seat, or null for a watcher) may see: own cards; others' only once settled. */
  view(hand: H, viewer: number | null): Record<string, unknown>;
}

const BULL_TIMERS = { bid: 8_000, bet: 8_000 };
const ZJH_TIMERS = { turn: 15_000 };
/** Rounds of a 炸金花 hand before the showdown. */
export const ZJH_ROUNDS = 10;

const labels = (cards: Card[]) => cards.map(cardLabel);
const refused = (message: string) => new PvpActionError('OPTION_NOT_ALLOWED', message);

/** 搶莊牛牛 (./bullBullTable.ts). */
export const BULL_GAME: PvpGame<BullHand> = {
  code: 'bullBull',
  maxSeats: PVP_MAX_SEATS,
  minimumBalance: bullMinimumBalance,
  anteOf: () => 0n,
  start: ({ rng, base, rakeBp, seats, now }) => startBullHand({ rng, base, rakeBp, seats, timers: BULL_TIMERS, now }),
  actionDebits(hand, seat, action) {
    const want = hand.phase === 'bidding' ? 'bid' : 'bet';
    if (action.type !== want || !('value' in action)) throw refused(`${want} expected`);
    if (!bullOptions(hand, seat).includes(action.value))
      throw new PvpActionError(
        bullOptions(hand, seat).length ? 'OPTION_NOT_ALLOWED' : 'NOT_YOUR_TURN',
        `${action.value} is not open to seat ${seat}`,
      );
    return action.type === 'bet' ? [{ seat, amount: bullBetExposure(hand, action.value) }] : [];
  },
  act: (hand, seat, action, now, auto) =>
    bullAct(hand, seat, (action as { value: number }).value, now, BULL_TIMERS, auto),
  changeDebits: (before, after) =>
    before.phase === 'bidding' && after.phase !== 'bidding' ? [{ seat: after.banker!, amount: after.bankerHold! }] : [],
  debitFailed: (hand, seat) => (seat === hand.banker || hand.phase !== 'betting' ? 'void' : bullDrop(hand, seat)),
  defaults(hand) {
    if (hand.phase === 'bidding')
      return hand.seats.filter((s) => s.bid === null).map((s) => ({ seat: s.seat, action: { type: 'bid', value: 0 } }));
    if (hand.phase === 'betting')
      return hand.seats
        .filter((s) => s.seat !== hand.banker && !s.out && s.bet === null)
        .map((s) => ({ seat: s.seat, action: { type: 'bet', value: 1 } }));
    return [];
  },
  deadline: (hand) => hand.deadline,
  settled: (hand) => hand.phase === 'settled',
  payouts: (hand) =>
    hand.settlements.map(({ seat, credit, rake, played, won }) => ({ seat, credit, rake, played, won })),
  options(hand, seat) {
    const type = hand.phase === 'bidding' ? 'bid' : 'bet';
    return bullOptions(hand, seat).map((value) => ({ type, value }));
  },
  view(hand, viewer) {
    const over = hand.phase === 'settled';
    return {
      phase: hand.phase,
      banker: hand.banker,
      bankerBid: hand.bankerBid,
      deadline: hand.deadline,
      seats: hand.seats.map((s) => ({
        seat: s.seat,
        bid: s.bid,
        bet: s.bet,
        out: s.out,
        auto: s.bid !== null && !s.acted,
        // a member sees their own first four cards from the deal, every card once the hand is over
        cards: over ? labels(s.cards) : s.seat === viewer ? labels(s.cards.slice(0, 4)) : null,
        hand: over ? s.rank.cls : null,
      })),
      results: over
        ? hand.settlements.map((x) => ({
            seat: x.seat,
            result: x.result.toString(),
            rake: x.rake.toString(),
            won: x.won,
            banker: x.banker,
          }))
        : null,
    };
  },
};

/** 炸金花 (./zhaJinHua.ts). */
export const ZJH_GAME: PvpGame<ZjhHand> = {
  code: 'zhaJinHua',
  maxSeats: PVP_MAX_SEATS,
  minimumBalance: zjhMinimumBalance,
  anteOf: (base) => base,
  start: ({ rng, base, rakeBp, seats, first, now }) =>
    startZjhHand({ rng, base, rakeBp, maxRounds: ZJH_ROUNDS, seats, first, timers: ZJH_TIMERS, now }),
  actionDebits(hand, seat, action) {
    if (!['look', 'call', 'raise', 'compare', 'fold'].includes(action.type)) throw refused('unknown action');
    const amount = zjhCost(hand, seat, action as ZjhAction);
    return amount > 0n ? [{ seat, amount }] : [];
  },
  act: (hand, seat, action, now, auto) => zjhAct(hand, seat, action as ZjhAction, now, ZJH_TIMERS, auto),
  changeDebits: () => [],
  // a member whose payment failed folds (on their turn; a look never pays)
  debitFailed: (hand, seat, now) => zjhAct(hand, seat, { type: 'fold' }, now, ZJH_TIMERS, true),
  defaults: (hand) =>
    hand.phase === 'playing' && hand.turn !== null ? [{ seat: hand.turn, action: { type: 'fold' } }] : [],
  deadline: (hand) => hand.deadline,
  settled: (hand) => hand.phase === 'settled',
  payouts: (hand) =>
    hand.settlements.map(({ seat, credit, rake, paid, won }) => ({ seat, credit, rake, played: paid, won })),
  options: (hand, seat) => zjhOptions(hand, seat),
  view(hand, viewer) {
    const over = hand.phase === 'settled';
    // a compare shows the two hands to the two members who compared
    const comparedWith = new Set(
      hand.log
        .filter((e) => e.action === 'compare' && (e.seat === viewer || e.target === viewer))
        .flatMap((e) => [e.seat, e.target!]),
    );
    return {
      phase: hand.phase,
      turn: hand.turn,
      round: hand.round,
      maxRounds: hand.maxRounds,
      stake: hand.stake,
      pot: hand.pot.toString(),
      deadline: hand.deadline,
      log: hand.log.map((e) => ({ ...e, paid: e.paid.toString() })),
      seats: hand.seats.map((s) => ({
        seat: s.seat,
        seen: s.seen,
        folded: s.folded,
        paid: s.paid.toString(),
        cards: over || (s.seat === viewer && s.seen) || comparedWith.has(s.seat) ? labels(s.cards) : null,
        hand: over ? s.rank.cls : null,
      })),
      results: over
        ? hand.settlements.map((x) => ({
            seat: x.seat,
            credit: x.credit.toString(),
            rake: x.rake.toString(),
            won: x.won,
          }))
        : null,
    };
  },
};

/** The game of a code. */
export const PVP_GAME: Readonly<Record<PvpGameCode, PvpGame<BullHand> | PvpGame<ZjhHand>>> = {
  bullBull: BULL_GAME,
  zhaJinHua: ZJH_GAME,
};
