/**
 * Roulette (docs/sandbox-provider.md "Roulette"): the numbers each bet covers on the European and
 * American layouts, refusals before the spin, settlement, Lightning's lucky numbers, the exact
 * RTPs against the published figures and a simulation of each.
 */
import { describe, expect, it } from '@jest/globals';
import {
  coveredNumbers,
  DOUBLE_ZERO,
  LIGHTNING_MULTIPLIERS,
  playRoulette,
  pocketColour,
  pocketLabel,
  ROULETTE_BET_TYPES,
  rouletteRtp,
  type RouletteBet,
} from '../../../../server/vendors/house/games/roulette.ts';
import { expectNear, measureReturns, NO_DRAW, ratio, rngFor } from './tableSim.ts';

const bet = (type: RouletteBet['type'], pick?: number[], stake = 100n): RouletteBet => ({ type, pick, stake });

describe('roulette layout', () => {
  it('accepts the bets of the layout in any order', () => {
    expect(coveredNumbers('european', bet('split', [2, 1]))).toEqual([1, 2]);
    expect(coveredNumbers('european', bet('split', [14, 17]))).toEqual([14, 17]);
    expect(coveredNumbers('european', bet('split', [3, 0]))).toEqual([0, 3]);
    expect(coveredNumbers('american', bet('split', [DOUBLE_ZERO, 3]))).toEqual([3, 37]);
    expect(coveredNumbers('american', bet('split', [0, DOUBLE_ZERO]))).toEqual([0, 37]);
    expect(coveredNumbers('european', bet('street', [34, 35, 36]))).toEqual([34, 35, 36]);
    expect(coveredNumbers('european', bet('street', [0, 2, 3]))).toEqual([0, 2, 3]);
    expect(coveredNumbers('american', bet('street', [0, 37, 2]))).toEqual([0, 2, 37]);
    expect(coveredNumbers('european', bet('corner', [32, 33, 35, 36]))).toEqual([32, 33, 35, 36]);
    expect(coveredNumbers('european', bet('corner', [0, 1, 2, 3]))).toEqual([0, 1, 2, 3]);
    expect(coveredNumbers('european', bet('sixLine', [31, 32, 33, 34, 35, 36]))).toHaveLength(6);
    expect(coveredNumbers('european', bet('dozen', [3]))).toEqual(Array.from({ length: 12 }, (_, i) => 25 + i));
    expect(coveredNumbers('european', bet('column', [2]))).toEqual(Array.from({ length: 12 }, (_, i) => 2 + 3 * i));
    expect(coveredNumbers('european', bet('red'))).toHaveLength(18);
    expect(
      coveredNumbers('european', bet('red')).filter((n) => coveredNumbers('european', bet('black')).includes(n)),
    ).toEqual([]);
    expect(coveredNumbers('american', bet('high'))).toEqual(Array.from({ length: 18 }, (_, i) => 19 + i));
    expect([
      pocketLabel(DOUBLE_ZERO),
      pocketColour(DOUBLE_ZERO),
      pocketColour(0),
      pocketColour(1),
      pocketColour(2),
    ]).toEqual(['00', 'green', 'green', 'red', 'black']);
  });

  it('refuses a bet that is not on the layout, before spinning', () => {
    const refused: [RouletteBet, 'european' | 'american'][] = [
      [bet('straight', [37]), 'european'],
      [bet('straight', [1, 2]), 'european'],
      [bet('split', [3, 4]), 'european'],
      [bet('split', [1, 5]), 'european'],
      [bet('split', [37, 3]), 'european'],
      [bet('split', [0, 3]), 'american'],
      [bet('street', [2, 3, 4]), 'european'],
      [bet('corner', [3, 4, 6, 7]), 'european'],
      [bet('corner', [0, 1, 2, 3]), 'american'],
      [bet('sixLine', [2, 3, 4, 5, 6, 7]), 'european'],
      [bet('dozen', [4]), 'european'],
      [bet('column'), 'european'],
      [bet('red', [1]), 'european'],
      [bet('straight', [5], 0n), 'european'],
      [bet('straight', [5], -1n), 'european'],
    ];
    for (const [b, variant] of refused) expect(() => playRoulette(NO_DRAW, variant, [b])).toThrow(RangeError);
    expect(() => playRoulette(NO_DRAW, 'european', [])).toThrow(RangeError);
    expect(() => playRoulette(NO_DRAW, 'french' as 'european', [bet('red')])).toThrow(RangeError);
    expect(() => playRoulette(NO_DRAW, 'european', [bet('basket' as 'red')])).toThrow(RangeError);
  });
});

describe('roulette spins', () => {
  const board = [
    bet('straight', [17]),
    bet('split', [0, 2]),
    bet('street', [16, 17, 18]),
    bet('corner', [17, 18, 20, 21]),
    bet('sixLine', [13, 14, 15, 16, 17, 18]),
    bet('dozen', [2]),
    bet('column', [2]),
    bet('red'),
    bet('black'),
    bet('odd'),
    bet('even'),
    bet('low'),
    bet('high'),
  ];

  it('pays 36/k of the stake on a bet covering k numbers and nothing else', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const r = playRoulette(rngFor('wheel', nonce), nonce % 2 ? 'american' : 'european', board);
      expect(r.pocket).toBeLessThan(nonce % 2 ? 38 : 37);
      expect(r.lucky).toEqual([]);
      for (const b of r.bets) {
        const covered = coveredNumbers(r.variant, b);
        expect(b.win).toBe(covered.includes(r.pocket) ? (100n * 36n) / BigInt(covered.length) : 0n);
      }
      expect(r.stake).toBe(1300n);
      expect(r.totalWin).toBe(r.bets.reduce((s, b) => s + b.win, 0n));
    }
  });

  it('draws 1-5 distinct lucky numbers with multipliers from the table and pays them on straight-ups', () => {
    const multipliers = LIGHTNING_MULTIPLIERS.map(([m]) => m);
    let luckyHits = 0;
    for (let nonce = 0; nonce < 1000; nonce++) {
      const straight = bet('straight', [nonce % 37]);
      const r = playRoulette(rngFor('lightning', nonce), 'lightning', [straight, bet('red')]);
      expect(r.lucky.length).toBeGreaterThanOrEqual(1);
      expect(r.lucky.length).toBeLessThanOrEqual(5);
      expect(new Set(r.lucky.map((l) => l.number)).size).toBe(r.lucky.length);
      for (const l of r.lucky) expect(multipliers).toContain(l.multiplier);
      const lucky = r.lucky.find((l) => l.number === r.pocket);
      const hit = r.pocket === nonce % 37;
      if (hit && lucky) luckyHits += 1;
      expect(r.bets[0]!.win).toBe(hit ? (lucky ? BigInt(lucky.multiplier + 1) * 100n : 3000n) : 0n);
      expect(r.bets[1]!.win).toBe(pocketColour(r.pocket) === 'red' ? 200n : 0n);
    }
    expect(luckyHits).toBeGreaterThan(0);
  });

  it('replays the same round from the same seeds', () => {
    expect(playRoulette(rngFor('replay', 5), 'lightning', board)).toEqual(
      playRoulette(rngFor('replay', 5), 'lightning', board),
    );
  });
});

describe('roulette RTP', () => {
  it('is 36/37 on the European wheel, 36/38 on the American one and 97.11% on a Lightning straight-up', () => {
    for (const type of ROULETTE_BET_TYPES) {
      expect(rouletteRtp('european', type)).toBeCloseTo(36 / 37, 12);
      expect(rouletteRtp('american', type)).toBeCloseTo(36 / 38, 12);
      if (type !== 'straight') expect(rouletteRtp('lightning', type)).toBeCloseTo(36 / 37, 12);
    }
    expect(rouletteRtp('european', 'straight')).toBeCloseTo(0.973, 4);
    expect(rouletteRtp('american', 'straight')).toBeCloseTo(0.9474, 4);
    expect(rouletteRtp('lightning', 'straight')).toBeCloseTo((30 + (2.1 * 104.5) / 37) / 37, 12);
    expect(rouletteRtp('lightning', 'straight')).toBeCloseTo(0.971, 3);
  });

  it('matches a simulation within 4 standard errors on each wheel', () => {
    const bets = [
      bet('straight', [17]),
      bet('split', [17, 20]),
      bet('corner', [17, 18, 20, 21]),
      bet('dozen', [2]),
      bet('red'),
    ];
    for (const variant of ['european', 'american', 'lightning'] as const) {
      const measured = measureReturns(12_000, `rtp-${variant}`, (rng) => {
        const r = playRoulette(rng, variant, bets);
        return Object.fromEntries(r.bets.map((b) => [b.type, ratio(b.win, b.stake)]));
      });
      for (const b of bets) expectNear(measured[b.type], rouletteRtp(variant, b.type));
    }
  });
});
