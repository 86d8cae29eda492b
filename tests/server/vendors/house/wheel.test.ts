/**
 * Money wheels (docs/sandbox-provider.md "Money wheels"): the published layouts, settlement with
 * the top slot and the bonus draws, refusals before spinning, the exact RTPs and a simulation.
 */
import { describe, expect, it } from '@jest/globals';
import {
  CRAZY_TIME,
  layoutWheel,
  LUCKY_WHEEL,
  spinWheel,
  wheelRtp,
  type WheelDefinition,
} from '../../../../server/vendors/house/games/wheel.ts';
import { expectNear, measureReturns, NO_DRAW, ratio, rngFor } from './tableSim.ts';

const counts = (def: WheelDefinition) => {
  const out: Record<string, number> = {};
  for (const s of def.segments) out[s] = (out[s] ?? 0) + 1;
  return out;
};
const allSpots = (def: WheelDefinition, stake = 100n) =>
  Object.fromEntries(Object.keys(def.spots).map((s) => [s, stake]));

describe('wheel definitions', () => {
  it('publish the Crazy Time and Lucky Wheel layouts', () => {
    expect(CRAZY_TIME.segments).toHaveLength(54);
    expect(counts(CRAZY_TIME)).toEqual({
      '1': 21,
      '2': 13,
      '5': 7,
      '10': 4,
      coinFlip: 4,
      cashHunt: 2,
      pachinko: 2,
      crazyTime: 1,
    });
    expect(LUCKY_WHEEL.segments).toHaveLength(50);
    expect(counts(LUCKY_WHEEL)).toEqual({ '1': 24, '3': 12, '5': 8, '11': 4, '23': 2 });
    expect(
      layoutWheel([
        ['a', 2],
        ['b', 1],
      ]),
    ).toEqual(['a', 'b', 'a']);
    const ones = CRAZY_TIME.segments.flatMap((s, i) => (s === '1' ? [i] : []));
    expect(Math.max(...ones.slice(1).map((at, k) => at - ones[k]!))).toBeLessThanOrEqual(4);
  });

  it('has the exact RTPs of the module comment', () => {
    for (const spot of Object.keys(LUCKY_WHEEL.spots)) expect(wheelRtp(LUCKY_WHEEL, spot)).toBeCloseTo(0.96, 12);
    const published = {
      '1': 0.95957,
      '2': 0.96004,
      '5': 0.95785,
      '10': 0.95855,
      coinFlip: 0.95464,
      cashHunt: 0.95467,
      pachinko: 0.94337,
      crazyTime: 0.95989,
    };
    for (const [spot, rtp] of Object.entries(published)) expect(wheelRtp(CRAZY_TIME, spot)).toBeCloseTo(rtp, 5);
    expect(wheelRtp(CRAZY_TIME, '1')).toBeCloseTo((21 / 54) * (2 + 0.106 * 4.41), 12);
    expect(() => wheelRtp(CRAZY_TIME, '7')).toThrow(RangeError);
  });
});

describe('wheel spins', () => {
  it('pays n:1 or the bonus b:1 on the spot that comes, multiplied when the top slot picked it', () => {
    let boosted = 0;
    for (let nonce = 0; nonce < 1000; nonce++) {
      const r = spinWheel(rngFor('crazy', nonce), CRAZY_TIME, allSpots(CRAZY_TIME));
      expect(r.spot).toBe(CRAZY_TIME.segments[r.segment]);
      const rule = CRAZY_TIME.spots[r.spot]!;
      if ('pays' in rule) expect(r.bonus).toBeNull();
      else expect(rule.bonus.map(([b]) => b)).toContain(r.bonus);
      const m = r.topSlot?.spot === r.spot ? r.topSlot.multiplier : 1;
      if (m > 1) boosted += 1;
      const odds = ('pays' in rule ? rule.pays : r.bonus!) * m;
      for (const [spot, win] of Object.entries(r.returns))
        expect(win).toBe(spot === r.spot ? BigInt(odds + 1) * 100n : 0n);
      expect(r.totalWin).toBe(BigInt(odds + 1) * 100n);
      expect(r.stake).toBe(800n);
    }
    expect(boosted).toBeGreaterThan(0);
    const lucky = spinWheel(rngFor('lucky', 1), LUCKY_WHEEL, { '1': 10n });
    expect(lucky.topSlot).toBeNull();
    expect(lucky.returns['1']).toBe(lucky.spot === '1' ? 20n : 0n);
  });

  it('refuses a spot the wheel lacks, a negative stake or no stake, before spinning, and replays', () => {
    expect(() => spinWheel(NO_DRAW, LUCKY_WHEEL, {})).toThrow(RangeError);
    expect(() => spinWheel(NO_DRAW, LUCKY_WHEEL, { '2': 10n })).toThrow(RangeError);
    expect(() => spinWheel(NO_DRAW, LUCKY_WHEEL, { '1': -1n, '3': 5n })).toThrow(RangeError);
    expect(spinWheel(rngFor('w', 3), CRAZY_TIME, { '1': 5n })).toEqual(
      spinWheel(rngFor('w', 3), CRAZY_TIME, { '1': 5n }),
    );
  });

  it('matches a simulation within 4 standard errors on every spot', () => {
    for (const def of [LUCKY_WHEEL, CRAZY_TIME]) {
      const measured = measureReturns(20_000, `rtp-${def.name}`, (rng) => {
        const r = spinWheel(rng, def, allSpots(def));
        return Object.fromEntries(Object.entries(r.returns).map(([s, w]) => [s, ratio(w!, 100n)]));
      });
      for (const spot of Object.keys(def.spots)) expectNear(measured[spot], wheelRtp(def, spot));
    }
  });
});
