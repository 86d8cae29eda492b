/**
 * Banker-bidding Bull Bull between members (docs/pvp.md "搶莊牛牛"): hand classes and multipliers, the
 * fair deal and its replay, banker choice (highest bid, the fair tie order, nobody bidding), the
 * options a balance opens, the timer's defaults, refused actions, a member dropped after a failed
 * debit, and money over many hands: every credit at least 0, credits plus rake equal the debits, rake
 * only on a winning result.
 */
import { describe, expect, it } from '@jest/globals';
import { fairRng } from '../../../../../server/vendors/house/fair/rng.ts';
import { verifyRound } from '../../../../../server/vendors/house/fair/verify.ts';
import { cardLabel } from '../../../../../server/vendors/house/games/cards.ts';
import type { Card, Suit } from '../../../../../server/vendors/house/games/cards.ts';
import {
  BULL_CLASS,
  bullAct,
  bullBeats,
  bullBetExposure,
  bullBidOptions,
  bullDrop,
  bullMinimumBalance,
  bullMultiplier,
  bullOptions,
  bullRank,
  bullTimeout,
  startBullHand,
  type BullHand,
  type BullSeatIn,
} from '../../../../../server/vendors/house/pvp/bullBullTable.ts';
import { PvpActionError } from '../../../../../server/vendors/house/pvp/common.ts';

const c = (rank: number, suit: Suit = 'S'): Card => ({ rank, suit });
const TIMERS = { bid: 8_000, bet: 8_000 };
const BASE = 100n; // 1.00 in minor units
const rich = (seat: number, balance = 1_000_000n): BullSeatIn => ({ seat, player: `p${seat}`, balance });
const deal = (seats: BullSeatIn[], nonce = 1, rakeBp = 500): BullHand =>
  startBullHand({
    rng: fairRng({ serverSeed: 'server-seed', clientSeed: 'table-7', nonce }),
    base: BASE,
    rakeBp,
    seats,
    timers: TIMERS,
    now: 1_000,
  });

describe('hands', () => {
  it('ranks the specials above bull bull, and bull n by n', () => {
    expect(bullRank([c(1), c(1, 'H'), c(2), c(3), c(2, 'H')]).cls).toBe(BULL_CLASS.fiveSmall);
    expect(bullRank([c(7), c(7, 'H'), c(7, 'C'), c(7, 'D'), c(2)]).cls).toBe(BULL_CLASS.bomb);
    expect(bullRank([c(11), c(12), c(13), c(11, 'H'), c(12, 'H')]).cls).toBe(BULL_CLASS.fiveFaces);
    expect(bullRank([c(10), c(13), c(12), c(5), c(5, 'H')]).cls).toBe(BULL_CLASS.bullBull);
    expect(bullRank([c(3), c(7), c(10), c(4), c(5)]).cls).toBe(9);
    expect(bullRank([c(1), c(1, 'H'), c(2), c(4), c(13)]).cls).toBe(0);
    expect(() => bullRank([c(1)])).toThrow(RangeError);
  });

  it('pays x1 to bull 6, x2 bull 7-8, x3 bull 9, x4 bull bull, x5 the specials', () => {
    expect([0, 6, 7, 8, 9, 10, 11, 12, 13].map(bullMultiplier)).toEqual([1, 1, 2, 2, 3, 4, 5, 5, 5]);
  });

  it('breaks a tie by the top card, a bomb by its rank', () => {
    const kingSpades = bullRank([c(13), c(2), c(3), c(4, 'H'), c(6, 'H')]);
    const kingHearts = bullRank([c(13, 'H'), c(2, 'H'), c(3, 'H'), c(4, 'C'), c(6, 'C')]);
    expect(kingSpades.cls).toBe(kingHearts.cls);
    expect(bullBeats(kingSpades, kingHearts)).toBe(true);
    expect(bullBeats(kingHearts, kingSpades)).toBe(false);
    const bombNines = bullRank([c(9), c(9, 'H'), c(9, 'C'), c(9, 'D'), c(1)]);
    const bombTwos = bullRank([c(2), c(2, 'H'), c(2, 'C'), c(2, 'D'), c(13)]);
    expect(bullBeats(bombNines, bombTwos)).toBe(true);
  });
});

describe('a hand', () => {
  it('deals five distinct cards per seat from the fair inputs, the same again on replay', () => {
    const hand = deal([rich(1), rich(3), rich(4)]);
    const cards = hand.seats.flatMap((s) => s.cards.map((x) => `${x.rank}${x.suit}`));
    expect(cards).toHaveLength(15);
    expect(new Set(cards).size).toBe(15);
    expect(deal([rich(4), rich(1), rich(3)])).toEqual(hand);
    expect(deal([rich(1), rich(3), rich(4)], 2).seats[0]!.cards).not.toEqual(hand.seats[0]!.cards);
    expect([...hand.tieOrder].sort()).toEqual([1, 3, 4]);
    expect(hand).toMatchObject({ phase: 'bidding', deadline: 1_000 + TIMERS.bid, banker: null });
  });

  it('is replayed by the verifier from the revealed seed: the same cards per seat and tie order', () => {
    const hand = deal([rich(2), rich(5), rich(3)], 9);
    const replay = verifyRound({
      game: 'pvpBullBull',
      serverSeed: 'server-seed',
      clientSeed: 'table-7',
      nonce: 9,
      seats: [5, 2, 3],
    });
    expect(replay.outcome).toEqual({
      seats: hand.seats.map((s) => ({ seat: s.seat, cards: s.cards.map(cardLabel), class: s.rank.cls })),
      tieOrder: hand.tieOrder,
    });
    expect(() => verifyRound({ game: 'pvpBullBull', serverSeed: 'x', clientSeed: 'y', nonce: 0, seats: [1] })).toThrow(
      RangeError,
    );
  });

  it('makes the highest bidder banker and settles once every member has bet', () => {
    let hand = deal([rich(1), rich(2), rich(3)]);
    hand = bullAct(hand, 1, 2, 2_000, TIMERS);
    hand = bullAct(hand, 2, 4, 2_000, TIMERS);
    expect(hand.phase).toBe('bidding');
    hand = bullAct(hand, 3, 0, 3_000, TIMERS);
    expect(hand).toMatchObject({ phase: 'betting', banker: 2, bankerBid: 4, deadline: 3_000 + TIMERS.bet });
    expect(bullOptions(hand, 2)).toEqual([]);
    expect(bullOptions(hand, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(bullBetExposure(hand, 3)).toBe(BASE * 4n * 3n * 5n);
    hand = bullAct(hand, 1, 3, 4_000, TIMERS);
    hand = bullAct(hand, 3, 1, 4_000, TIMERS);
    expect(hand.phase).toBe('settled');
    expect(hand.deadline).toBeNull();
    const banker = hand.settlements.find((s) => s.banker)!;
    expect(banker.seat).toBe(2);
    expect(banker.exposure).toBe(hand.bankerHold);
    expect(banker.played).toBe(BASE * 4n * 4n);
    for (const m of hand.settlements.filter((s) => !s.banker)) {
      const seat = hand.seats.find((s) => s.seat === m.seat)!;
      const bankerSeat = hand.seats.find((s) => s.seat === 2)!;
      const winner = m.won ? seat.rank : bankerSeat.rank;
      expect(m.won).toBe(bullBeats(seat.rank, bankerSeat.rank));
      expect(m.result).toBe((m.won ? 1n : -1n) * BASE * 4n * BigInt(seat.bet!) * BigInt(bullMultiplier(winner.cls)));
      expect(m.exposure).toBe(BASE * 4n * BigInt(seat.bet!) * 5n);
    }
    expect(banker.result).toBe(-hand.settlements.filter((s) => !s.banker).reduce((a, s) => a + s.result, 0n));
  });

  it('breaks equal top bids by the fair tie order; nobody bidding makes the first in that order banker at x1', () => {
    let tied = deal([rich(1), rich(2), rich(3)], 5);
    for (const seat of [1, 2, 3]) tied = bullAct(tied, seat, 3, 2_000, TIMERS);
    expect(tied.banker).toBe(tied.tieOrder[0]);
    expect(tied.bankerBid).toBe(3);
    let none = deal([rich(1), rich(2), rich(3)], 5);
    for (const seat of [1, 2, 3]) none = bullAct(none, seat, 0, 2_000, TIMERS);
    expect(none).toMatchObject({ banker: none.tieOrder[0], bankerBid: 1 });
  });

  it('opens only what a balance covers: bids against every other at the top bet, bets against the banker share', () => {
    const min = bullMinimumBalance(BASE);
    expect(min).toBe(BASE * 4n * 1n * 5n);
    // a banker at 2 with 4 others at x5 risks 2 x 5 x 5 x 4 = 200 bases
    expect(bullBidOptions(BASE, BASE * 200n, 5)).toEqual([0, 1, 2]);
    expect(bullBidOptions(BASE, min, 2)).toEqual([0]);
    let hand = deal([rich(1, min), rich(2, BASE * 1_000n)]);
    expect(bullOptions(hand, 1)).toEqual([0]);
    hand = bullAct(hand, 1, 0, 2_000, TIMERS);
    hand = bullAct(hand, 2, 4, 2_000, TIMERS);
    // seat 1's balance covers x1 at B = 4 only
    expect(bullOptions(hand, 1)).toEqual([1]);
    expect(hand.bankerHold).toBe(BASE * 4n * 1n * 5n);
    expect(() => bullAct(hand, 1, 2, 3_000, TIMERS)).toThrow(PvpActionError);
  });

  it('refuses a second bid, the banker betting, a stranger and any action after the showdown', () => {
    let hand = deal([rich(1), rich(2)]);
    hand = bullAct(hand, 1, 1, 2_000, TIMERS);
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (err) {
        return (err as PvpActionError).code;
      }
      return null;
    };
    expect(code(() => bullAct(hand, 1, 2, 2_000, TIMERS))).toBe('NOT_YOUR_TURN');
    expect(code(() => bullAct(hand, 5, 0, 2_000, TIMERS))).toBe('NOT_SEATED');
    expect(code(() => bullAct(hand, 2, 9, 2_000, TIMERS))).toBe('OPTION_NOT_ALLOWED');
    hand = bullAct(hand, 2, 0, 2_000, TIMERS);
    expect(code(() => bullAct(hand, hand.banker!, 1, 2_000, TIMERS))).toBe('NOT_YOUR_TURN');
    hand = bullAct(hand, hand.seats.find((s) => s.seat !== hand.banker)!.seat, 2, 2_000, TIMERS);
    expect(code(() => bullAct(hand, 1, 1, 2_000, TIMERS))).toBe('HAND_OVER');
  });

  it('acts for members when the timer runs out: bid 0, then bet 1', () => {
    let hand = deal([rich(1), rich(2), rich(3)]);
    hand = bullAct(hand, 2, 2, 2_000, TIMERS);
    expect(bullTimeout(hand, 1_000 + TIMERS.bid - 1, TIMERS)).toBe(hand);
    hand = bullTimeout(hand, 1_000 + TIMERS.bid, TIMERS);
    expect(hand).toMatchObject({ phase: 'betting', banker: 2, bankerBid: 2 });
    expect(hand.seats.map((s) => [s.seat, s.bid, s.acted])).toEqual([
      [1, 0, false],
      [2, 2, true],
      [3, 0, false],
    ]);
    hand = bullAct(hand, 1, 5, 10_000, TIMERS);
    hand = bullTimeout(hand, hand.deadline!, TIMERS);
    expect(hand.phase).toBe('settled');
    expect(hand.seats.find((s) => s.seat === 3)).toMatchObject({ bet: 1, acted: false });
  });

  it('leaves out a member whose bet debit failed; with nobody left the banker gets the hold back', () => {
    let hand = deal([rich(1), rich(2)]);
    hand = bullAct(bullAct(hand, 1, 1, 2_000, TIMERS), 2, 0, 2_000, TIMERS);
    const member = hand.seats.find((s) => s.seat !== hand.banker)!.seat;
    hand = bullDrop(hand, member);
    expect(hand.phase).toBe('settled');
    expect(hand.settlements).toEqual([
      expect.objectContaining({ seat: hand.banker, banker: true, result: 0n, rake: 0n, credit: hand.bankerHold }),
    ]);
    expect(() => bullDrop(hand, member)).toThrow(PvpActionError);
  });
});

describe('money over many hands', () => {
  it('never credits below 0, pays back the debits less the rake, and rakes winning results only', () => {
    let rake = 0n;
    for (let nonce = 0; nonce < 400; nonce++) {
      const players = 2 + (nonce % 4);
      const seats = Array.from({ length: players }, (_, i) =>
        rich(i + 1, BASE * BigInt(20 + ((nonce * 37 + i * 101) % 900))),
      );
      let hand = deal(seats, nonce, 300 + (nonce % 3) * 100);
      for (const s of hand.seats) {
        const open = bullOptions(hand, s.seat);
        hand = bullAct(hand, s.seat, open[(nonce + s.seat) % open.length]!, 2_000, TIMERS);
      }
      for (const s of hand.seats) {
        const open = hand.phase === 'betting' ? bullOptions(hand, s.seat) : [];
        if (open.length) hand = bullAct(hand, s.seat, open[(nonce * 3 + s.seat) % open.length]!, 3_000, TIMERS);
      }
      expect(hand.phase).toBe('settled');
      const debits = hand.settlements.reduce((a, s) => a + s.exposure, 0n);
      const credits = hand.settlements.reduce((a, s) => a + s.credit, 0n);
      const rakes = hand.settlements.reduce((a, s) => a + s.rake, 0n);
      expect(credits + rakes).toBe(debits);
      for (const s of hand.settlements) {
        expect(s.credit).toBeGreaterThanOrEqual(0n);
        expect(s.exposure).toBeLessThanOrEqual(hand.seats.find((x) => x.seat === s.seat)!.balance);
        if (s.result <= 0n) expect(s.rake).toBe(0n);
        else expect(s.rake).toBe((s.result * BigInt(hand.rakeBp)) / 10_000n);
      }
      rake += rakes;
    }
    expect(rake).toBeGreaterThan(0n);
  });
});
