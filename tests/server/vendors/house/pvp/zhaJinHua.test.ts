/**
 * Three-card brag between members (docs/pvp.md "炸金花"): hand classes (A-2-3 the lowest straight),
 * ante and deal from the fair inputs, turn order and rounds, blind and seen costs, raise steps,
 * compare (the asker loses a tie), the balance bounding options, the timer folding, the showdown
 * after the last round with a shared pot, and money: credits plus rake equal the payments.
 */
import { describe, expect, it } from '@jest/globals';
import { fairRng } from '../../../../../server/vendors/house/fair/rng.ts';
import { verifyRound } from '../../../../../server/vendors/house/fair/verify.ts';
import { cardLabel } from '../../../../../server/vendors/house/games/cards.ts';
import type { Card, Suit } from '../../../../../server/vendors/house/games/cards.ts';
import {
  startZjhHand,
  ZJH_CLASS,
  zjhAct,
  zjhCompare,
  zjhCost,
  zjhOptions,
  zjhRank,
  zjhTimeout,
  type ZjhHand,
  type ZjhSeatIn,
} from '../../../../../server/vendors/house/pvp/zhaJinHua.ts';

const c = (rank: number, suit: Suit = 'S'): Card => ({ rank, suit });
const TIMERS = { turn: 15_000 };
const BASE = 100n;
const member = (seat: number, balance = 1_000_000n): ZjhSeatIn => ({ seat, player: `p${seat}`, balance });
const deal = (seats: ZjhSeatIn[], opts: { nonce?: number; first?: number; maxRounds?: number; rakeBp?: number } = {}) =>
  startZjhHand({
    rng: fairRng({ serverSeed: 'zjh-seed', clientSeed: 'table-3', nonce: opts.nonce ?? 1 }),
    base: BASE,
    rakeBp: opts.rakeBp ?? 500,
    maxRounds: opts.maxRounds ?? 10,
    seats,
    first: opts.first ?? seats[0]!.seat,
    timers: TIMERS,
    now: 0,
  });
const code = (f: () => unknown): string | null => {
  try {
    f();
  } catch (err) {
    return (err as { code?: string }).code ?? 'RangeError';
  }
  return null;
};
/** Replaces the dealt cards (to stage a showdown); ranks follow. */
const withCards = (hand: ZjhHand, cards: Record<number, Card[]>): ZjhHand => ({
  ...hand,
  seats: hand.seats.map((s) => (cards[s.seat] ? { ...s, cards: cards[s.seat]!, rank: zjhRank(cards[s.seat]!) } : s)),
});

describe('hands', () => {
  it('ranks trips > straight flush > flush > straight > pair > high card', () => {
    const classes = [
      [c(5), c(5, 'H'), c(5, 'D')],
      [c(9, 'H'), c(10, 'H'), c(11, 'H')],
      [c(2, 'C'), c(7, 'C'), c(13, 'C')],
      [c(12), c(13, 'H'), c(1, 'D')],
      [c(8), c(8, 'H'), c(2, 'D')],
      [c(1), c(13, 'H'), c(11, 'D')],
    ].map((h) => zjhRank(h).cls);
    expect(classes).toEqual([5, 4, 3, 2, 1, 0]);
    expect(() => zjhRank([c(1)])).toThrow(RangeError);
  });

  it('counts A-2-3 as the lowest straight and aces high elsewhere; suits never rank', () => {
    const wheel = zjhRank([c(1), c(2, 'H'), c(3, 'D')]);
    const low = zjhRank([c(2), c(3, 'H'), c(4, 'D')]);
    expect(wheel.cls).toBe(ZJH_CLASS.straight);
    expect(zjhCompare(low, wheel)).toBe(1);
    expect(zjhCompare(zjhRank([c(1), c(1, 'H'), c(2)]), zjhRank([c(13), c(13, 'H'), c(12)]))).toBe(1);
    expect(zjhCompare(zjhRank([c(9), c(9, 'H'), c(4)]), zjhRank([c(9, 'C'), c(9, 'D'), c(3)]))).toBe(1);
    expect(zjhCompare(zjhRank([c(1), c(9, 'H'), c(4)]), zjhRank([c(1, 'H'), c(9), c(4, 'D')]))).toBe(0);
  });
});

describe('a hand', () => {
  it('takes the ante and deals three distinct cards each, the same again on replay', () => {
    const hand = deal([member(2), member(4), member(5)], { first: 4 });
    expect(hand).toMatchObject({
      pot: BASE * 3n,
      turn: 4,
      round: 1,
      stake: 1,
      order: [4, 5, 2],
      deadline: TIMERS.turn,
    });
    expect(hand.seats.every((s) => s.paid === BASE && !s.seen)).toBe(true);
    expect(new Set(hand.seats.flatMap((s) => s.cards.map((x) => `${x.rank}${x.suit}`))).size).toBe(9);
    expect(deal([member(5), member(2), member(4)], { first: 4 })).toEqual(hand);
  });

  it('is replayed by the verifier from the revealed seed', () => {
    const hand = deal([member(1), member(4)], { nonce: 12 });
    const replay = verifyRound({
      game: 'pvpZhaJinHua',
      serverSeed: 'zjh-seed',
      clientSeed: 'table-3',
      nonce: 12,
      seats: [1, 4],
    });
    expect(replay.outcome).toEqual({
      seats: hand.seats.map((s) => ({ seat: s.seat, cards: s.cards.map(cardLabel), class: s.rank.cls })),
    });
  });

  it('charges a blind member the stake and a seen one twice; a raise sets the stake', () => {
    let hand = deal([member(1), member(2), member(3)]);
    expect(zjhCost(hand, 1, { type: 'call' })).toBe(BASE);
    hand = zjhAct(hand, 2, { type: 'look' }, 1, TIMERS);
    expect(hand.turn).toBe(1);
    hand = zjhAct(hand, 1, { type: 'raise', to: 5 }, 2, TIMERS);
    expect(hand).toMatchObject({ stake: 5, turn: 2, pot: BASE * 3n + BASE * 5n });
    expect(zjhCost(hand, 2, { type: 'call' })).toBe(BASE * 10n);
    expect(code(() => zjhCost(hand, 2, { type: 'raise', to: 2 }))).toBe('OPTION_NOT_ALLOWED');
    expect(code(() => zjhCost(hand, 3, { type: 'call' }))).toBe('NOT_YOUR_TURN');
    expect(code(() => zjhCost(hand, 9, { type: 'call' }))).toBe('NOT_SEATED');
  });

  it('counts rounds across the order and allows compare from the second round on', () => {
    let hand = deal([member(1), member(2)]);
    expect(code(() => zjhCost(hand, 1, { type: 'compare', target: 2 }))).toBe('OPTION_NOT_ALLOWED');
    expect(zjhOptions(hand, 1).map((a) => a.type)).toEqual(['look', 'call', 'raise', 'raise', 'raise', 'fold']);
    hand = zjhAct(hand, 1, { type: 'call' }, 1, TIMERS);
    hand = zjhAct(hand, 2, { type: 'call' }, 2, TIMERS);
    expect(hand).toMatchObject({ round: 2, turn: 1 });
    expect(zjhOptions(hand, 1)).toContainEqual({ type: 'compare', target: 2 });
  });

  it('folds the loser of a compare; on equal hands the member who asked', () => {
    let hand = deal([member(1), member(2), member(3)]);
    for (const seat of [1, 2, 3]) hand = zjhAct(hand, seat, { type: 'call' }, 1, TIMERS);
    const same = [c(1), c(9, 'H'), c(4)];
    const sameOtherSuits = [c(1, 'H'), c(9), c(4, 'D')];
    hand = withCards(hand, { 1: same, 2: sameOtherSuits, 3: [c(2), c(2, 'H'), c(2, 'D')] });
    hand = zjhAct(hand, 1, { type: 'compare', target: 2 }, 2, TIMERS);
    expect(hand.seats.find((s) => s.seat === 1)!.folded).toBe(true);
    expect(hand.log.at(-1)).toMatchObject({ seat: 1, action: 'compare', target: 2, loser: 1, paid: BASE });
    expect(hand.turn).toBe(2);
    hand = zjhAct(hand, 2, { type: 'compare', target: 3 }, 3, TIMERS);
    expect(hand.phase).toBe('settled');
    const winner = hand.settlements.find((s) => s.won)!;
    expect(winner.seat).toBe(3);
    expect(winner.rake).toBe(((hand.pot - winner.paid) * 500n) / 10_000n);
    expect(winner.credit).toBe(hand.pot - winner.rake);
  });

  it('gives the pot to the last member in; the timer folds whoever runs out of time', () => {
    let hand = deal([member(1), member(2), member(3)]);
    expect(zjhTimeout(hand, TIMERS.turn - 1, TIMERS)).toBe(hand);
    hand = zjhTimeout(hand, TIMERS.turn, TIMERS);
    expect(hand.log[0]).toMatchObject({ seat: 1, action: 'fold', timeout: true });
    expect(hand).toMatchObject({ turn: 2, deadline: TIMERS.turn * 2 });
    hand = zjhAct(hand, 2, { type: 'fold' }, TIMERS.turn + 1, TIMERS);
    expect(hand.phase).toBe('settled');
    expect(hand.settlements.filter((s) => s.won).map((s) => s.seat)).toEqual([3]);
    expect(code(() => zjhAct(hand, 3, { type: 'call' }, 0, TIMERS))).toBe('HAND_OVER');
  });

  it('shows down after the last round; equal best hands share the pot, the odd unit to the first in turn', () => {
    let hand = deal([member(1), member(2), member(3)], { maxRounds: 2, first: 2, rakeBp: 0 });
    hand = withCards(hand, {
      1: [c(1), c(9, 'H'), c(4)],
      2: [c(1, 'H'), c(9), c(4, 'D')],
      3: [c(2), c(5, 'H'), c(7, 'D')],
    });
    hand = zjhAct(hand, 2, { type: 'call' }, 1, TIMERS);
    hand = zjhAct(hand, 3, { type: 'raise', to: 2 }, 1, TIMERS);
    hand = zjhAct(hand, 1, { type: 'call' }, 1, TIMERS);
    expect(hand.round).toBe(2);
    for (const seat of [2, 3]) hand = zjhAct(hand, seat, { type: 'call' }, 2, TIMERS);
    hand = zjhAct({ ...hand, pot: hand.pot + 1n }, 1, { type: 'call' }, 2, TIMERS);
    expect(hand.phase).toBe('settled');
    const won = hand.settlements.filter((s) => s.won);
    expect(won.map((s) => s.seat)).toEqual([1, 2]);
    const share = hand.pot / 2n;
    expect(hand.settlements.find((s) => s.seat === 2)!.credit).toBe(share + 1n);
    expect(hand.settlements.find((s) => s.seat === 1)!.credit).toBe(share);
  });

  it('opens only what the balance covers', () => {
    let hand = deal([member(1, BASE * 2n), member(2)]);
    expect(zjhOptions(hand, 1).map((a) => a.type)).toEqual(['look', 'call', 'fold']);
    hand = zjhAct(hand, 1, { type: 'look' }, 1, TIMERS);
    // seen: a call costs 2 bases, one more than the balance leaves
    expect(zjhOptions(hand, 1)).toEqual([{ type: 'fold' }]);
  });
});

describe('money over many hands', () => {
  it('pays out the payments less the rake, never below 0', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const n = 2 + (nonce % 4);
      const seats = Array.from({ length: n }, (_, i) => member(i + 1, BASE * BigInt(3 + ((nonce * 13 + i * 7) % 60))));
      let hand = deal(seats, { nonce, first: 1 + (nonce % n), maxRounds: 3 + (nonce % 5), rakeBp: 250 * (nonce % 3) });
      for (let guard = 0; hand.phase === 'playing' && guard < 200; guard++) {
        const seat = hand.turn!;
        const open = zjhOptions(hand, seat);
        const action = open[(nonce + guard * 7) % open.length]!;
        hand = zjhAct(hand, seat, action, guard, TIMERS);
      }
      expect(hand.phase).toBe('settled');
      const paid = hand.seats.reduce((a, s) => a + s.paid, 0n);
      expect(paid).toBe(hand.pot);
      const out = hand.settlements.reduce((a, s) => a + s.credit + s.rake, 0n);
      expect(out).toBe(hand.pot);
      for (const s of hand.seats) expect(s.paid).toBeLessThanOrEqual(s.balance);
      for (const s of hand.settlements) expect(s.credit).toBeGreaterThanOrEqual(0n);
    }
  });
});
