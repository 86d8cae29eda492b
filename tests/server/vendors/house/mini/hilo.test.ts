import { describe, expect, it } from '@jest/globals';
import type { Card } from '../../../../../server/vendors/house/games/cards.ts';
import {
  cashOutHilo,
  HILO_CARDS,
  hiloBestGuess,
  hiloRtp,
  hiloView,
  hiloWins,
  newHiloRound,
  playHilo,
  replayHilo,
  type HiloMove,
  type HiloRound,
} from '../../../../../server/vendors/house/games/mini/hilo.ts';
import { expectNear, perStake, SIM_STAKE, rngFor, simulate, untouchableRng } from './support.ts';

/** A round of `stake` whose first cards have `ranks` (the rest as drawn). */
function withRanks(ranks: number[], stake = 1000n): HiloRound {
  const round = newHiloRound(rngFor('hilo-fixed'), stake);
  const cards: Card[] = [...ranks.map((rank): Card => ({ rank, suit: 'S' })), ...round.cards.slice(ranks.length)];
  return { ...round, cards };
}

describe('hi-lo guesses', () => {
  it('win on (13 - r) higher, (r - 1) lower and 1 same of the 13 ranks', () => {
    expect([hiloWins(1, 'higher'), hiloWins(1, 'lower'), hiloWins(1, 'same')]).toEqual([12, 0, 1]);
    expect([hiloWins(13, 'higher'), hiloWins(13, 'lower')]).toEqual([0, 12]);
    expect([hiloWins(7, 'higher'), hiloWins(7, 'lower')]).toEqual([6, 6]);
  });

  it('chain the fair odds and take the edge once, rounded down to four decimals', () => {
    const one = playHilo(withRanks([5, 9, 2]), 'higher');
    expect(one).toMatchObject({ status: 'playing', shown: 2, multiplier: 1.6087 }); // 0.99 x 13/8
    const two = playHilo(one, 'lower');
    expect(two.multiplier).toBe(2.6142); // 0.99 x 169/64
    expect(cashOutHilo(two)).toMatchObject({ status: 'cashedOut', payout: 2614n });
    expect(playHilo(withRanks([5, 5]), 'same').multiplier).toBe(12.87);
  });

  it('lose on a wrong guess (a tie loses higher and lower) and skip a card for nothing', () => {
    expect(playHilo(withRanks([5, 5]), 'higher')).toMatchObject({ status: 'lost', multiplier: 0, payout: 0n });
    expect(playHilo(withRanks([5, 4]), 'higher').status).toBe('lost');
    const skipped = playHilo(withRanks([5, 4, 13]), 'skip');
    expect(skipped).toMatchObject({ status: 'playing', shown: 2, multiplier: 1, outcomes: 1n, wins: 1n });
    expect(playHilo(skipped, 'higher').multiplier).toBe(1.43); // 0.99 x 13/9
  });

  it('refuse a guess that cannot win, a move after the end, an early cash-out and a skip onto the last card', () => {
    expect(() => playHilo(withRanks([1]), 'lower')).toThrow(RangeError);
    expect(() => playHilo(withRanks([13]), 'higher')).toThrow(RangeError);
    expect(() => playHilo(withRanks([5]), 'double' as HiloMove)).toThrow(RangeError);
    expect(() => cashOutHilo(withRanks([5]))).toThrow(RangeError);
    const lost = playHilo(withRanks([5, 5]), 'lower');
    expect(() => playHilo(lost, 'skip')).toThrow(RangeError);
    const end = { ...withRanks([5]), shown: HILO_CARDS - 1 };
    expect(() => playHilo(end, 'skip')).toThrow(RangeError);
    expect(() => newHiloRound(untouchableRng, 0n)).toThrow(RangeError);
    expect(() => newHiloRound(untouchableRng, 100n, 0.7)).toThrow(RangeError);
  });

  it('cash out by themselves on a right guess on the last card', () => {
    const cards = Array.from({ length: HILO_CARDS }, (_, i): Card => ({ rank: i % 2 === 0 ? 2 : 12, suit: 'H' }));
    let round: HiloRound = { ...newHiloRound(rngFor('hilo-end'), 100n), cards };
    while (round.status === 'playing') round = playHilo(round, hiloBestGuess(round.cards[round.shown - 1]!.rank));
    expect(round).toMatchObject({ status: 'cashedOut', shown: HILO_CARDS });
    expect(round.payout).toBeGreaterThan(100n);
  });
});

describe('hi-lo rounds', () => {
  it('draw 52 cards at the start from int(52) each, and hide the cards not turned', () => {
    const round = newHiloRound(rngFor('hilo-draw'), 100n);
    const rng = rngFor('hilo-draw');
    const xs = Array.from({ length: HILO_CARDS }, () => rng.int(52));
    expect(round.cards.map((c) => c.rank)).toEqual(xs.map((x) => (x % 13) + 1));
    expect(round.cards.map((c) => c.suit)).toEqual(xs.map((x) => ['S', 'H', 'D', 'C'][Math.floor(x / 13)]));
    expect(hiloView(round).cards).toEqual(round.cards.slice(0, 1));
    expect(hiloView(playHilo(round, 'skip')).cards).toHaveLength(2);
  });

  it('replay from the seeds and the moves', () => {
    const moves: HiloMove[] = ['skip', 'skip'];
    let round = replayHilo(rngFor('hilo-replay', 3), 100n, moves, false);
    while (round.status === 'playing' && round.outcomes < 13n ** 2n) {
      const move = hiloBestGuess(round.cards[round.shown - 1]!.rank);
      moves.push(move);
      round = playHilo(round, move);
    }
    const cashOut = round.status === 'playing';
    expect(replayHilo(rngFor('hilo-replay', 3), 100n, moves, cashOut)).toEqual(cashOut ? cashOutHilo(round) : round);
  });

  it('have an exact RTP of the enumerated rank sequences, 1 - e less the rounding', () => {
    // Two guesses with the likelier side, counted over all 13^3 rank sequences apart from the engine.
    const w = (r: number) => (r <= 7 ? 13 - r : r - 1);
    const right = (a: number, b: number) => (a <= 7 ? b > a : b < a);
    let total = 0n;
    for (let a = 1; a <= 13; a++)
      for (let b = 1; b <= 13; b++)
        for (let c = 1; c <= 13; c++) if (right(a, b) && right(b, c)) total += (9900n * 169n) / BigInt(w(a) * w(b));
    expect(hiloRtp(2)).toBeCloseTo(Number(total) / (13 ** 3 * 10_000), 15);
    for (let guesses = 1; guesses <= 5; guesses++) {
      expect(hiloRtp(guesses)).toBeLessThanOrEqual(0.99);
      expect(hiloRtp(guesses)).toBeGreaterThan(0.99 - 0.0001);
    }
    expect(hiloRtp(3, 0.02, (rank) => (rank <= 6 ? 'higher' : rank === 7 ? 'same' : 'lower'))).toBeCloseTo(0.98, 3);
    expect(() => hiloRtp(1, 0.01, () => 'lower')).toThrow(RangeError);
  });

  it('return within four standard errors of the exact RTP in a simulation', () => {
    const sim = simulate(20_000, 'hilo-sim', (rng) => {
      let round = newHiloRound(rng, SIM_STAKE);
      for (let g = 0; g < 3 && round.status === 'playing'; g++)
        round = playHilo(round, hiloBestGuess(round.cards[round.shown - 1]!.rank));
      return perStake(round.status === 'playing' ? cashOutHilo(round).payout : round.payout);
    });
    expectNear(sim, hiloRtp(3));
  });
});
