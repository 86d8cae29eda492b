/**
 * Bull Bull (docs/sandbox-provider.md "Bull Bull"): the niu of a hand, five faces, the top-card
 * tie break, settlement of the equal and double bets with the deposit, refusals before dealing,
 * the exact RTPs and a simulation.
 */
import { describe, expect, it } from '@jest/globals';
import type { Card, Suit } from '../../../../server/vendors/house/games/cards.ts';
import {
  BULL_BULL,
  bullBullRtp,
  doubleMultiplier,
  FIVE_FACES,
  niuBeats,
  niuHand,
  niuOfValues,
  playBullBull,
  type BullBullBet,
} from '../../../../server/vendors/house/games/bullBull.ts';
import { expectNear, measureReturns, NO_DRAW, rngFor } from './tableSim.ts';

const hand = (...cards: [number, Suit][]): Card[] => cards.map(([rank, suit]) => ({ rank, suit }));

describe('niu hands', () => {
  it('finds the bull from three cards summing to a multiple of ten', () => {
    expect(niuHand(hand([13, 'S'], [12, 'H'], [11, 'D'], [5, 'C'], [5, 'S'])).niu).toBe(BULL_BULL);
    expect(niuHand(hand([3, 'S'], [7, 'H'], [10, 'D'], [4, 'C'], [2, 'S'])).niu).toBe(6);
    expect(niuHand(hand([1, 'S'], [1, 'H'], [2, 'D'], [3, 'C'], [5, 'S'])).niu).toBe(2);
    expect(niuHand(hand([1, 'S'], [1, 'H'], [1, 'D'], [2, 'C'], [5, 'S'])).niu).toBe(0);
    expect(niuHand(hand([10, 'S'], [11, 'H'], [12, 'D'], [13, 'C'], [9, 'S'])).niu).toBe(9);
    expect(niuHand(hand([11, 'S'], [12, 'H'], [13, 'D'], [11, 'C'], [12, 'S'])).niu).toBe(FIVE_FACES);
    expect(niuOfValues([9, 9, 2, 6, 5])).toBe(1);
    expect(niuOfValues([9, 8, 7, 6, 1])).toBe(0);
    expect(() => niuHand(hand([1, 'S']))).toThrow(RangeError);
  });

  it('ranks by class, then the top card by rank and suit (spades, hearts, clubs, diamonds)', () => {
    const kingSpades = niuHand(hand([13, 'S'], [3, 'H'], [7, 'D'], [1, 'C'], [2, 'S']));
    const kingHearts = niuHand(hand([13, 'H'], [3, 'S'], [7, 'C'], [1, 'D'], [2, 'H']));
    const kingClubs = niuHand(hand([13, 'C'], [4, 'S'], [6, 'H'], [1, 'S'], [2, 'D']));
    expect([kingSpades.niu, kingHearts.niu, kingClubs.niu]).toEqual([3, 3, 3]);
    expect(niuBeats(kingSpades, kingHearts)).toBe(true);
    expect(niuBeats(kingHearts, kingClubs)).toBe(true);
    expect(niuBeats(kingClubs, kingSpades)).toBe(false);
    const bull4 = niuHand(hand([2, 'D'], [3, 'D'], [5, 'D'], [1, 'D'], [3, 'C']));
    expect(bull4.niu).toBe(4);
    expect(niuBeats(bull4, kingSpades)).toBe(true);
    expect([0, 6, 7, 9, BULL_BULL, FIVE_FACES].map(doubleMultiplier)).toEqual([1, 1, 2, 2, 3, 3]);
  });
});

describe('bull bull rounds', () => {
  it('pays a seat win 0.95 x multiplier on top of the deposit and takes the banker multiplier on a loss', () => {
    const bets: BullBullBet[] = [
      { type: 'equal', pick: [1], stake: 100n },
      { type: 'double', pick: [2], stake: 100n },
      { type: 'double', pick: [3], stake: 7n },
    ];
    for (let nonce = 0; nonce < 500; nonce++) {
      const r = playBullBull(rngFor('niu', nonce), bets);
      const all = [r.banker, ...r.seats].flatMap((h) => h.cards.map((c) => `${c.rank}${c.suit}`));
      expect(new Set(all).size).toBe(20);
      expect(r.stake).toBe(100n + 300n + 21n);
      const [equal, double, small] = r.bets;
      expect(equal!.win).toBe(r.seats[0]!.won ? 195n : 0n);
      const m = doubleMultiplier(r.seats[1]!.niu);
      expect(double!.win).toBe(
        r.seats[1]!.won ? 300n + 95n * BigInt(m) : 300n - 100n * BigInt(doubleMultiplier(r.banker.niu)),
      );
      const ms = doubleMultiplier(r.seats[2]!.niu);
      expect(small!.win).toBe(
        r.seats[2]!.won ? 21n + (7n * BigInt(ms) * 95n) / 100n : 21n - 7n * BigInt(doubleMultiplier(r.banker.niu)),
      );
      for (const seat of r.seats) expect(seat.won).toBe(niuBeats(seat, r.banker));
    }
    expect(playBullBull(rngFor('niu', 2), bets)).toEqual(playBullBull(rngFor('niu', 2), bets));
  });

  it('refuses a bet on no seat or an unknown seat, before dealing', () => {
    for (const b of [
      { type: 'equal', stake: 100n },
      { type: 'equal', pick: [0], stake: 100n },
      { type: 'double', pick: [4], stake: 100n },
      { type: 'double', pick: [1, 2], stake: 100n },
      { type: 'super', pick: [1], stake: 100n },
      { type: 'equal', pick: [1], stake: 0n },
    ])
      expect(() => playBullBull(NO_DRAW, [b as BullBullBet])).toThrow(RangeError);
  });

  it('has the exact RTPs per stake and matches a simulation within 4 standard errors', () => {
    expect(bullBullRtp('equal')).toBeCloseTo(0.975, 12);
    const double = bullBullRtp('double');
    expect(double).toBeGreaterThan(1 - 0.025 * 3);
    expect(double).toBeLessThan(0.975);
    const bets: BullBullBet[] = [1, 2, 3].flatMap((seat) => [
      { type: 'equal' as const, pick: [seat], stake: 100n },
      { type: 'double' as const, pick: [seat], stake: 100n },
    ]);
    const measured = measureReturns(8_000, 'niu-rtp', (rng) => {
      const r = playBullBull(rng, bets);
      return Object.fromEntries(r.bets.map((b) => [`${b.type}${b.pick![0]}`, 1 + Number(b.win - b.deposit) / 100]));
    });
    for (const seat of [1, 2, 3]) {
      expectNear(measured[`equal${seat}`], bullBullRtp('equal'));
      expectNear(measured[`double${seat}`], double);
    }
  });
});
