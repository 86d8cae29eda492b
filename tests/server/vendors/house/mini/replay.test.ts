import { describe, expect, it } from '@jest/globals';
import { fairRng } from '../../../../../server/vendors/house/fair/rng.ts';
import { spinDouble } from '../../../../../server/vendors/house/games/mini/coinFlip.ts';
import { playCrash } from '../../../../../server/vendors/house/games/mini/crash.ts';
import { HASH_DICE, playDice } from '../../../../../server/vendors/house/games/mini/dice.ts';
import { newHiloRound, playHilo } from '../../../../../server/vendors/house/games/mini/hilo.ts';
import { cashOutMines, newMinesRound, revealMines } from '../../../../../server/vendors/house/games/mini/mines.ts';
import { newPickRound, shootPick } from '../../../../../server/vendors/house/games/mini/pick.ts';
import { dropPlinko } from '../../../../../server/vendors/house/games/mini/plinko.ts';
import { playRace } from '../../../../../server/vendors/house/games/mini/race.ts';
import {
  MINI_GAMES,
  replayMini,
  type MiniGame,
  type MiniPlay,
} from '../../../../../server/vendors/house/games/mini/replay.ts';
import { cashOutTower, climbTower, newTowerRound } from '../../../../../server/vendors/house/games/mini/tower.ts';

const INPUTS = { serverSeed: 'revealed-server-seed', clientSeed: 'player-seed', nonce: 12 };
const rng = () => fairRng(INPUTS);
/** What replayMini returns for `round`: bigints as strings. */
const asJson = (round: object) =>
  JSON.parse(JSON.stringify(round, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)));

describe('mini game replay', () => {
  it('recomputes each game from the seeds, the bet and the moves as the engine played it', () => {
    const mines = newMinesRound(rng(), { stake: 100n, mines: 3 });
    const safe = [0, 1, 2, 3, 4].filter((t) => !mines.layout.includes(t)).slice(0, 2);
    const tower = newTowerRound(rng(), { stake: 100n, difficulty: 'hard' });
    // Hard rows have one losing tile of two: climb three rows on the other one.
    const towerPicks = tower.layout.slice(0, 3).map(([losing]) => 1 - losing!);
    const pick = newPickRound(rng(), { stake: 100n, game: 'goalRush' });
    const hilo = newHiloRound(rng(), 100n);
    const cases: [MiniPlay, object][] = [
      [{ game: 'crash', target: 2 }, playCrash(rng(), { stake: 100n, target: 2 })],
      [
        { game: 'hashDice', side: 'over', target: 50_000, stake: 7n },
        playDice(rng(), { stake: 7n, side: 'over', target: 50_000 }, 0.01, HASH_DICE),
      ],
      [{ game: 'mines', mines: 3, tiles: safe, cashOut: true }, cashOutMines(safe.reduce(revealMines, mines))],
      [
        { game: 'tower', difficulty: 'hard', picks: towerPicks, cashOut: true },
        cashOutTower(towerPicks.reduce(climbTower, tower)),
      ],
      [{ game: 'pick', pickGame: 'goalRush', picks: [2], cashOut: false }, shootPick(pick, 2)],
      [{ game: 'plinko', rows: 10, risk: 'high' }, dropPlinko(rng(), { stake: 100n, rows: 10, risk: 'high' })],
      [{ game: 'hilo', moves: ['skip'], cashOut: false }, playHilo(hilo, 'skip')],
      [{ game: 'double', colour: 'green' }, spinDouble(rng(), [{ stake: 100n, colour: 'green' }])],
      [{ game: 'race', runner: 3 }, playRace(rng(), { stake: 100n, runner: 3 })],
    ];
    for (const [play, round] of cases) expect(replayMini(INPUTS, play)).toEqual(asJson(round));
  });

  it('answers every game in plain JSON and refuses an unknown one', () => {
    const plays: Record<MiniGame, MiniPlay> = {
      crash: { game: 'crash', target: 1.5 },
      limbo: { game: 'limbo', target: 1.5 },
      dice: { game: 'dice', side: 'under', target: 49.5 },
      hashDice: { game: 'hashDice', side: 'under', target: 49_500 },
      mines: { game: 'mines', mines: 1, tiles: [], cashOut: false },
      tower: { game: 'tower', difficulty: 'easy', picks: [], cashOut: false },
      plinko: { game: 'plinko', rows: 8, risk: 'low' },
      hilo: { game: 'hilo', moves: [], cashOut: false },
      coinflip: { game: 'coinflip', side: 'heads' },
      double: { game: 'double', colour: 'red' },
      pick: { game: 'pick', pickGame: 'penaltyKick', picks: [], cashOut: false },
      race: { game: 'race', runner: 0 },
    };
    for (const game of MINI_GAMES) {
      const outcome = replayMini(INPUTS, plays[game]);
      expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
    }
    expect(() => replayMini(INPUTS, { game: 'roulette' } as unknown as MiniPlay)).toThrow(RangeError);
    expect(() => replayMini(INPUTS, { game: 'crash', target: 1 })).toThrow(RangeError);
  });
});
