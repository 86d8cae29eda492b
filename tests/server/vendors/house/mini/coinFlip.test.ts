import { describe, expect, it } from '@jest/globals';
import {
  coinFlipRtp,
  DOUBLE_COLOURS,
  doubleColour,
  doubleRtp,
  flipCoin,
  spinDouble,
  type DoubleColour,
} from '../../../../../server/vendors/house/games/mini/coinFlip.ts';
import { expectNear, perStake, SIM_STAKE, rngFor, scriptedRng, simulate, untouchableRng } from './support.ts';

describe('coin flip', () => {
  it('pays (1 - e) x 2 on the side called: 1.98x at the default edge', () => {
    expect(flipCoin(scriptedRng([0]), { stake: 1001n, side: 'heads' })).toEqual({
      side: 'heads',
      multiplier: 1.98,
      won: true,
      payout: 1981n,
    });
    expect(flipCoin(scriptedRng([1]), { stake: 1001n, side: 'heads' })).toMatchObject({ side: 'tails', payout: 0n });
    expect(flipCoin(scriptedRng([1]), { stake: 100n, side: 'tails' }, 0.05).payout).toBe(190n);
    expect(coinFlipRtp()).toBe(0.99);
    expect(coinFlipRtp(0.025)).toBe(0.975);
  });

  it('is the same for the same seeds and refuses a bad bet before drawing', () => {
    expect(flipCoin(rngFor('flip', 1), { stake: 5n, side: 'tails' })).toEqual(
      flipCoin(rngFor('flip', 1), { stake: 5n, side: 'tails' }),
    );
    expect(() => flipCoin(untouchableRng, { stake: 5n, side: 'edge' as 'heads' })).toThrow(RangeError);
    expect(() => flipCoin(untouchableRng, { stake: 0n, side: 'heads' })).toThrow(RangeError);
    expect(() => flipCoin(untouchableRng, { stake: 5n, side: 'heads' }, 0.51)).toThrow(RangeError);
  });

  it('returns within four standard errors of the exact RTP in a simulation', () => {
    const sim = simulate(20_000, 'flip-sim', (rng) =>
      perStake(flipCoin(rng, { stake: SIM_STAKE, side: 'heads' }).payout),
    );
    expectNear(sim, coinFlipRtp());
  });
});

describe('double', () => {
  it('has one green, seven red and seven black slots, paying 2x, 2x and 14x: 14/15 on every bet', () => {
    const slots = Array.from({ length: 15 }, (_, s) => doubleColour(s));
    expect(slots.filter((c) => c === 'green')).toHaveLength(1);
    expect(slots.filter((c) => c === 'red')).toHaveLength(7);
    for (const colour of DOUBLE_COLOURS) expect(doubleRtp(colour)).toBeCloseTo(14 / 15, 15);
  });

  it('settles every bet of a spin on the slot drawn', () => {
    const bets = [
      { stake: 100n, colour: 'red' as const },
      { stake: 50n, colour: 'green' as const },
      { stake: 70n, colour: 'black' as const },
    ];
    expect(spinDouble(scriptedRng([0]), bets)).toEqual({
      slot: 0,
      colour: 'green',
      payouts: [0n, 700n, 0n],
      payout: 700n,
    });
    expect(spinDouble(scriptedRng([7]), bets)).toMatchObject({ colour: 'red', payouts: [200n, 0n, 0n] });
    expect(spinDouble(scriptedRng([8]), bets)).toMatchObject({ colour: 'black', payout: 140n });
  });

  it('refuses no bet, a bad stake or colour before drawing', () => {
    expect(() => spinDouble(untouchableRng, [])).toThrow(RangeError);
    expect(() => spinDouble(untouchableRng, [{ stake: 0n, colour: 'red' }])).toThrow(RangeError);
    expect(() => spinDouble(untouchableRng, [{ stake: 1n, colour: 'blue' as DoubleColour }])).toThrow(RangeError);
  });

  it('returns within four standard errors of the exact RTP in a simulation', () => {
    for (const colour of ['red', 'green'] as const) {
      const sim = simulate(20_000, `double-${colour}`, (rng) =>
        perStake(spinDouble(rng, [{ stake: SIM_STAKE, colour }]).payout),
      );
      expectNear(sim, doubleRtp(colour));
    }
  });
});
