import { describe, expect, it } from '@jest/globals';
import { shuffle } from '../../../../../server/vendors/house/fair/rng.ts';
import { ladderView, replayLadder, type LadderRound } from '../../../../../server/vendors/house/games/mini/ladder.ts';
import {
  cashOutPick,
  newPickRound,
  pickMultipliers,
  pickRtp,
  pickRules,
  shootPick,
} from '../../../../../server/vendors/house/games/mini/pick.ts';
import {
  cashOutTower,
  climbTower,
  newTowerRound,
  TOWER_DIFFICULTIES,
  towerMultipliers,
  towerRtp,
  type TowerDifficulty,
} from '../../../../../server/vendors/house/games/mini/tower.ts';
import { expectNear, perStake, SIM_STAKE, rngFor, simulate, untouchableRng } from './support.ts';

/** A safe tile of the next row of `round`. */
const safeTile = (round: LadderRound) =>
  Array.from({ length: round.rules.tiles }, (_, t) => t).find((t) => !round.layout[round.picks.length]!.includes(t))!;

describe('tower multipliers', () => {
  it('are (1 - e) / (safe / tiles)^k rounded down to four decimals', () => {
    expect(towerMultipliers('easy').slice(0, 3)).toEqual([1.32, 1.76, 2.3466]);
    expect(towerMultipliers('medium')[0]).toBe(1.485);
    expect(towerMultipliers('hard')).toEqual([1.98, 3.96, 7.92, 15.84, 31.68, 63.36, 126.72, 253.44, 506.88]);
    expect(towerMultipliers('expert')[8]).toBe(19_486.17);
    expect(towerMultipliers('master')[8]).toBe(259_522.56);
    expect(towerMultipliers('hard', 0.03)[0]).toBe(1.94);
  });

  it('return 1 - e less the rounding for every difficulty and row', () => {
    for (const difficulty of Object.keys(TOWER_DIFFICULTIES) as TowerDifficulty[])
      for (let rows = 1; rows <= 9; rows++) {
        const rtp = towerRtp(difficulty, rows);
        expect(rtp).toBeLessThanOrEqual(0.99);
        expect(rtp).toBeGreaterThan(0.99 - 0.0001);
      }
  });
});

describe('tower rounds', () => {
  it('draw every row at the start: the losing tiles are the first of a shuffle of the row', () => {
    const round = newTowerRound(rngFor('tower-layout'), { stake: 100n, difficulty: 'expert' });
    const rng = rngFor('tower-layout');
    const rows = Array.from({ length: 9 }, () =>
      shuffle(rng, [0, 1, 2])
        .slice(0, 2)
        .sort((a, b) => a - b),
    );
    expect(round.layout).toEqual(rows);
    expect(newTowerRound(rngFor('tower-layout'), { stake: 100n, difficulty: 'expert' })).toEqual(round);
  });

  it('climb on safe tiles, lose on a losing one and cash out at the top by themselves', () => {
    const start = newTowerRound(rngFor('tower-play'), { stake: 1000n, difficulty: 'medium' });
    const one = climbTower(start, safeTile(start));
    expect(one).toMatchObject({ status: 'playing', multiplier: 1.485, picks: [safeTile(start)] });
    expect(cashOutTower(one)).toMatchObject({ status: 'cashedOut', payout: 1485n });
    const lost = climbTower(one, one.layout[1]![0]!);
    expect(lost).toMatchObject({ status: 'lost', multiplier: 0, payout: 0n });
    expect(() => climbTower(lost, 0)).toThrow(RangeError);
    let top = start;
    while (top.status === 'playing') top = climbTower(top, safeTile(top));
    expect(top).toMatchObject({ status: 'cashedOut', multiplier: towerMultipliers('medium')[8] });
  });

  it('show only the rows passed while played', () => {
    const start = newTowerRound(rngFor('tower-view'), { stake: 100n, difficulty: 'easy' });
    expect(ladderView(start).layout).toEqual([]);
    const one = climbTower(start, safeTile(start));
    expect(ladderView(one).layout).toEqual(start.layout.slice(0, 1));
    expect(ladderView(cashOutTower(one)).layout).toEqual(start.layout);
  });

  it('replay from the seeds and the picks', () => {
    const start = newTowerRound(rngFor('tower-replay', 2), { stake: 100n, difficulty: 'hard' });
    let round = start;
    for (let i = 0; i < 3; i++) round = climbTower(round, safeTile(round));
    expect(replayLadder(rngFor('tower-replay', 2), 100n, TOWER_DIFFICULTIES.hard, round.picks, true)).toEqual(
      cashOutTower(round),
    );
  });

  it('refuse bad bets before drawing and bad moves', () => {
    expect(() => newTowerRound(untouchableRng, { stake: 100n, difficulty: 'insane' as TowerDifficulty })).toThrow(
      RangeError,
    );
    expect(() => newTowerRound(untouchableRng, { stake: 0n, difficulty: 'easy' })).toThrow(RangeError);
    const start = newTowerRound(rngFor('tower-bad'), { stake: 100n, difficulty: 'easy' });
    expect(() => cashOutTower(start)).toThrow(RangeError);
    for (const tile of [-1, 4, 0.5]) expect(() => climbTower(start, tile)).toThrow(RangeError);
  });

  it('return within four standard errors of the exact RTP in a simulation', () => {
    const sim = simulate(20_000, 'tower-sim', (rng) => {
      let round = newTowerRound(rng, { stake: SIM_STAKE, difficulty: 'medium' });
      for (let row = 0; row < 3 && round.status === 'playing'; row++) round = climbTower(round, 0);
      return perStake(round.status === 'playing' ? cashOutTower(round).payout : round.payout);
    });
    expectNear(sim, towerRtp('medium', 3));
  });
});

describe('pick games', () => {
  it('are ladders of one row per shot with the keeper blocking K of N targets', () => {
    expect(pickRules('goalRush')).toEqual({ rows: 10, tiles: 3, safe: 2 });
    expect(pickRules('penaltyKick')).toEqual({ rows: 5, tiles: 5, safe: 3 });
    expect(pickRules('penaltyKick', 4)).toEqual({ rows: 5, tiles: 5, safe: 1 });
    expect(pickMultipliers('penaltyKick')).toEqual([1.65, 2.75, 4.5833, 7.6388, 12.7314]);
    expect(pickMultipliers('goalRush')[0]).toBe(1.485);
    expect(pickRtp('penaltyKick', 5)).toBeLessThanOrEqual(0.99);
    expect(pickRtp('penaltyKick', 5)).toBeGreaterThan(0.9899);
  });

  it('play shots, lose on a block and cash out', () => {
    const start = newPickRound(rngFor('pick-play'), { stake: 200n, game: 'penaltyKick' });
    expect(start.layout.every((row) => row.length === 2)).toBe(true);
    const goal = shootPick(start, safeTile(start));
    expect(cashOutPick(goal)).toMatchObject({ status: 'cashedOut', payout: 330n });
    expect(shootPick(goal, goal.layout[1]![1]!)).toMatchObject({ status: 'lost', payout: 0n });
  });

  it('refuse an unknown game or keeper before drawing', () => {
    for (const blocked of [0, 5, 1.5])
      expect(() => newPickRound(untouchableRng, { stake: 100n, game: 'penaltyKick', blocked })).toThrow(RangeError);
    expect(() => newPickRound(untouchableRng, { stake: 100n, game: 'darts' as 'goalRush' })).toThrow(RangeError);
  });

  it('return within four standard errors of the exact RTP in a simulation', () => {
    const sim = simulate(20_000, 'pick-sim', (rng) => {
      let round = newPickRound(rng, { stake: SIM_STAKE, game: 'penaltyKick' });
      for (let shot = 0; shot < 2 && round.status === 'playing'; shot++) round = shootPick(round, shot);
      return perStake(round.status === 'playing' ? cashOutPick(round).payout : round.payout);
    });
    expectNear(sim, pickRtp('penaltyKick', 2));
  });
});
