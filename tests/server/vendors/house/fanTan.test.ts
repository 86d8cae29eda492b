/**
 * Fan Tan (docs/sandbox-provider.md "Fan Tan"): the result from the beads, each bet's return with
 * the 5% commission rounded down, refusals before counting, the exact RTPs and a simulation.
 */
import { describe, expect, it } from '@jest/globals';
import { fanTanReturn, fanTanRtp, playFanTan, type FanTanBet } from '../../../../server/vendors/house/games/fanTan.ts';
import { expectNear, measureReturns, NO_DRAW, ratio, rngFor } from './tableSim.ts';

const bet = (type: FanTanBet['type'], pick?: number[], stake = 100n): FanTanBet => ({ type, pick, stake });

describe('fan tan', () => {
  it('counts the beads off in fours, every result equally often over the pile sizes', () => {
    const results = new Map<number, number>();
    for (let nonce = 0; nonce < 400; nonce++) {
      const r = playFanTan(rngFor('beads', nonce), [bet('odd')]);
      expect(r.beads).toBeGreaterThanOrEqual(20);
      expect(r.beads).toBeLessThanOrEqual(99);
      expect(r.result).toBe(r.beads % 4 === 0 ? 4 : r.beads % 4);
      results.set(r.result, (results.get(r.result) ?? 0) + 1);
    }
    expect([...results.keys()].sort()).toEqual([1, 2, 3, 4]);
  });

  it('pays fan 3.85x, nim 2.90x or the stake back, kwok and odd/even 1.95x, rounding down', () => {
    expect(fanTanReturn(bet('fan', [3]), 3)).toBe(385);
    expect(fanTanReturn(bet('fan', [3]), 2)).toBe(0);
    expect([1, 2, 3, 4].map((n) => fanTanReturn(bet('nim', [2, 4]), n))).toEqual([0, 290, 0, 100]);
    expect([1, 2, 3, 4].map((n) => fanTanReturn(bet('kwok', [4, 1]), n))).toEqual([195, 0, 0, 195]);
    expect([1, 2, 3, 4].map((n) => fanTanReturn(bet('even'), n))).toEqual([0, 195, 0, 195]);
    const r = playFanTan(rngFor('beads', 1), [
      bet('fan', [1], 7n),
      bet('fan', [2], 7n),
      bet('fan', [3], 7n),
      bet('fan', [4], 7n),
    ]);
    expect(r.bets.map((b) => b.win).sort()).toEqual([0n, 0n, 0n, 26n]);
  });

  it('refuses a bet it does not take, before counting', () => {
    for (const b of [
      bet('fan', [5]),
      bet('fan'),
      bet('nim', [2, 2]),
      bet('nim', [1]),
      bet('kwok', [1, 3]),
      bet('kwok', [2, 4]),
      bet('odd', [1]),
      bet('ssh' as 'odd'),
      bet('fan', [1], 0n),
    ])
      expect(() => playFanTan(NO_DRAW, [b])).toThrow(RangeError);
  });

  it('has the published RTPs, matches a simulation within 4 standard errors and replays', () => {
    expect(fanTanRtp('fan', [1])).toBeCloseTo(0.9625, 12);
    expect(fanTanRtp('nim', [1, 2])).toBeCloseTo(0.975, 12);
    expect(fanTanRtp('kwok', [3, 4])).toBeCloseTo(0.975, 12);
    expect(fanTanRtp('odd')).toBeCloseTo(0.975, 12);
    expect(fanTanRtp('even')).toBeCloseTo(0.975, 12);
    const bets = [bet('fan', [2]), bet('nim', [3, 1]), bet('kwok', [1, 2]), bet('odd'), bet('even')];
    const measured = measureReturns(20_000, 'fantan-rtp', (rng) =>
      Object.fromEntries(playFanTan(rng, bets).bets.map((b) => [b.type, ratio(b.win, b.stake)])),
    );
    for (const b of bets) expectNear(measured[b.type], fanTanRtp(b.type, b.pick));
    expect(playFanTan(rngFor('x', 3), bets)).toEqual(playFanTan(rngFor('x', 3), bets));
  });
});
