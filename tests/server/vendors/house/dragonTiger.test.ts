/**
 * Dragon Tiger (docs/sandbox-provider.md "Dragon Tiger"): settlement of every spot, half back on
 * a tie, refusals before dealing, the exact RTPs against the published 8-deck figures and a
 * simulation.
 */
import { describe, expect, it } from '@jest/globals';
import {
  DRAGON_TIGER_SPOTS,
  dragonTigerRtp,
  playDragonTiger,
} from '../../../../server/vendors/house/games/dragonTiger.ts';
import { expectNear, measureReturns, NO_DRAW, ratio, rngFor } from './tableSim.ts';

describe('dragon tiger', () => {
  it('pays the higher card 1:1, half back on a tie, the tie 11:1 and the suited tie 50:1', () => {
    const seen = new Set<string>();
    for (let nonce = 0; nonce < 3000; nonce++) {
      const r = playDragonTiger(rngFor('dt', nonce), { dragon: 100n, tiger: 101n, tie: 10n, suitedTie: 10n });
      seen.add(r.winner);
      if (r.suited) seen.add('suited');
      expect(r.winner).toBe(r.dragon.rank > r.tiger.rank ? 'dragon' : r.dragon.rank < r.tiger.rank ? 'tiger' : 'tie');
      expect(r.suited).toBe(r.winner === 'tie' && r.dragon.suit === r.tiger.suit);
      const tie = r.winner === 'tie';
      expect(r.returns).toEqual({
        dragon: tie ? 50n : r.winner === 'dragon' ? 200n : 0n,
        tiger: tie ? 50n : r.winner === 'tiger' ? 202n : 0n,
        tie: tie ? 120n : 0n,
        suitedTie: r.suited ? 510n : 0n,
      });
      expect(r.stake).toBe(221n);
    }
    expect(seen).toEqual(new Set(['dragon', 'tiger', 'tie', 'suited']));
  });

  it('rounds half the stake down on a tie and replays from the same seeds', () => {
    let nonce = 0;
    while (playDragonTiger(rngFor('dt-tie', nonce), { dragon: 1n }).winner !== 'tie') nonce += 1;
    expect(playDragonTiger(rngFor('dt-tie', nonce), { dragon: 1n, tiger: 3n }).returns).toEqual({
      dragon: 0n,
      tiger: 1n,
    });
    expect(playDragonTiger(rngFor('dt', 4), { tie: 5n })).toEqual(playDragonTiger(rngFor('dt', 4), { tie: 5n }));
  });

  it('refuses no bet, a negative stake or an unknown spot, before dealing', () => {
    expect(() => playDragonTiger(NO_DRAW, {})).toThrow(RangeError);
    expect(() => playDragonTiger(NO_DRAW, { dragon: 0n })).toThrow(RangeError);
    expect(() => playDragonTiger(NO_DRAW, { dragon: -5n, tiger: 10n })).toThrow(RangeError);
    expect(() => playDragonTiger(NO_DRAW, { banker: 5n } as never)).toThrow(RangeError);
  });

  it('has the published 8-deck RTPs and matches a simulation within 4 standard errors', () => {
    const tie = (13 * 32 * 31) / (416 * 415);
    expect(dragonTigerRtp('dragon')).toBeCloseTo(1 - tie / 2, 12);
    expect(dragonTigerRtp('tiger')).toBeCloseTo(0.9627, 4);
    expect(dragonTigerRtp('tie')).toBeCloseTo(0.8964, 4);
    expect(dragonTigerRtp('suitedTie')).toBeCloseTo((51 * 52 * 8 * 7) / (416 * 415), 12);
    const bets = { dragon: 100n, tiger: 100n, tie: 100n, suitedTie: 100n };
    const measured = measureReturns(40_000, 'dt-rtp', (rng) => {
      const r = playDragonTiger(rng, bets);
      return Object.fromEntries(DRAGON_TIGER_SPOTS.map((s) => [s, ratio(r.returns[s]!, 100n)]));
    });
    for (const spot of DRAGON_TIGER_SPOTS) expectNear(measured[spot], dragonTigerRtp(spot));
  });
});
