import { describe, expect, it } from '@jest/globals';
import { shuffle } from '../../../../../server/vendors/house/fair/rng.ts';
import {
  cashOutMines,
  minesLadder,
  minesRtp,
  minesView,
  newMinesRound,
  replayMines,
  revealMines,
  type MinesRound,
} from '../../../../../server/vendors/house/games/mini/mines.ts';
import { expectNear, perStake, SIM_STAKE, rngFor, simulate, untouchableRng } from './support.ts';

const TILES = Array.from({ length: 25 }, (_, i) => i);
/** The safe tiles of a round, ascending. */
const safeTiles = (round: MinesRound) => TILES.filter((t) => !round.layout.includes(t));

describe('mines ladder', () => {
  it('is (1 - e) / P(k safe) rounded down to four decimals', () => {
    expect(minesLadder(1).slice(0, 3)).toEqual([1.0312, 1.076, 1.125]);
    expect(minesLadder(3)[0]).toBe(1.125);
    expect(minesLadder(24)).toEqual([24.75]);
    expect(minesLadder(1)[23]).toBe(24.75);
    expect(minesLadder(3, 0)[0]).toBe(1.1363);
    // 12 mines, 13 safe tiles: C(25, 13) / C(13, 13) x 0.99
    expect(minesLadder(12)[12]).toBe(5_148_297);
  });

  it('returns 1 - e less the rounding for every mine count and cash-out point', () => {
    for (let mines = 1; mines <= 24; mines++)
      for (let safe = 1; safe <= 25 - mines; safe++) {
        const rtp = minesRtp(mines, safe);
        expect(rtp).toBeLessThanOrEqual(0.99);
        expect(rtp).toBeGreaterThan(0.99 - 0.0001);
      }
    expect(minesRtp(3, 5, 0.02)).toBeCloseTo(0.98, 4);
  });
});

describe('mines rounds', () => {
  it('place the mines as the first tiles of the Fisher-Yates shuffle of 0..24', () => {
    const round = newMinesRound(rngFor('mines-layout'), { stake: 100n, mines: 5 });
    const order = shuffle(rngFor('mines-layout'), TILES);
    expect(round.layout).toEqual(order.slice(0, 5).sort((a, b) => a - b));
    expect(new Set(round.layout).size).toBe(5);
    expect(newMinesRound(rngFor('mines-layout'), { stake: 100n, mines: 5 })).toEqual(round);
  });

  it('raise the multiplier on safe tiles, cash out at it and lose everything on a mine', () => {
    const start = newMinesRound(rngFor('mines-play'), { stake: 1000n, mines: 3 });
    const [a, b] = safeTiles(start);
    const one = revealMines(start, a!);
    expect(one).toMatchObject({ status: 'playing', multiplier: 1.125, revealed: [a], payout: 0n });
    const two = revealMines(one, b!);
    expect(two.multiplier).toBe(minesLadder(3)[1]);
    expect(cashOutMines(two)).toMatchObject({
      status: 'cashedOut',
      payout: (1000n * BigInt(Math.round(minesLadder(3)[1]! * 10_000))) / 10_000n,
    });
    const lost = revealMines(two, start.layout[0]!);
    expect(lost).toMatchObject({ status: 'lost', multiplier: 0, payout: 0n });
    expect(() => revealMines(lost, safeTiles(start)[2]!)).toThrow(RangeError);
    expect(() => cashOutMines(lost)).toThrow(RangeError);
  });

  it('cash out by themselves on the last safe tile', () => {
    const start = newMinesRound(rngFor('mines-all'), { stake: 100n, mines: 22 });
    const done = safeTiles(start).reduce(revealMines, start);
    expect(minesLadder(22)[2]).toBe(2277);
    expect(done).toMatchObject({ status: 'cashedOut', multiplier: 2277, payout: 227_700n });
  });

  it('hide the layout while played and show it once over', () => {
    const start = newMinesRound(rngFor('mines-view'), { stake: 100n, mines: 2 });
    expect(minesView(start)).not.toHaveProperty('layout');
    expect(JSON.stringify(minesView(start), (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(
      'layout',
    );
    expect(minesView(revealMines(start, start.layout[1]!)).layout).toEqual(start.layout);
  });

  it('replay from the seeds and the moves', () => {
    const start = newMinesRound(rngFor('mines-replay', 9), { stake: 100n, mines: 4 });
    const moves = safeTiles(start).slice(0, 3);
    const played = cashOutMines(moves.reduce(revealMines, start));
    expect(replayMines(rngFor('mines-replay', 9), { stake: 100n, mines: 4 }, moves, true)).toEqual(played);
  });

  it('refuse bad bets before drawing and bad moves', () => {
    for (const mines of [0, 25, 2.5, Number.NaN])
      expect(() => newMinesRound(untouchableRng, { stake: 100n, mines })).toThrow(RangeError);
    expect(() => newMinesRound(untouchableRng, { stake: 0n, mines: 3 })).toThrow(RangeError);
    expect(() => newMinesRound(untouchableRng, { stake: 100n, mines: 3 }, 1)).toThrow(RangeError);
    const start = newMinesRound(rngFor('mines-bad'), { stake: 100n, mines: 3 });
    expect(() => cashOutMines(start)).toThrow(RangeError);
    for (const tile of [-1, 25, 1.5]) expect(() => revealMines(start, tile)).toThrow(RangeError);
    const one = revealMines(start, safeTiles(start)[0]!);
    expect(() => revealMines(one, safeTiles(start)[0]!)).toThrow(RangeError);
  });

  it('return within four standard errors of the exact RTP in a simulation', () => {
    for (const [mines, reveals] of [
      [3, 5],
      [10, 2],
    ] as const) {
      const sim = simulate(20_000, `mines-${mines}`, (rng) => {
        let round = newMinesRound(rng, { stake: SIM_STAKE, mines });
        for (let tile = 0; tile < reveals && round.status === 'playing'; tile++) round = revealMines(round, tile);
        if (round.status === 'playing') round = cashOutMines(round);
        return perStake(round.payout);
      });
      expectNear(sim, minesRtp(mines, reveals));
    }
  });
});
