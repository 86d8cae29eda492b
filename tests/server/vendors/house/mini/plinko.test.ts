import { describe, expect, it } from '@jest/globals';
import {
  dropPlinko,
  PLINKO_RISKS,
  plinkoRtp,
  plinkoTable,
  type PlinkoRisk,
} from '../../../../../server/vendors/house/games/mini/plinko.ts';
import { expectNear, perStake, SIM_STAKE, rngFor, scriptedRng, simulate, untouchableRng } from './support.ts';

/** Exact RTPs of the tables in percent, computed apart with Python's fractions (rows 8..16; low, medium, high). */
const PUBLISHED: Record<PlinkoRisk, number[]> = {
  low: [
    98.984375, 98.984375, 99.00390625, 99.00390625, 98.97949219, 98.99902344, 99.00024414, 99.00085449, 98.99871826,
  ],
  medium: [98.90625, 99.140625, 98.90625, 99.0234375, 98.98925781, 98.99414063, 98.99414063, 98.99841309, 98.98834229],
  high: [99.0625, 99.0625, 99.0625, 99.16015625, 99.11621094, 99.08691406, 98.97827148, 99.02648926, 98.97644043],
};

describe('plinko tables', () => {
  it('are the published ones: rows + 1 symmetric slots, outer slots highest', () => {
    expect(plinkoTable(8, 'low')).toEqual([5.6, 2.1, 1.1, 1, 0.5, 1, 1.1, 2.1, 5.6]);
    expect(plinkoTable(9, 'medium')).toEqual([18, 4, 1.7, 0.9, 0.5, 0.5, 0.9, 1.7, 4, 18]);
    expect(plinkoTable(16, 'high')).toEqual([1000, 130, 26, 9, 4, 2, 0.2, 0.2, 0.2, 0.2, 0.2, 2, 4, 9, 26, 130, 1000]);
    for (const risk of PLINKO_RISKS)
      for (let rows = 8; rows <= 16; rows++) {
        const table = plinkoTable(rows, risk);
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual(table);
        expect(Math.max(...table)).toBe(table[0]);
      }
  });

  it('have the exact RTP of the binomial distribution of the slots', () => {
    for (const risk of PLINKO_RISKS)
      PUBLISHED[risk].forEach((percent, i) => expect(plinkoRtp(i + 8, risk) * 100).toBeCloseTo(percent, 6));
    expect(plinkoRtp(8, 'low')).toBeCloseTo(1267 / 1280, 15); // 253.4 / 256
  });
});

describe('plinko drops', () => {
  it('go right on 1 and left on 0, one int(2) per row, landing in the slot of the rights', () => {
    const drop = dropPlinko(scriptedRng([1, 1, 1, 1, 1, 1, 1, 1]), { stake: 250n, rows: 8, risk: 'high' });
    expect(drop).toEqual({ path: [1, 1, 1, 1, 1, 1, 1, 1], slot: 8, multiplier: 29, payout: 7250n });
    const middle = dropPlinko(scriptedRng([0, 1, 0, 1, 1, 0, 0, 1, 0]), { stake: 3n, rows: 9, risk: 'low' });
    expect(middle).toMatchObject({ slot: 4, multiplier: 0.7, payout: 2n });
  });

  it('are the same for the same seeds', () => {
    const bet = { stake: 100n, rows: 12, risk: 'medium' } as const;
    expect(dropPlinko(rngFor('plinko-det', 5), bet)).toEqual(dropPlinko(rngFor('plinko-det', 5), bet));
  });

  it('refuse bad bets before drawing', () => {
    for (const rows of [7, 17, 8.5])
      expect(() => dropPlinko(untouchableRng, { stake: 100n, rows, risk: 'low' })).toThrow(RangeError);
    expect(() => dropPlinko(untouchableRng, { stake: 100n, rows: 8, risk: 'extreme' as PlinkoRisk })).toThrow(
      RangeError,
    );
    expect(() => dropPlinko(untouchableRng, { stake: 0n, rows: 8, risk: 'low' })).toThrow(RangeError);
  });

  it('return within four standard errors of the exact RTP in a simulation', () => {
    for (const [rows, risk] of [
      [8, 'low'],
      [12, 'medium'],
      [16, 'high'],
    ] as const) {
      const sim = simulate(20_000, `plinko-${rows}-${risk}`, (rng) =>
        perStake(dropPlinko(rng, { stake: SIM_STAKE, rows, risk }).payout),
      );
      expectNear(sim, plinkoRtp(rows, risk));
    }
  });
});
